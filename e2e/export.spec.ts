import { readFile } from 'node:fs/promises';
import { parseCsv } from '../src/server/test/parse-csv';
import { expect, test } from './fixtures';

/** Issue 17, Export: the file an administrator downloads is exactly the filtered list on the screen. */
test('Export CSV downloads exactly the filtered list', async ({ page, signIn, adminToken, expectAccessible }) => {
  await signIn(adminToken);
  await page.goto('/dependencies');
  await expect(page.getByRole('heading', { level: 1, name: 'Dependencies' })).toBeVisible();
  await page.getByLabel('Technology').selectOption('go');
  await page.getByLabel('Rows per page').selectOption('100');
  const table = page.getByRole('table', { name: 'Dependencies' });
  await expect(table.locator('tbody tr').first()).toContainText('pkg:golang/');
  // Every filtered row on the one page ("1–39 of 39"), so the table is the whole list to compare.
  await expect(page.getByText(/^1–(\d+) of \1$/)).toBeVisible();
  // The range follows the URL at once; the rows follow when the page of 100 has arrived (the table is busy till then).
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const shown = await table.locator('tbody tr').allTextContents();
  await expectAccessible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('dependencies.csv');
  expect(download.url()).not.toContain(adminToken);
  const [header, ...rows] = parseCsv(await readFile((await download.path())!, 'utf8'));
  expect(header).toContain('purl');
  const purl = header!.indexOf('purl');
  const technology = header!.indexOf('technology');
  // Same rows, same order as the table: every row of the file is the table's row at that place.
  expect(rows).toHaveLength(shown.length);
  rows.forEach((row, i) => {
    expect(row[technology]).toBe('go');
    expect(shown[i]).toContain(row[purl]!);
  });
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  await expectAccessible();
});
