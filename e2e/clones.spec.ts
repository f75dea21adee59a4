import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 26, clones on the demo's planted duplicates (src/server/seed/demo/repositories/README.md,
 * "Duplicated code"): payments-api's `src/lib/retry.js` is the same module as notification-service's, and
 * customer-portal's is adapted from it. The first start runs clones on every demo project; here an
 * administrator runs them again on payments-api from its page, finds the copy in notification-service,
 * opens it side by side (also on a phone's width), and reaches the pair from the overview.
 */
const PROJECT = 'payments-api';
const OTHER = 'notification-service';

/** The numbers in a code pane's gutter, and the pane's label's "lines A–B". */
async function paneLines(pane: Locator) {
  const numbers = (await pane.locator('.argus-clone-number').allTextContents()).map(Number);
  const [, start, end] = /lines (\d+)–(\d+)$/.exec((await pane.getAttribute('aria-label')) ?? '') ?? [];
  return { numbers, start: Number(start), end: Number(end) };
}

test('an administrator finds clones of the demo and compares a copied module side by side', async ({
  page,
  signIn,
  adminToken,
  adminApi,
  expectAccessible,
}) => {
  // A clones run, a dozen checks, two widths.
  test.setTimeout(120_000);
  const payments = await adminApi.project(PROJECT);
  await signIn(adminToken);
  await page.goto(`/projects/${payments.id}`);
  await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();

  // Find clones again from the project's page and follow the run to its end.
  const runs = page.getByRole('table', { name: `Runs of ${PROJECT}` });
  const clonesRuns = runs.getByRole('row').filter({ hasText: 'Clones' });
  await expect(clonesRuns.first()).toContainText('Finished');
  const before = await clonesRuns.count();
  await page
    .getByRole('group', { name: `Start an analysis of ${PROJECT}` })
    .getByRole('button', { name: 'Find clones' })
    .click();
  await expect(page.getByText(`Clones analysis of ${PROJECT} queued`)).toBeVisible();
  await expect(clonesRuns).toHaveCount(before + 1);
  await expect(clonesRuns.first()).toContainText('Finished', { timeout: 60_000 });
  await expect(clonesRuns.first()).toContainText(/\d+ clones? \(\d+ with other projects\)/);

  // The Clones section: the share, the counts, the copies of retry.js in the other npm services.
  const section = page.getByRole('region', { name: 'Clones', exact: true });
  const summary = section.getByRole('list', { name: 'Duplicated code in figures' });
  await expect(summary.getByRole('listitem').filter({ hasText: 'Duplicated lines' })).toContainText(/\d%/);
  await section.getByLabel('Where').selectOption({ label: 'Across projects' });
  await expect(page).toHaveURL(/[?&]ccross=true/);
  const table = section.getByRole('table', { name: `Clones of ${PROJECT}` });
  const retry = table
    .getByRole('row')
    .filter({ hasText: 'src/lib/retry.js' })
    .filter({ has: page.getByRole('link', { name: OTHER, exact: true }) });
  await expect(retry.first()).toBeVisible();
  await expect(retry.first().locator('td[data-column="b"]')).toContainText('src/lib/retry.js');
  await expectAccessible();

  // Side by side: both fragments, each numbered from its first line to its last.
  await retry
    .first()
    .getByRole('button', { name: /^Compare side by side: src\/lib\/retry\.js/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Clone side by side' });
  const here = dialog.getByRole('region', { name: new RegExp(`^Code in ${PROJECT}: src/lib/retry\\.js, lines`) });
  const there = dialog.getByRole('region', { name: new RegExp(`^Code in ${OTHER}: src/lib/retry\\.js, lines`) });
  await expect(here).toBeVisible();
  await expect(there).toBeVisible();
  for (const pane of [here, there]) {
    const { numbers, start, end } = await paneLines(pane);
    expect(numbers).toEqual(Array.from({ length: end - start + 1 }, (_, i) => start + i));
  }
  // The same module: the same code on both sides.
  await expect(here.locator('.argus-clone-text')).toHaveText(
    await there.locator('.argus-clone-text').allTextContents(),
  );
  await expect(here).toContainText('function isRetryable(error)');
  const [left, right] = [await here.boundingBox(), await there.boundingBox()];
  expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
  await expectAccessible();

  // On a phone's width the dialog fills the screen and the fragments stack.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(async () => {
    const [top, bottom] = [await here.boundingBox(), await there.boundingBox()];
    expect(bottom!.y).toBeGreaterThan(top!.y + top!.height - 1);
  }).toPass();
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 720 });

  // The overview names the pair; its link opens the clones the two share.
  await page.goto('/overview');
  const pairs = page.getByRole('table', { name: 'Projects that share the most code' });
  const pair = pairs.getByRole('link', {
    name: new RegExp(`^Clones shared by (${PROJECT} and ${OTHER}|${OTHER} and ${PROJECT})$`),
  });
  await expect(pair).toBeVisible();
  await expect(page.getByRole('table', { name: 'Projects with the most duplicated code' })).toContainText(PROJECT);
  await expectAccessible();
  await pair.click();
  await expect(page).toHaveURL(/\/projects\/\d+\?cother_project=\d+#project-clones$/);
  await expect(
    page.getByRole('button', { name: /^Remove filter Shared with (payments-api|notification-service)$/ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Clones', exact: true })).toBeInViewport();
});
