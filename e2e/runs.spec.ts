import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { expect, test } from './fixtures';

/**
 * Analyses and alerts on the demo installation: a blocking policy for one CVE of payments-api
 * (lodash 4.17.15 has CVE-2021-23337), SCA for every active project from the runs page, the alert
 * it raises, ignored; a project's own start buttons with the 409 of a second start. (The secrets ML
 * model, which trains only on enough labelled findings since issue 25, is secrets.spec.ts's.) Names start
 * with `E2E` so they never collide with demo data.
 */
const POLICY = 'E2E lodash command injection';

test('an administrator analyses every project, watches the runs end and ignores the alert they raised', async ({
  page,
  signIn,
  adminToken,
  adminApi,
  expectAccessible,
}) => {
  // A dozen demo projects, two runs at a time, a couple of seconds each.
  test.setTimeout(120_000);
  const project = await adminApi.project('payments-api');
  const policy = await adminApi.createPolicy({
    name: POLICY,
    stages: [project.stage],
    level: 'critical',
    projects: [project.id],
    conditions: { vulnerability_id: 'CVE-2021-23337' },
    is_blocks_build: true,
  });
  const active = await adminApi.get<{ count: number }>('/api/projects/?is_active=true');

  await signIn(adminToken);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('group', { name: 'Policies & alerts' }).getByRole('link', { name: 'Runs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Runs' })).toBeVisible();
  await expectAccessible();

  await page.getByRole('button', { name: 'Start SCA for all projects' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start SCA for all projects?' });
  await expect(dialog).toContainText(`each of the ${active.count} active projects`);
  await expectAccessible();
  await dialog.getByRole('button', { name: `Start ${active.count} runs` }).click();
  await expect(page.getByText(`SCA queued for ${active.count} projects.`)).toBeVisible();

  // The list follows the runs on its own, without a reload, until every one has ended.
  const table = page.getByRole('table', { name: 'Runs' });
  const payments = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'payments-api', exact: true }) })
    .first();
  await expect(payments).toContainText('Project SCA');
  await expect(table.getByText(/^(Queued|Running)$/)).not.toHaveCount(0);
  await expect(table.getByText(/^(Queued|Running)$/)).toHaveCount(0, { timeout: 90_000 });
  await expect(payments).toContainText('Finished');
  await expectAccessible();

  // Filters live in the URL.
  await page.getByLabel('Status').selectOption('finished');
  await expect(page).toHaveURL(/status=finished/);
  await expect(page.getByRole('button', { name: 'Remove filter Status: Finished' })).toBeVisible();

  // The alert the policy raised, from the project's page.
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'payments-api' })).toBeVisible();
  await page.getByRole('link', { name: 'Alerts of this project' }).click();
  await expect(page).toHaveURL(new RegExp(`/alerts\\?project=${project.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Search alerts').fill(POLICY);
  await expect(page).toHaveURL(/search=E2E/);
  const alerts = page.getByRole('table', { name: 'Active alerts' });
  const alert = alerts.getByRole('row').filter({ has: page.getByRole('link', { name: POLICY }) });
  await expect(alert).toHaveCount(1);
  await expect(alert.getByRole('link', { name: POLICY })).toHaveAttribute('href', `/policies/${policy.id}`);
  await expect(alert.getByRole('listitem').filter({ hasText: 'CVE-2021-23337' }).first()).toBeVisible();
  await expect(alert).toContainText('pkg:npm/lodash@4.17.15');
  await expect(alert).toContainText('Critical');
  await expectAccessible();

  // Ignoring asks why (CONTRACT §13): the reason is required, the end day optional.
  await alert.getByRole('button', { name: /^Ignore alert/ }).click();
  const ignoreDialog = page.getByRole('dialog', { name: 'Ignore 1 alert' });
  await ignoreDialog.getByRole('button', { name: 'Ignore 1 alert' }).click();
  await expect(ignoreDialog.getByText('Say why these alerts are ignored.')).toBeVisible();
  await expectAccessible();
  await ignoreDialog.getByLabel('Reason').fill('Fixed in the next release');
  await ignoreDialog.getByRole('button', { name: 'Ignore 1 alert' }).click();
  await expect(page.getByText('1 alert ignored.')).toBeVisible();
  await expect(alert).toHaveCount(0);
  await page.getByRole('tab', { name: 'Ignored' }).click();
  await expect(page).toHaveURL(/status=ignored/);
  const ignored = page.getByRole('table', { name: 'Ignored alerts' });
  const ignoredRow = ignored.getByRole('row').filter({ has: page.getByRole('link', { name: POLICY }) });
  await expect(ignoredRow).toHaveCount(1);
  await expect(ignoredRow).toContainText('Fixed in the next release');
  await expect(ignoredRow).toContainText('by admin');
  await expect(ignored.getByRole('button', { name: /^Un-ignore alert/ })).toBeVisible();
  await expectAccessible();
});

test('an administrator starts a project analysis, sees a second start refused, watches it run and cancels it', async ({
  page,
  signIn,
  adminToken,
  adminApi,
  expectAccessible,
}) => {
  test.setTimeout(60_000);
  // A repository host that accepts connections and never answers: the run stays in its fetch until
  // it is cancelled, so the second start meets it whatever the machine's speed.
  const silent = createServer(() => {});
  const sockets = new Set<Socket>();
  silent.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as AddressInfo;
  const name = 'e2e-silent-host';
  await page.request.post('/api/settings/projects/', {
    headers: { Authorization: `Token ${adminToken}` },
    data: { name, type: 'vcs', repo_url: `http://127.0.0.1:${port}/team/service.git` },
  });
  try {
    await signIn(adminToken);
    const project = await adminApi.project(name);
    await page.goto(`/projects/${project.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const start = page.getByRole('group', { name: `Start an analysis of ${name}` });
    const repository = page.getByRole('group', { name: `Repository actions of ${name}` });
    await expect(repository.getByRole('button', { name: 'Clone repository' })).toBeVisible();

    await start.getByRole('button', { name: 'Find authors' }).click();
    await expect(page.getByText(`Authors analysis of ${name} queued`)).toBeVisible();
    await start.getByRole('button', { name: 'Find authors' }).click();
    const conflict = page.getByRole('alert').filter({ hasText: 'is already queued or running' });
    await expect(conflict).toContainText(`Authors analysis of ${name} is already queued or running`);
    await expectAccessible();
    await conflict.getByRole('link', { name: /^Open run #\d+$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Authors run #\d+$/ })).toBeVisible();
    const status = page.locator('dt', { hasText: 'Status' }).locator('xpath=following-sibling::dd[1]');
    await expect(status).toHaveText('Running', { timeout: 15_000 });
    await expectAccessible();
    await page.getByRole('button', { name: 'Cancel run' }).click();
    await expect(status).toHaveText('Cancelled', { timeout: 10_000 });
    await expectAccessible();
  } finally {
    for (const socket of sockets) socket.destroy();
    silent.close();
  }
});
