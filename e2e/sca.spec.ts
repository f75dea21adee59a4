import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './fixtures';

/**
 * Issue 24, SCA on real material: components read from a real lockfile (payments-api's committed
 * package-lock.json, src/server/seed/demo/repositories/payments-api), matched against the demo's OSV
 * data set (real GitHub advisories, src/server/seed/demo/osv; its README says what each record hits),
 * the project's SBOM as CycloneDX 1.6, and the vulnerability database's page with an import of a real
 * OSV record (golang/vulndb's GO-2021-0113, src/server/vulndb/osv/testdata/README.md).
 */

const DEMO = join('src', 'server', 'seed', 'demo');
const PAYMENTS_API = join(DEMO, 'repositories', 'payments-api');

test('an administrator uploads a lockfile to a CLI project and follows a lodash advisory to its fixed version', async ({
  page,
  signIn,
  adminToken,
  expectAccessible,
}) => {
  // An upload, its SCA run and four axe checks.
  test.setTimeout(90_000);
  const created = await page.request.post('/api/settings/projects/', {
    headers: { Authorization: `Token ${adminToken}` },
    data: { name: 'e2e-sca-upload', type: 'cli', stage: 'dev' },
  });
  expect(created.status()).toBe(201);
  const project = (await created.json()) as { id: number; name: string };

  await signIn(adminToken);
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
  const dependencies = page.getByRole('table', { name: `Dependencies of ${project.name}` });
  await expect(
    dependencies.getByText('No dependencies yet. They appear after the first SCA analysis of this project.'),
  ).toBeVisible();

  // The lockfile and a Dockerfile, which no extractor reads.
  await page
    .getByRole('group', { name: `SBOM of ${project.name}` })
    .getByRole('button', { name: 'Upload SBOM or lockfiles' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Upload SBOM or lockfiles for ${project.name}` });
  await dialog
    .getByLabel('Files to analyse')
    .setInputFiles([join(PAYMENTS_API, 'package-lock.json'), join(PAYMENTS_API, 'Dockerfile')]);
  await expect(dialog.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveText([
    /package-lock\.json/,
    /Dockerfile/,
  ]);
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Upload 2 files' }).click();
  const status = dialog.getByRole('status');
  await expect(status).toContainText(/^Files uploaded: SCA run #\d+/);
  await expect(status).toContainText('Finished', { timeout: 30_000 });
  // demo data: payments-api's lockfile pins 89 packages (its `packages` entries but the root).
  await expect(dialog.getByRole('table', { name: 'Files read' }).getByRole('row')).toHaveText([
    /File\s*Read as\s*Components found/,
    /package-lock\.json\s*package-lock\.json\s*89/,
  ]);
  await expect(dialog.getByRole('table', { name: 'Files skipped' }).getByRole('row')).toHaveText([
    /File\s*Why it was skipped/,
    /Dockerfile\s*not a manifest, lockfile or SBOM format that Argus reads/,
  ]);
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // How each component came in: lodash is a direct dependency; bytes comes through express and body-parser.
  const search = page.getByLabel('Search dependencies', { exact: true });
  await search.fill('bytes');
  const bytes = dependencies.getByRole('row').filter({ hasText: /^bytes/ });
  await expect(bytes).toHaveCount(1);
  await expect(bytes.getByRole('cell')).toContainText([
    'bytes',
    '3.1.0',
    'npm',
    'Transitive',
    'package-lock.json',
    'express@4.17.1 › body-parser@1.19.0',
  ]);
  await search.fill('lodash');
  const lodash = dependencies.getByRole('row').filter({ has: page.getByRole('link', { name: 'lodash', exact: true }) });
  await expect(lodash).toHaveCount(1);
  await expect(lodash.getByRole('cell')).toContainText([
    'lodash',
    '4.17.15',
    'npm',
    'Direct',
    'package-lock.json',
    '—',
  ]);
  await expectAccessible();

  // demo data: two lodash advisories of the OSV set take 4.17.15.
  await lodash.getByRole('link', { name: '2 vulnerabilities in lodash 4.17.15' }).click();
  await expect(page).toHaveURL(/\/vulnerabilities\?dependency=\d+$/);
  await page.getByRole('table', { name: 'Vulnerabilities' }).getByRole('link', { name: 'CVE-2020-8203' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'CVE-2020-8203' })).toBeVisible();
  const aliases = page.locator('dt', { hasText: 'Also known as' }).locator('xpath=following-sibling::dd[1]');
  await expect(aliases.getByRole('link', { name: 'GHSA-p6mc-m468-83gw' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Details' })).toBeVisible();

  // The record names lodash and lodash-es, each affected before 4.17.20 and fixed in it.
  const affected = page.getByRole('region', { name: 'Affected packages' });
  await expect(affected.getByRole('heading', { level: 3 })).toHaveText([
    'lodash npm, GHSA-p6mc-m468-83gw',
    'lodash-es npm, GHSA-p6mc-m468-83gw',
  ]);
  await expect(affected.getByRole('listitem')).toHaveText(['before 4.17.20', 'before 4.17.20']);
  await expect(affected.locator('p', { hasText: /^Fixed in:/ })).toHaveText(['Fixed in: 4.17.20', 'Fixed in: 4.17.20']);

  // The projects it reaches: the demo's payments-api and the project just uploaded, both to upgrade to 4.17.20.
  const reached = page.getByRole('table', { name: 'Projects reached by CVE-2020-8203' });
  for (const name of ['payments-api', project.name]) {
    await expect(reached.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) })).toHaveText(
      new RegExp(`${name}\\s*pkg:npm/lodash@4\\.17\\.15\\s*4\\.17\\.20`),
    );
  }
  await expect(reached.getByRole('row')).toHaveCount(3);
  await expectAccessible();
});

test('Download SBOM gives the project’s components and vulnerabilities as CycloneDX 1.6', async ({
  page,
  signIn,
  adminToken,
  adminApi,
  expectAccessible,
}) => {
  const project = await adminApi.project('payments-api');
  const { count } = await adminApi.get<{ count: number }>(`/api/dependencies/?project=${project.id}&per_page=1`);
  await signIn(adminToken);
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'payments-api' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'SBOM and uploads' })).toBeVisible();
  await expectAccessible();

  const downloading = page.waitForEvent('download');
  await page
    .getByRole('group', { name: 'SBOM of payments-api' })
    .getByRole('button', { name: 'Download SBOM' })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('payments-api-sbom.cdx.json');
  expect(download.url()).not.toContain(adminToken);
  type Bom = {
    bomFormat: string;
    specVersion: string;
    metadata: { component: { name: string } };
    components: { name: string; version: string; purl: string; 'bom-ref': string }[];
    vulnerabilities: { id: string; affects: { ref: string }[]; recommendation?: string }[];
  };
  const bom = JSON.parse(await readFile((await download.path())!, 'utf8')) as Bom;
  expect(bom.bomFormat).toBe('CycloneDX');
  expect(bom.specVersion).toBe('1.6');
  expect(bom.metadata.component.name).toBe('payments-api');
  // Every component the project's list shows, lodash among them with its purl.
  expect(bom.components).toHaveLength(count);
  const lodash = bom.components.find((c) => c.name === 'lodash');
  expect(lodash).toMatchObject({ version: '4.17.15', purl: 'pkg:npm/lodash@4.17.15' });
  // demo data: CVE-2020-8203 affects that component; the fix is 4.17.20.
  const cve = bom.vulnerabilities.find((v) => v.id === 'CVE-2020-8203');
  expect(cve?.affects).toEqual([{ ref: lodash!['bom-ref'] }]);
  expect(cve?.recommendation).toBe('Upgrade to 4.17.20');
  await expect(page.getByRole('button', { name: 'Download SBOM' })).toBeEnabled();
});

/** The demo's OSV set per ecosystem folder: how many record files each holds. */
async function demoRecordsPerFolder(): Promise<Record<string, number>> {
  const folders = (await readdir(join(DEMO, 'osv'), { withFileTypes: true })).filter((e) => e.isDirectory());
  const counts = await Promise.all(
    folders.map(async (f) => [f.name, (await readdir(join(DEMO, 'osv', f.name))).length] as const),
  );
  return Object.fromEntries(counts);
}

test('Settings → Vulnerability database shows the demo’s import; an administrator imports an OSV record', async ({
  page,
  signIn,
  adminToken,
  expectAccessible,
}) => {
  const folders = await demoRecordsPerFolder();
  await signIn(adminToken);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('group', { name: 'Settings' }).getByRole('link', { name: 'Vulnerability database' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vulnerability database' })).toBeVisible();

  // The demo's first start imported its folder: one finished import, every record file stored.
  const records = Object.values(folders).reduce((a, b) => a + b, 0);
  expect(records).toBe(26);
  const history = page.getByRole('table', { name: 'Import history' });
  const demoImport = history.getByRole('row').filter({ hasText: /demo\/osv/ });
  await expect(demoImport).toHaveCount(1);
  // Started, source, status, stored, skipped, finished, errors.
  await expect(demoImport.getByRole('cell')).toHaveText([
    /\d/,
    /demo\/osv$/,
    'Finished',
    String(records),
    '0',
    /\d/,
    '—',
  ]);

  // Advisories per ecosystem: each folder's records, and Moment.js (in npm/GHSA-8hfj-j24r-96c4) counts for
  // NuGet too; like the total, npm leaves out the withdrawn jsonwebtoken record (GHSA-27h2-hvpr-p74q).
  const byEcosystem = page.getByRole('table', { name: 'Advisories by ecosystem' });
  const ecosystemRows = (counts: Record<string, number>) =>
    Object.entries(counts)
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .map(([ecosystem, n]) => new RegExp(`^${ecosystem}\\s*${n}$`));
  const before: Record<string, number> = { ...folders, NuGet: folders.NuGet! + 1, npm: folders.npm! - 1 };
  await expect(byEcosystem.getByRole('row')).toHaveText([/Ecosystem\s*Advisories/, ...ecosystemRows(before)]);
  const total = page.locator('dt', { hasText: /^Advisories$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(total).toHaveText(String(records - 1));
  await expectAccessible();

  // golang/vulndb's GO-2021-0113 (golang.org/x/text, fixed in 0.3.7): a record the demo has not.
  await page
    .getByLabel('OSV zip or JSON file')
    .setInputFiles(join('src', 'server', 'vulndb', 'osv', 'testdata', 'GO-2021-0113.json'));
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const started = page.getByRole('status').filter({ hasText: /^Import #\d+/ });
  await expect(started).toContainText('Finished');
  await expect(started).toContainText('1 stored, 0 skipped');
  await expect(history.getByRole('row').filter({ hasText: 'GO-2021-0113.json' }).getByRole('cell')).toHaveText([
    /\d/,
    'GO-2021-0113.json',
    'Finished',
    '1',
    '0',
    /\d/,
    '—',
  ]);
  await expect(byEcosystem.getByRole('row')).toHaveText([
    /Ecosystem\s*Advisories/,
    ...ecosystemRows({ ...before, Go: before.Go! + 1 }),
  ]);
  await expect(total).toHaveText(String(records));
  await expectAccessible();

  // The record is now a vulnerability of the catalog, under its CVE with its other ids.
  await page.goto('/vulnerabilities?search=CVE-2021-38561');
  await page.getByRole('table', { name: 'Vulnerabilities' }).getByRole('link', { name: 'CVE-2021-38561' }).click();
  const aliases = page.locator('dt', { hasText: 'Also known as' }).locator('xpath=following-sibling::dd[1]');
  await expect(aliases).toContainText('GO-2021-0113');
  await expect(aliases.getByRole('link', { name: 'GHSA-ppp9-7jff-5vj2' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Affected packages' })).toContainText('Fixed in: 0.3.7');
  // demo data: edge-gateway pins golang.org/x/text v0.7.0, past the fix.
  await expect(page.getByText('No analysed project depends on an affected version.')).toBeVisible();
});
