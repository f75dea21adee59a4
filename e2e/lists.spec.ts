import { expect, test } from './fixtures';

/**
 * Lists, polished: a search typed on one list and a navigation made within its debounce never
 * carries the search over to the next list (issue 17's bug: Webhooks search → Projects opened filtered).
 */
test('a search typed on Webhooks does not follow a click on Projects made within the debounce', async ({
  page,
  signIn,
  adminToken,
}) => {
  await signIn(adminToken);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const round of [1, 2]) {
    await nav.getByRole('link', { name: 'Webhooks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    // The second round has every chunk loaded already: the navigation is immediate.
    await page.getByRole('searchbox').first().pressSequentially('pay', { delay: 20 });
    await nav.getByRole('link', { name: 'Projects' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await page.waitForTimeout(700);
    expect(new URL(page.url()).search, `round ${round}`).toBe('');
    await expect(page.getByRole('searchbox').first()).toHaveValue('');
  }
});

test('the login page focuses the token, a signed-in user opening it goes home, logging out says so, and every page can be skipped to its content', async ({
  page,
  signIn,
  adminToken,
  expectAccessible,
}) => {
  await page.goto('/login');
  await expect(page.getByLabel('API token')).toBeFocused();
  await signIn(adminToken);
  await page.goto('/login');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  // The first Tab reaches the skip link, which takes the keyboard past the header and navigation.
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectAccessible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'You have logged out.' })).toBeVisible();
  await expectAccessible();
});
