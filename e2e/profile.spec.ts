import { apiStatus, expect, test } from './fixtures';

test('a user regenerates their token: the new one works, the old one gets 401', async ({
  page,
  signIn,
  createToken,
  expectAccessible,
}) => {
  const oldToken = await createToken('e2e-profile', 'user');
  await signIn(oldToken);
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByText('e2e-profile').first()).toBeVisible();
  await expectAccessible();

  await page.getByRole('button', { name: 'Generate new token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate a new API token?' });
  await expect(dialog).toContainText(/stops working/i);
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Generate' }).click();

  const shown = page.getByRole('textbox', { name: 'New API token' });
  await expect(shown).toHaveValue(/^[0-9a-f]{40}$/);
  const newToken = await shown.inputValue();
  expect(newToken).not.toBe(oldToken);
  expect(await apiStatus(page, oldToken, '/api/profile/')).toBe(401);
  expect(await apiStatus(page, newToken, '/api/profile/')).toBe(200);

  // The session switched to the new token: the console keeps working.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Licenses' }).click();
  await expect(page.getByRole('table', { name: 'Licenses' })).toBeVisible();
  await expect(page).toHaveURL(/\/licenses/);
});
