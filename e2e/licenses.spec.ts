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

test('an SPDX id searched shows first; a category filter shows as a chip that removes it (issue 17)', async ({
  page,
  signIn,
  adminToken,
  expectAccessible,
}) => {
  await signIn(adminToken);
  await page.goto('/licenses');
  const table = page.getByRole('table', { name: 'Licenses' });
  const firstId = table.getByRole('row').nth(1).getByRole('cell').first();

  await page.getByLabel('Search licenses').fill('mit');
  await expect(page).toHaveURL(/search=mit/);
  await expect(firstId).toHaveText('MIT');

  await page.getByLabel('Search licenses').fill('ipa');
  await page.getByLabel('Category').selectOption('weak_copyleft');
  await expect(page).toHaveURL(/category=weak_copyleft/);
  const chips = page.getByRole('group', { name: 'Active filters' });
  await expect(chips.getByRole('button', { name: 'Remove filter Category: Weak copyleft' })).toBeVisible();
  await expect(firstId).toHaveText('IPA');
  await expect(table.getByRole('row').nth(1)).toContainText('Weak copyleft');
  await expectAccessible();

  await chips.getByRole('button', { name: 'Remove filter Category: Weak copyleft' }).click();
  await expect(page).not.toHaveURL(/category=/);
  await expect(page.getByLabel('Category')).toHaveValue('');
  await expect(chips.getByRole('button', { name: 'Remove filter Search: ipa' })).toBeVisible();
});
