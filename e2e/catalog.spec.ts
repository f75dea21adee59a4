import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The read-only catalog sections. The fresh database carries the demo installation
 * (ARGUS_SEED_DEMO, on by default): assertions marked "demo data" rely on it, e.g.
 * pkg:npm/lodash@4.17.15, CVE-2021-44228 in log4j-core 2.14.1, three images and repositories.
 */

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const table = page.getByRole('table', { name });
  // Rows are in when the loading skeleton has gone.
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  return table;
}

// Each test walks through several pages with an axe run on each: more than 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ signIn, adminToken }) => {
  await signIn(adminToken);
});

test('dependencies: search, purl with a copy button, licence link, detail and its vulnerabilities', async ({
  page,
  context,
  expectAccessible,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
  const table = await openSection(page, 'Dependencies');
  expect(await table.getByRole('row').count()).toBeGreaterThan(2); // demo data
  await expectAccessible();

  await page.getByLabel('Search dependencies', { exact: true }).fill('lodash');
  await expect(page).toHaveURL(/search=lodash/);
  const row = table.getByRole('row').filter({ hasText: 'pkg:npm/lodash@4.17.15' }); // demo data
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Copy pkg:npm/lodash@4.17.15' }).click();
  await expect(row.getByRole('button', { name: 'Copied pkg:npm/lodash@4.17.15' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('pkg:npm/lodash@4.17.15');
  await expect(row.getByRole('link', { name: 'MIT' })).toHaveAttribute('href', '/licenses?search=MIT');

  await page.getByLabel('Technology', { exact: true }).selectOption('pypi');
  await expect(page).toHaveURL(/technology=pypi/);
  await expect(page.getByText('No dependencies match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove filter Technology: pypi' }).click();
  await expect(row).toHaveCount(1);

  await row.getByRole('link', { name: 'lodash', exact: true }).click();
  await expect(page).toHaveURL(/\/dependencies\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'lodash 4.17.15' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy pkg:npm/lodash@4.17.15' })).toBeVisible();
  await expectAccessible();

  await page.getByRole('link', { name: 'Vulnerabilities of this dependency' }).click();
  await expect(page).toHaveURL(/\/vulnerabilities\?dependency=\d+$/);
  await expect(page.getByRole('button', { name: 'Remove filter Dependency: lodash 4.17.15' })).toBeVisible();
  const vulnerabilities = page.getByRole('table', { name: 'Vulnerabilities' });
  await expect(vulnerabilities.getByRole('row')).not.toHaveCount(1); // demo data: lodash 4.17.15 has advisories
});

test('vulnerabilities: severity filter in the URL, a CVE and the dependencies it affects', async ({
  page,
  expectAccessible,
}) => {
  const table = await openSection(page, 'Vulnerabilities');
  expect(await table.getByRole('row').count()).toBeGreaterThan(2); // demo data
  await expectAccessible();

  await page.getByLabel('Severity', { exact: true }).selectOption('critical');
  await page.getByLabel('Exploit known', { exact: true }).selectOption('true');
  await expect(page).toHaveURL(/severity=critical/);
  await expect(page).toHaveURL(/has_exploit=true/);
  await expect(table.getByRole('row').nth(1)).toContainText('Critical');
  await page.reload();
  await expect(page.getByLabel('Severity', { exact: true })).toHaveValue('critical');
  await expect(page.getByRole('button', { name: 'Remove filter Exploit known: Yes' })).toBeVisible();
  await expectAccessible();

  await page.getByLabel('Search vulnerabilities', { exact: true }).fill('CVE-2021-44228');
  // Wait for the search to be committed: a click before that would be undone by it.
  await expect(page).toHaveURL(/search=CVE-2021-44228/);
  await expect(table.getByRole('row')).toHaveCount(2); // demo data: the one CVE
  await table.getByRole('link', { name: 'CVE-2021-44228' }).click(); // demo data
  await expect(page.getByRole('heading', { level: 1, name: 'CVE-2021-44228' })).toBeVisible();
  await expect(page.getByRole('link', { name: /nvd\.nist\.gov\/vuln\/detail\/CVE-2021-44228/ })).toBeVisible();
  const affected = page.getByRole('table', { name: 'Affected dependencies' });
  await expect(affected.getByRole('row').filter({ hasText: 'log4j-core' }).first()).toBeVisible(); // demo data
  await expectAccessible();
});

test('authors, container images, artifact repositories and proprietors: a list and a detail each', async ({
  page,
  expectAccessible,
}) => {
  const authors = await openSection(page, 'Authors');
  await expect(authors.getByRole('row')).not.toHaveCount(1); // demo data: ~25 authors
  await expectAccessible();
  const author = authors.getByRole('row').nth(1).getByRole('link');
  const authorName = await author.innerText();
  await author.click();
  await expect(page.getByRole('heading', { level: 1, name: authorName })).toBeVisible();
  await expectAccessible();

  const images = await openSection(page, 'Container images');
  await expect(images.getByRole('row')).toHaveCount(4); // demo data: 3 images
  await expectAccessible();
  const image = images.getByRole('row').nth(1).getByRole('link').first();
  const imageName = await image.innerText();
  await image.click();
  await expect(page.getByRole('heading', { level: 1, name: imageName })).toBeVisible();
  const imageDependencies = page.getByRole('table', { name: `Dependencies of ${imageName}` });
  await expect(imageDependencies.getByRole('row')).not.toHaveCount(1); // demo data
  await expectAccessible();

  const repositories = await openSection(page, 'Artifact repositories');
  await expect(repositories.getByRole('row')).toHaveCount(4); // demo data: 3 repositories
  await page.getByLabel('Kind', { exact: true }).selectOption('docker');
  await expect(page).toHaveURL(/kind=docker/);
  await expect(repositories.getByRole('row')).toHaveCount(2); // demo data: one docker registry
  await expectAccessible();
  await repositories.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/artifact-repositories\/\d+$/);
  await expectAccessible();
  await page.getByRole('link', { name: 'Container images in this repository' }).click();
  await expect(page).toHaveURL(/\/container-images\?artifact_repository=\d+$/);
  await expect(page.getByRole('button', { name: /^Remove filter Repository: / })).toBeVisible();

  const proprietors = await openSection(page, 'Proprietors');
  await expect(proprietors.getByRole('row')).not.toHaveCount(1); // demo data
  await expectAccessible();
});
