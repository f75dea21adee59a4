import { expect, test } from './fixtures';

/**
 * The overview, the home page after sign-in (issue 17): a critical alert raised by an SCA run of
 * payments-api (a policy of its own on lodash's CVE-2021-23337, as in runs.spec.ts), counted on the
 * Overview; its tile opens the alerts list filtered to active critical alerts; the run that raised it
 * shows what it found. axe in the light and the dark theme.
 */
const POLICY = 'E2E overview lodash command injection';

test('sign in → Overview → the critical tile opens the filtered alerts; a run shows its summary', async ({
  page,
  signIn,
  adminToken,
  adminApi,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const project = await adminApi.project('payments-api');
  await adminApi.createPolicy({
    name: POLICY,
    stages: [project.stage],
    level: 'critical',
    projects: [project.id],
    conditions: { vulnerability_id: 'CVE-2021-23337' },
  });
  const runId = await adminApi.runSca(project.id, 30_000);
  // The service recounts the overview every few seconds: wait until it has counted this run's alert.
  await expect
    .poll(async () => (await adminApi.get<{ recent_runs: { id: number }[] }>('/api/dashboard/')).recent_runs[0]?.id, {
      timeout: 20_000,
    })
    .toBe(runId);

  await signIn(adminToken);
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const critical = page.getByRole('link', { name: /^\d+ active alerts? of level Critical: open them$/ });
  await expect(critical).toBeVisible();
  // The trends as charts (a lazy chunk), each an image with a description and a table one press away.
  const flow = page.getByRole('img', { name: 'Alerts opened and resolved over 30 days' });
  await expect(flow).toBeVisible();
  await expect(flow.locator('svg.recharts-surface')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Active alerts by level over 30 days' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Vulnerable dependencies over 30 days' })).toBeVisible();
  await expectAccessible();
  await page.getByRole('button', { name: 'Show as table' }).nth(1).click();
  const active = page.getByRole('table', { name: 'Active alerts by level over 30 days' });
  await expect(active.getByRole('rowheader').first()).toHaveText('Today (so far)');
  await expect(active.getByRole('columnheader', { name: 'Active: Critical' })).toBeVisible();
  await expectAccessible();
  await page.getByRole('button', { name: 'Show as chart' }).click();
  await expect(page.getByRole('img', { name: 'Active alerts by level over 30 days' })).toBeVisible();
  // The dark theme too.
  await page.getByRole('button', { name: 'Toggle color scheme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectAccessible();
  await page.getByRole('button', { name: 'Toggle color scheme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');

  const count = Number(await critical.textContent());
  expect(count).toBeGreaterThan(0);
  await critical.click();
  await expect(page).toHaveURL(/\/alerts\?level=critical&status=active$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  await expect(page.getByLabel('Level', { exact: true })).toHaveValue('critical');
  await expect(page.getByRole('button', { name: 'Remove filter Level: Critical' })).toBeVisible();
  const alerts = page.getByRole('table', { name: 'Active alerts' });
  await expect(alerts.getByRole('row').filter({ hasText: POLICY }).first()).toBeVisible();

  // Back on the Overview, the run that raised it shows what it found.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page
    .getByRole('table', { name: 'Recent runs' })
    .getByRole('link', { name: `#${runId}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/runs/${runId}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'What the run found' })).toBeVisible();
  const opened = page.getByRole('link', { name: /^\d+ alerts? opened: open the target's active alerts$/ });
  await expect(opened).toHaveAttribute('href', `/alerts?project=${project.id}`);
  await expect(
    page.getByRole('link', { name: /dependencies scanned: open the target's dependencies$/ }),
  ).toHaveAttribute('href', `/dependencies?project=${project.id}`);
  await expectAccessible();
});
