import { readFile } from 'node:fs/promises';
import { builtLayer, dockerSaveArchive } from '../src/server/analysis/images/__tests__/image-builder';
import { expect, test } from './fixtures';

/**
 * Issue 27, container image SCA from a real archive: a `docker save` archive built here with tar-stream
 * (the images helper's builder) from this machine's own dpkg database (`/var/lib/dpkg/status`) and
 * os-release, plus an application layer with lodash 4.17.15 under `node_modules`, which the demo's OSV
 * data set (GHSA-35jh-r3h4-6jhm, fixed in 4.17.21; src/server/seed/demo/osv/README.md) makes vulnerable.
 */
async function imageArchive(): Promise<Buffer> {
  const os = await builtLayer(
    [
      { path: 'etc/os-release', content: await readFile('/etc/os-release') },
      { path: 'var/lib/dpkg/status', content: await readFile('/var/lib/dpkg/status') },
    ],
    'none',
  );
  const app = await builtLayer(
    [
      {
        path: 'app/node_modules/lodash/package.json',
        content: JSON.stringify({ name: 'lodash', version: '4.17.15', license: 'MIT' }),
      },
      { path: 'app/package.json', content: JSON.stringify({ name: 'app', version: '1.0.0' }) },
    ],
    'none',
  );
  return (await dockerSaveArchive([os, app])).archive;
}

test('an administrator adds an image, uploads its docker save archive and sees its packages and vulnerabilities', async ({
  page,
  signIn,
  adminToken,
  adminApi,
  expectAccessible,
}) => {
  // An upload, its SCA run and two axe checks.
  test.setTimeout(120_000);
  const repositories = await adminApi.get<{ results: { id: number; name: string; kind: string }[] }>(
    '/api/artifact_repositories/?kind=docker',
  );
  const repository = repositories.results[0]!;
  const name = `e2e/debian-app:${Date.now()}`;

  await signIn(adminToken);
  await page.goto('/container-images');
  await expect(page.getByRole('heading', { level: 1, name: 'Container images' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Container images' }).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible();

  await page.getByRole('link', { name: 'Add image' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Debian 12');
  await page.getByRole('button', { name: 'Create container image' }).click();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
    /Enter an image name as repo\/image:tag/,
  );
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('combobox', { name: /^Artifact repository/ }).selectOption({
    label: `${repository.name} (${repository.kind})`,
  });
  await page.getByRole('button', { name: 'Create container image' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Not analysed yet' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Upload image archive or SBOM' }).click();
  const dialog = page.getByRole('dialog', { name: `Upload an archive or SBOM of ${name}` });
  await dialog
    .getByLabel('Image archive or SBOM')
    .setInputFiles({ name: 'debian-app.tar', mimeType: 'application/x-tar', buffer: await imageArchive() });
  await dialog.getByRole('button', { name: 'Upload and analyse' }).click();
  await expect(dialog.getByText(/Analysis queued as run #\d+\./)).toBeVisible();
  await expect(
    dialog.getByText('The analysis has finished: the components, vulnerabilities and alerts below are up to date.'),
  ).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // What the archive holds: this machine's distribution, its two layers, its dpkg packages in layer 1.
  const osRelease = await readFile('/etc/os-release', 'utf8');
  const prettyName = /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(osRelease)?.[1] ?? '';
  await expect(page.getByRole('definition').filter({ hasText: prettyName })).toBeVisible();
  const components = page.getByRole('table', { name: `Components of ${name}` });
  await page.getByLabel('Search dependencies').fill('dpkg');
  const dpkg = components.getByRole('row', { name: /^dpkg / });
  await expect(dpkg).toContainText('OS package');
  await expect(dpkg).toContainText('Layer 1');

  const vulnerabilities = page.getByRole('table', { name: `Vulnerabilities of ${name}` });
  const lodash = vulnerabilities.getByRole('row', { name: /GHSA-35jh-r3h4-6jhm|CVE-2021-23337/ });
  await expect(lodash).toContainText('lodash 4.17.15');
  await expect(lodash).toContainText('4.17.21');
  await expectAccessible();
});
