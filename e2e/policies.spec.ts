import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * An administrator's policy flow on the demo installation (projects such as payments-api,
 * the demo policies), and an auditor's read-only view. Names start with `E2E` so that they
 * never collide with the demo policies.
 */
const NAME = 'E2E payments CVSS';

const rule = (page: Page, n: number) => page.getByRole('group', { name: `Rule ${n}`, exact: true });

/** Rule `n`'s field, found by typing into the catalog's search. */
async function chooseField(page: Page, n: number, label: string) {
  const field = rule(page, n).getByRole('combobox', { name: 'Field' });
  await field.click();
  await field.fill(label.slice(0, 6));
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** A SegmentedControl option: its radio is drawn by its label, the input itself is hidden. */
async function pick(page: Page, option: string) {
  await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click();
  await expect(page.getByRole('radio', { name: option })).toBeChecked();
}

const auth = (token: string) => ({ headers: { Authorization: `Token ${token}` } });

test('an administrator creates, finds, edits, copies and deletes a policy', async ({
  page,
  signIn,
  adminToken,
  expectAccessible,
}) => {
  // One long flow with six axe runs: more than the default 30 s on a busy machine.
  test.slow();
  await signIn(adminToken);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('group', { name: 'Policies & alerts' }).getByRole('link', { name: 'Policies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Policies' });
  await expect(table.getByRole('link', { name: 'Known malicious packages', exact: true })).toBeVisible();
  await expectAccessible();

  // Create: two stages, a level, one project, three conditions of different types, "any of".
  await page.getByRole('link', { name: 'New policy' }).click();
  await expect(page).toHaveURL(/\/policies\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New policy' })).toBeVisible();
  await expectAccessible();
  await page.getByLabel('Name').fill(NAME);
  await page
    .getByLabel('Description')
    .fill('Payments services stop at CVSS 7.5, malicious packages or strong copyleft.');
  await page.getByRole('checkbox', { name: 'Source', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Build', exact: true }).check();
  await pick(page, 'Critical');
  const projects = page.getByRole('combobox', { name: 'Projects' });
  await expect(projects).toHaveAttribute('placeholder', 'Applies to all projects');
  await projects.click();
  await projects.fill('payments');
  await page.getByRole('option', { name: 'payments-api' }).click();
  await page.keyboard.press('Escape');

  await chooseField(page, 1, 'CVSS 3 score');
  await expect(rule(page, 1).getByRole('combobox', { name: 'Operator' })).toHaveValue('is at least');
  const score = rule(page, 1).getByRole('textbox', { name: 'Value' });
  await score.fill('11');
  await page.getByRole('button', { name: 'Add rule', exact: true }).click();
  await chooseField(page, 2, 'Dangerous dependency');
  await expect(rule(page, 2).getByRole('combobox', { name: 'Value' })).toHaveValue('Yes');
  await page.getByRole('button', { name: 'Add rule', exact: true }).click();
  // One field per property: License, whose "is one of" writes license_list.
  await chooseField(page, 3, 'License');
  await expect(rule(page, 3).getByRole('combobox', { name: 'Operator' })).toHaveValue('is');
  await rule(page, 3).getByRole('combobox', { name: 'Operator' }).click();
  await page.getByRole('option', { name: 'is one of' }).click();
  await expect(rule(page, 3).getByRole('combobox', { name: 'Operator' })).toHaveValue('is one of');
  const licenses = rule(page, 3).getByRole('combobox', { name: 'Value' });
  await licenses.fill('GPL-3.0-only');
  await licenses.press('Enter');
  await licenses.fill('AGPL-3.0-only');
  await licenses.press('Enter');
  await pick(page, 'any of');

  // The contract's own check refuses a CVSS score of 11 next to the field, before anything is sent.
  await page.getByRole('button', { name: 'Create policy' }).click();
  await expect(score).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('A CVSS score is at most 10.')).toBeVisible();
  await expect(page).toHaveURL(/\/policies\/new$/);
  await expectAccessible();
  await score.fill('7.5');
  await expect(score).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Create policy' }).click();
  await expect(page).toHaveURL(/\/policies$/);
  await expect(page.getByText(`Policy "${NAME}" created.`)).toBeVisible();

  // In the list with its badges; the level filter keeps it.
  await page.getByLabel('Search policies').fill('E2E');
  await expect(page).toHaveURL(/search=E2E/);
  const row = table.getByRole('row', { name: new RegExp(NAME) });
  const summary =
    'CVSS 3 score is at least 7.5 OR Dangerous dependency is Yes OR License is one of GPL-3.0-only, AGPL-3.0-only';
  await expect(row.getByRole('cell')).toHaveText([
    NAME,
    'Critical',
    summary,
    'Source, Build',
    'Yes',
    'No',
    '1 project',
    /\d/,
    /Edit/,
  ]);
  await page.getByLabel('Level', { exact: true }).selectOption('critical');
  await expect(page).toHaveURL(/level=critical/);
  await expect(row).toBeVisible();
  await page.getByLabel('Level', { exact: true }).selectOption('info');
  await expect(table.getByText('No policies match these filters. Change or clear them.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // The read-only page shows what was stored.
  await page.getByLabel('Search policies').fill('E2E');
  // The search is committed 300 ms after typing; a click before that would be overtaken by it.
  await expect(page).toHaveURL(/search=E2E/);
  await row.getByRole('link', { name: NAME, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  const detailsOf = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(detailsOf('Stages')).toHaveText('Source (VCS analysis), Build (CI agent)');
  await expect(detailsOf('Projects')).toHaveText('payments-api');
  await expect(page.getByText('Any of these holds:')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conditions' }).getByRole('listitem')).toHaveText([
    'CVSS 3 score is at least 7.5',
    'Dangerous dependency is Yes',
    'License is one of GPL-3.0-only, AGPL-3.0-only',
  ]);
  await expectAccessible();

  // Edit: the form opens with every value; a new level shows in the list.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${NAME}` })).toBeVisible();
  await expect(rule(page, 1).getByRole('textbox', { name: 'Value' })).toHaveValue('7.5');
  // The license_list rule opens on its property, License, with "is one of".
  await expect(rule(page, 3).getByRole('combobox', { name: 'Field' })).toHaveValue('License');
  await expect(rule(page, 3).getByRole('combobox', { name: 'Operator' })).toHaveValue('is one of');
  await expect(page.getByRole('radio', { name: 'any of' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Build', exact: true })).toBeChecked();
  // The chosen project shows as a pill with its name (the form only has its id).
  await expect(page.locator('.mantine-Pill-label', { hasText: 'payments-api' })).toBeVisible();
  await pick(page, 'Warning');
  await page.getByRole('switch', { name: 'Blocks the build' }).check();
  await expect(page.getByText('Builds will fail on this policy')).toBeVisible();
  await expectAccessible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/policies$/);
  await expect(page.getByText(`Policy "${NAME}" saved.`)).toBeVisible();
  await page.getByLabel('Search policies').fill('E2E');
  await expect(page).toHaveURL(/search=E2E/);
  await expect(row.getByRole('cell')).toHaveText([
    NAME,
    'Warning',
    summary,
    'Source, Build',
    'Yes',
    'Yes',
    '1 project',
    /\d/,
    /Edit/,
  ]);

  // Copy it, then delete the copy through the confirm dialog.
  await page.getByRole('button', { name: `Copy ${NAME}` }).click();
  await expect(page.getByText(`Policy "${NAME}" copied as "${NAME} (copy)".`)).toBeVisible();
  const copy = table.getByRole('row', { name: new RegExp(`${NAME} \\(copy\\)`) });
  await expect(copy).toBeVisible();
  await page.getByRole('button', { name: `Delete ${NAME} (copy)` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete policy "${NAME} (copy)"?` });
  await expect(dialog).toContainText('cannot be undone');
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Delete policy' }).click();
  await expect(page.getByText(`Policy "${NAME} (copy)" deleted.`)).toBeVisible();
  await expect(copy).toHaveCount(0);
  await expect(table.getByRole('link', { name: NAME, exact: true })).toBeVisible();
});

test("the server's answer for a project deleted meanwhile lands on the Projects field", async ({
  page,
  signIn,
  adminToken,
}) => {
  // The client cannot know that a chosen project was deleted after it was picked: only the server can.
  const created = await page.request.post('/api/settings/projects/', {
    ...auth(adminToken),
    data: { name: 'doomed-for-policy-test', type: 'cli' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await signIn(adminToken);
  await page.goto('/policies/new');
  await page.getByLabel('Name').fill('E2E doomed project');
  await page.getByRole('checkbox', { name: 'Prod', exact: true }).check();
  const projects = page.getByRole('combobox', { name: 'Projects' });
  await projects.click();
  await projects.fill('doomed');
  await page.getByRole('option', { name: 'doomed-for-policy-test' }).click();
  await page.keyboard.press('Escape');
  await chooseField(page, 1, 'CVSS 3 severity');
  await rule(page, 1).getByRole('combobox', { name: 'Value' }).click();
  await page.getByRole('option', { name: 'High', exact: true }).click();

  expect((await page.request.delete(`/api/settings/projects/${id}/`, auth(adminToken))).status()).toBe(204);
  await page.getByRole('button', { name: 'Create policy' }).click();
  await expect(projects).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(`Invalid pk "${id}" - object does not exist.`)).toBeVisible();
  await expect(page).toHaveURL(/\/policies\/new$/);
});

test('policies that apply to a project, from its page', async ({ page, signIn, adminToken }) => {
  await signIn(adminToken);
  await page.goto('/projects?search=billing-gateway');
  await page.getByRole('table', { name: 'Projects' }).getByRole('link', { name: 'billing-gateway' }).click();
  await page.getByRole('link', { name: 'Policies of this project' }).click();
  await expect(page).toHaveURL(/\/policies\?project=\d+$/);
  await expect(page.getByRole('button', { name: 'Remove filter Applies to project: billing-gateway' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Policies' });
  await expect(table.getByRole('link', { name: 'High CVSS in the payments services', exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Known malicious packages', exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: NAME, exact: true })).toHaveCount(0);
});

test('an auditor reads policies without any write action', async ({ page, signIn, createToken, expectAccessible }) => {
  await signIn(await createToken('e2e-policy-auditor', 'auditor'));
  await page.goto('/policies');
  const table = page.getByRole('table', { name: 'Policies' });
  await expect(table.getByRole('link', { name: 'Known malicious packages', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New policy' })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Copy|Delete) / })).toHaveCount(0);
  await expectAccessible();

  await table.getByRole('link', { name: 'Known malicious packages', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Known malicious packages' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conditions' })).toContainText('Dangerous dependency is Yes');
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expectAccessible();

  await page.goto('/policies/new');
  await expect(page.getByText('Only administrators can create or change policies')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create policy' })).toHaveCount(0);
});
