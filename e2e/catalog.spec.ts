import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The read-only catalog sections. The fresh database carries the demo installation
 * (ARGUS_SEED_DEMO, on by default): assertions marked "demo data" rely on it. Dependencies come from the
 * demo repositories' lockfiles (src/server/seed/demo/repositories), vulnerabilities from matching them
 * against the demo's OSV data set (src/server/seed/demo/osv/README.md says what each advisory hits), e.g.
 * payments-api's lodash 4.17.15 with CVE-2021-23337 and CVE-2020-8203, ledger-service's
 * spring-boot-starter-web 2.5.6 with Spring4Shell; three images and repositories.
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
  // demo data: the two lodash advisories of the OSV set whose ranges take 4.17.15 (fixed in 4.17.21 and 4.17.20).
  await expect(vulnerabilities.getByRole('row')).toHaveCount(3);
  await expect(vulnerabilities.getByRole('link', { name: 'CVE-2021-23337' })).toBeVisible();
  await expect(vulnerabilities.getByRole('link', { name: 'CVE-2020-8203' })).toBeVisible();
});

test('vulnerabilities: severity filter in the URL, a CVE and the dependencies it affects', async ({
  page,
  expectAccessible,
}) => {
  const table = await openSection(page, 'Vulnerabilities');
  // demo data: the 26 records of the demo's OSV set (sca.spec.ts imports one more): a full first page of 20.
  await expect(table.getByRole('row')).toHaveCount(21);
  await expectAccessible();

  // demo data: four critical ones (PyYAML, postgresql, Spring4Shell, Text4Shell). OSV records carry no
  // exploit information, so none of them is known to be exploited.
  await page.getByLabel('Severity', { exact: true }).selectOption('critical');
  await expect(page).toHaveURL(/severity=critical/);
  await expect(table.getByRole('row')).toHaveCount(5);
  for (const row of await table.getByRole('row').all()) {
    if ((await row.getByRole('cell').count()) > 0) await expect(row).toContainText('Critical');
  }
  await page.getByLabel('Exploit known', { exact: true }).selectOption('true');
  await expect(page).toHaveURL(/has_exploit=true/);
  await expect(page.getByText('No vulnerabilities match these filters. Change or clear them.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Severity', { exact: true })).toHaveValue('critical');
  await expect(page.getByRole('button', { name: 'Remove filter Exploit known: Yes' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove filter Exploit known: Yes' }).click();
  await expect(table.getByRole('row')).toHaveCount(5);
  await expectAccessible();

  await page.getByLabel('Search vulnerabilities', { exact: true }).fill('CVE-2022-22965');
  // Wait for the search to be committed: a click before that would be undone by it.
  await expect(page).toHaveURL(/search=CVE-2022-22965/);
  await expect(table.getByRole('row')).toHaveCount(2); // demo data: the one CVE
  await table.getByRole('link', { name: 'CVE-2022-22965' }).click(); // demo data
  await expect(page.getByRole('heading', { level: 1, name: 'CVE-2022-22965' })).toBeVisible();
  // The NVD page, as the record's advisory and again among its references.
  await expect(page.getByRole('link', { name: /nvd\.nist\.gov\/vuln\/detail\/CVE-2022-22965/ })).toHaveCount(2);
  // demo data: ledger-service declares spring-boot-starter-web 2.5.6 (fixed in 2.5.12); fraud-engine's 3.2.5 is not hit.
  const affected = page.getByRole('table', { name: 'Affected dependencies' });
  await expect(affected.getByRole('row').filter({ hasText: 'spring-boot-starter-web' })).toHaveCount(1);
  await expect(affected.getByRole('row')).toHaveCount(2);
  const reached = page.getByRole('table', { name: 'Projects reached by CVE-2022-22965' });
  await expect(reached.getByRole('row')).toHaveText([
    /Project\s*Dependency\s*Upgrade to/,
    /ledger-service\s*pkg:maven\/org\.springframework\.boot\/spring-boot-starter-web@2\.5\.6\s*2\.5\.12/,
  ]);
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
  const imageDependencies = page.getByRole('table', { name: `Components of ${imageName}` });
  // demo data: an image's components come from analysing an archive or a registry pull; the demo's images have neither.
  await expect(imageDependencies.getByRole('row')).toHaveText([
    /Name/,
    'No dependencies recorded for this image yet. They appear after its first SCA analysis.',
  ]);
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
  await expect(proprietors.getByRole('row')).toHaveCount(6); // demo data: five proprietors
  await expect(proprietors.getByRole('link', { name: 'Payments team' })).toBeVisible();
  await expectAccessible();
});
