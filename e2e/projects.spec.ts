import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Mantine's segmented control hides its radio inputs; a person clicks the visible label. */
async function chooseType(page: Page, type: 'VCS' | 'CLI') {
  await page.getByRole('radiogroup', { name: 'Type' }).getByText(type, { exact: true }).click();
  await expect(page.getByRole('radio', { name: type })).toBeChecked();
}

/**
 * An administrator's project flow on a fresh database. Names start with `e2e-` so that
 * they never collide with the demo projects; the proprietor is created here for the same reason.
 */
test('an administrator creates, finds, edits and deletes projects', async ({
  page,
  signIn,
  adminToken,
  expectAccessible,
}) => {
  // One long flow through a dozen pages: more than the default 30 s on a slow machine.
  test.setTimeout(90_000);
  const created = await page.request.post('/api/settings/proprietors/', {
    headers: { Authorization: `Token ${adminToken}` },
    data: { name: 'E2E Team' },
  });
  expect(created.status()).toBe(201);

  await signIn(adminToken);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible();
  await expectAccessible();

  // A CLI project: no repository fields, the CLI default stage.
  await page.getByRole('link', { name: 'New project' }).click();
  await expect(page).toHaveURL(/\/settings\/projects\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New project' })).toBeVisible();
  await expectAccessible();
  await page.getByLabel(/^Name/).fill('e2e-nightly-cli');
  await chooseType(page, 'CLI');
  await expect(page.getByLabel('Repository URL')).toHaveCount(0);
  await expect(page.getByLabel('Stage')).toHaveValue('build');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'e2e-nightly-cli' })).toBeVisible();
  await expect(page.getByText('Project "e2e-nightly-cli" created.')).toBeVisible();

  // A VCS project: a wrong repository URL is refused next to the field before anything is sent.
  await page.goto('/settings/projects/new');
  await page.getByLabel(/^Name/).fill('e2e-web-portal');
  await page.getByLabel('Repository URL').fill('not-a-repository');
  await page.getByRole('button', { name: 'Create project' }).click();
  const repoUrl = page.getByLabel('Repository URL');
  await expect(repoUrl).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('Enter a git URL: https://…, ssh://…, git@host:org/repo.git or file:///path.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/projects\/new$/);
  await expectAccessible();

  await repoUrl.fill('git@github.com:acme/web-portal.git');
  await expect(repoUrl).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Branch or ref').fill('develop');
  await page.getByLabel('Stage').selectOption('test');
  const proprietor = page.getByRole('combobox', { name: 'Proprietor' });
  await proprietor.click();
  await proprietor.fill('E2E');
  await page.getByRole('option', { name: 'E2E Team' }).click();
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'e2e-web-portal' })).toBeVisible();
  const detailsOf = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(detailsOf('Repository')).toHaveText('git@github.com:acme/web-portal.git');
  await expect(detailsOf('Branch or ref')).toHaveText('develop');
  await expect(detailsOf('Proprietor')).toHaveText('E2E Team');
  await expectAccessible();

  // The server's answer for a taken name lands on the Name field.
  await page.goto('/settings/projects/new');
  await page.getByLabel(/^Name/).fill('e2e-web-portal');
  await chooseType(page, 'CLI');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('A project with this name already exists.')).toBeVisible();
  // Leaving the filled form asks first.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/projects$/);

  // Found by search, narrowed by a filter; a reload keeps both.
  const table = page.getByRole('table', { name: 'Projects' });
  await page.getByLabel('Search projects').fill('e2e-');
  await expect(page).toHaveURL(/search=e2e-/);
  await expect(table.getByRole('link', { name: 'e2e-nightly-cli' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'e2e-web-portal' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByLabel('Type', { exact: true }).selectOption('cli');
  await expect(page).toHaveURL(/type=cli/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.reload();
  await expect(page.getByLabel('Search projects')).toHaveValue('e2e-');
  await expect(page.getByLabel('Type', { exact: true })).toHaveValue('cli');
  await expect(page.getByRole('button', { name: 'Remove filter Type: CLI' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'e2e-nightly-cli' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectAccessible();

  // Edit the VCS project: its type is shown, not changeable.
  await page.getByRole('button', { name: 'Remove filter Type: CLI' }).click();
  await table.getByRole('link', { name: 'e2e-web-portal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'e2e-web-portal' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit e2e-web-portal' })).toBeVisible();
  await expect(page.getByText('The type of a project cannot change after it is created.')).toBeVisible();
  // No type to choose (the credentials' kind has radios of its own).
  await expect(page.getByRole('radiogroup', { name: 'Type' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'VCS' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'CLI' })).toHaveCount(0);
  await expect(page.getByLabel('Branch or ref')).toHaveValue('develop');
  await expectAccessible();
  await page.getByLabel(/^Name/).fill('e2e-web-portal-renamed');
  await page.getByRole('switch', { name: 'Active' }).uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'e2e-web-portal-renamed' })).toBeVisible();
  await expect(detailsOf('Active')).toHaveText('No');
  await expect(detailsOf('Type')).toHaveText('VCS');

  // Delete the CLI project through the confirm dialog.
  await page.goto('/projects?search=e2e-nightly');
  await table.getByRole('link', { name: 'e2e-nightly-cli' }).click();
  const id = /\/projects\/(\d+)$/.exec(page.url())?.[1];
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete project "e2e-nightly-cli"?' });
  await expect(dialog).toContainText('cannot be undone');
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Delete project' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByText('Project "e2e-nightly-cli" deleted.')).toBeVisible();
  const gone = await page.request.get(`/api/projects/${id}/`, { headers: { Authorization: `Token ${adminToken}` } });
  expect(gone.status()).toBe(404);
  await page.getByLabel('Search projects').fill('e2e-');
  await expect(table.getByRole('link', { name: 'e2e-web-portal-renamed' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'e2e-nightly-cli' })).toHaveCount(0);
});

test('an auditor reads projects but is offered no way to change them', async ({ page, signIn, createToken }) => {
  await signIn(await createToken('e2e-project-auditor', 'auditor'));
  await page.goto('/projects');
  const table = page.getByRole('table', { name: 'Projects' });
  const first = table.getByRole('row').nth(1).getByRole('link');
  await expect(first).toBeVisible();
  await expect(page.getByRole('link', { name: 'New project' })).toHaveCount(0);
  await first.click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.goto('/settings/projects/new');
  await expect(page.getByText('Only administrators can create or change projects')).toBeVisible();
});
