import { expect, test } from './fixtures';

test('an auditor pages through the licenses, searches, filters, and a reload keeps it all', async ({
  page,
  signIn,
  createToken,
  expectAccessible,
}) => {
  await signIn(await createToken('e2e-auditor', 'auditor'));
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Licenses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Licenses' });
  await expect(table.getByRole('row')).toHaveCount(21);
  await expectAccessible();

  const firstRow = await table.getByRole('row').nth(1).innerText();
  await page.getByRole('button', { name: /page 2/i }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(table.getByRole('row').nth(1)).not.toHaveText(firstRow);

  await page.getByLabel('Search licenses').fill('apache');
  await expect(page).toHaveURL(/search=apache/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(table.getByRole('cell', { name: 'Apache-2.0', exact: true })).toBeVisible();
  const rows = await table.getByRole('row').count();
  expect(rows).toBeGreaterThan(2);

  await page.reload();
  await expect(page.getByLabel('Search licenses')).toHaveValue('apache');
  await expect(table.getByRole('cell', { name: 'Apache-2.0', exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(rows);
  await expectAccessible();
});

test('an empty search says so', async ({ page, signIn, adminToken }) => {
  await signIn(adminToken);
  await page.goto('/licenses?search=no-such-license-at-all');
  await expect(page.getByText(/no licenses/i)).toBeVisible();
});
