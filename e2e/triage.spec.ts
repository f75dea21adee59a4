import { expect, test } from './fixtures';

/**
 * Alert triage (CONTRACT §13) on the demo installation: a policy that every dependency of
 * payments-api matches, its SCA, then the alerts list filtered by the policy and a level, three rows
 * selected, ignored with a reason until next week, the tab counts moving, who and why shown on the
 * Ignored tab, and the change undone from the notification. Names start with `E2E`.
 */
const POLICY = 'E2E triage: every component';
const count = (text: string | null) => Number(/(\d+)$/.exec(text ?? '')?.[1]);

test('an administrator filters alerts, ignores three with a reason until next week, sees the counts move and undoes it', async ({
  page,
  signIn,
  adminToken,
  adminApi,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const project = await adminApi.project('payments-api');
  const policy = await adminApi.createPolicy({
    name: POLICY,
    stages: [project.stage],
    level: 'warning',
    projects: [project.id],
    conditions: { dependency_vulnerability_count: '0' },
  });
  await adminApi.runSca(project.id, 60_000);

  await signIn(adminToken);
  await page.goto(`/alerts?policy=${policy.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  await page.getByLabel('Level').selectOption('warning');
  await expect(page).toHaveURL(/level=warning/);
  await expect(page.getByRole('button', { name: `Remove filter Policy: ${POLICY}` })).toBeVisible();
  const table = page.getByRole('table', { name: 'Active alerts' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('link', { name: POLICY }) });
  await expect(rows.first()).toBeVisible();
  const activeTab = page.getByRole('tab', { name: /^Active: \d+$/ });
  const ignoredTab = page.getByRole('tab', { name: /^Ignored: \d+$/ });
  await expect(activeTab).toBeVisible();
  const active = count(await activeTab.getAttribute('aria-label'));
  const ignored = count(await ignoredTab.getAttribute('aria-label'));
  expect(active).toBeGreaterThanOrEqual(3);
  expect(await rows.count()).toBe(Math.min(active, 20));
  await expectAccessible();

  // Three rows selected by their checkboxes.
  const purls: string[] = [];
  for (let i = 0; i < 3; i++) {
    const box = rows.nth(i).getByRole('checkbox');
    const name = (await box.getAttribute('aria-label'))!;
    purls.push(name.replace(/^Select alert .* on /, ''));
    await box.check();
  }
  const bar = page.getByRole('region', { name: 'Selected alerts' });
  await expect(bar).toContainText('3 alerts selected');
  await expectAccessible();

  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  // The end day as every other date in the console reads (issue 29): "Dec 5, 2026".
  const nextWeekText = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${nextWeek}T00:00:00Z`),
  );
  await bar.getByRole('button', { name: 'Ignore…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ignore 3 alerts' });
  await dialog.getByLabel('Reason').fill('Accepted until the payments release');
  await dialog.getByLabel('Ignore until (optional)').fill(nextWeek);
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Ignore 3 alerts' }).click();
  await expect(dialog).toBeHidden();
  const notice = page.getByText(`3 alerts ignored until ${nextWeekText}.`);
  await expect(notice).toBeVisible();
  await expect(activeTab).toHaveAttribute('aria-label', `Active: ${active - 3}`);
  await expect(ignoredTab).toHaveAttribute('aria-label', `Ignored: ${ignored + 3}`);
  await expect(bar).toBeHidden();

  // The Ignored tab shows who ignored them, why and until when.
  await page.getByRole('tab', { name: /^Ignored/ }).click();
  await expect(page).toHaveURL(/status=ignored/);
  const ignoredTable = page.getByRole('table', { name: 'Ignored alerts' });
  for (const purl of purls) {
    const row = ignoredTable.getByRole('row').filter({ hasText: purl });
    await expect(row).toContainText('Accepted until the payments release');
    await expect(row).toContainText('by admin');
    await expect(row).toContainText(`until ${nextWeekText}`);
  }
  await expectAccessible();

  // Undo, from the notification, puts the three back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Undone: 3 alerts are as they were.')).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Active: \d+$/ })).toHaveAttribute('aria-label', `Active: ${active}`);
  await expect(page.getByRole('tab', { name: /^Ignored: \d+$/ })).toHaveAttribute('aria-label', `Ignored: ${ignored}`);
});
