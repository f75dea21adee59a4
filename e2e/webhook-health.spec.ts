import type { Page } from '@playwright/test';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { startReceiver, type Receiver } from '../src/server/delivery/receiver';
import { expect, test } from './fixtures';

const NAME = 'health-hook';
const TRIGGER = 'project_sca_analysis_failed';
let receiver: Receiver;

test.beforeAll(async () => {
  // Failing from the start: every request is answered 500 until the test says otherwise.
  receiver = await startReceiver({ failWith: 500 });
});

test.afterAll(async () => {
  await receiver.close();
});

test.use({ viewport: { width: 1440, height: 900 } });

/** Queues one example event for the webhook through the API, as "Send example event" does. */
async function sendExample(page: Page, token: string, id: number) {
  const res = await page.request.post(`/api/settings/webhooks/${id}/send_example/`, {
    headers: { Authorization: `Token ${token}` },
    data: { trigger: TRIGGER },
  });
  expect(res.status()).toBe(202);
}

/** Every badge on the page shows its whole word ("FAI…" was the bug), at 1440 and at 390 px. */
async function expectBadgesWhole(page: Page) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const cut = await page
      .locator('.mantine-Badge-label')
      .evaluateAll((labels) =>
        labels
          .filter((l) => l.scrollWidth > l.clientWidth + 1)
          .map((l) => `${l.textContent} (${l.scrollWidth}>${l.clientWidth})`),
      );
    expect(cut, `badges cut at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function webhookRecord(page: Page, token: string, id: number) {
  const res = await page.request.get(`/api/settings/webhooks/${id}/`, { headers: { Authorization: `Token ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { failing_since: string | null; pending_events_count: number };
}

/**
 * Issue 16 end to end, on the real service's delivery task (tick and batch window 5 s): a failing
 * receiver → Failing with the pending count on the list → the webhook page, its Deliveries tab and the
 * drawer with the request → the receiver recovers → Retry now → Healthy; then a signing secret and a
 * request whose signature the `standardwebhooks` reference library accepts; pause and resume.
 */
test('a failing webhook: health on the list, the request in the drawer, Retry now, then signed requests', async ({
  page,
  signIn,
  adminToken,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  await signIn(adminToken);

  // Create it through the form.
  await page.goto('/settings/webhooks/new');
  await page.getByLabel('Name').fill(NAME);
  await page.getByLabel('URL').fill(receiver.url);
  await page
    .getByRole('group', { name: 'Events' })
    .getByRole('group', { name: 'Project SCA analysis' })
    .getByRole('checkbox', { name: 'Select all' })
    .check();
  await page.getByRole('button', { name: 'Create webhook' }).click();
  await expect(page).toHaveURL(/\/settings\/webhooks$/);
  const table = page.getByRole('table', { name: 'Webhooks' });
  const row = table.getByRole('row').filter({ hasText: NAME });
  await expect(row.getByText('No deliveries yet')).toBeVisible();
  const href = await row.getByRole('link', { name: NAME, exact: true }).getAttribute('href');
  const id = Number(/\/settings\/webhooks\/(\d+)$/.exec(href ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);

  // Three events; the delivery task sends them in one request, which fails.
  for (let i = 0; i < 3; i++) await sendExample(page, adminToken, id);
  await expect
    .poll(async () => (await webhookRecord(page, adminToken, id)).failing_since, { timeout: 30_000 })
    .not.toBeNull();
  expect(receiver.requests.at(-1)?.answeredWith).toBe(500);

  // The list: Failing since …, the three pending events, Retry now on the row.
  await page.reload();
  await expect(row.getByText(/^Failing since /)).toBeVisible();
  const pendingColumn = await table
    .getByRole('columnheader')
    .evaluateAll((headers) => headers.findIndex((h) => h.textContent?.includes('Pending events')));
  await expect(row.getByRole('cell').nth(pendingColumn)).toHaveText('3');
  await expect(row.getByRole('button', { name: `Retry now the pending events of ${NAME}` })).toBeVisible();
  await expectBadgesWhole(page);
  await expectAccessible();

  // The webhook's page: Overview with the failure streak and a countdown that ticks.
  await row.getByRole('link', { name: NAME, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/webhooks/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  const health = page.getByRole('region', { name: 'Health', exact: true });
  await expect(health.getByText(/^Failing since /).first()).toBeVisible();
  const countdown = health.getByTestId('retry-countdown');
  const first = await countdown.textContent();
  expect(first).toMatch(/^in (\d+m )?\d+s$|^due now$/);
  if (first !== 'due now') await expect(countdown).not.toHaveText(first ?? '', { timeout: 3000 });
  await expect(page.getByRole('switch', { name: 'Active', exact: true })).toBeChecked();
  await expectAccessible();

  // Deliveries tab: the failed attempt; its drawer shows what was sent.
  await page.getByRole('tab', { name: 'Deliveries' }).click();
  await expect(page).toHaveURL(/\?tab=deliveries$/);
  const deliveries = page.getByRole('table', { name: 'Deliveries' });
  await expect(deliveries.getByText('Failed', { exact: true }).first()).toBeVisible();
  await expectBadgesWhole(page);
  await deliveries
    .getByRole('button', { name: /^Details of attempt 1 at / })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: /^Delivery of / });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('request-body')).toContainText(`"trigger": "${TRIGGER}"`);
  await expect(drawer.getByTestId('request-body')).toContainText('"payments-api"');
  await expect(drawer.getByRole('region', { name: 'Response', exact: true })).toContainText('Status: HTTP 500');
  await expectAccessible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The receiver recovers; Retry now sends the pending events at the next tick, not in a minute.
  receiver.options.failWith = undefined;
  const before = receiver.requests.length;
  await page.getByRole('button', { name: 'Retry now', exact: true }).click();
  await expect.poll(() => receiver.requests.length, { timeout: 20_000 }).toBeGreaterThan(before);
  expect(receiver.requests.at(-1)?.answeredWith).toBe(200);
  expect(receiver.requests.at(-1)?.events).toHaveLength(3);
  // The page reads the record again every 5 s while the streak lasts: it turns Healthy by itself.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(health.getByText('Healthy', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Delivery is failing' })).toHaveCount(0);

  await page.goto('/settings/webhooks');
  await expect(row.getByText('Healthy', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell').nth(pendingColumn)).toHaveText('0');
  await expect(row.getByRole('button', { name: /Retry now/ })).toHaveCount(0);

  // Signing: generate a secret, shown once; the next request carries a signature the reference library accepts.
  await row.getByRole('link', { name: NAME, exact: true }).click();
  const signing = page.getByRole('region', { name: 'Request signing' });
  await signing.getByRole('button', { name: 'Generate signing secret' }).click();
  const modal = page.getByRole('dialog', { name: 'Signing secret' });
  const secret = (await modal.getByTestId('signing-secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
  await expectAccessible();
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(signing).toContainText('Signing: on');

  const signedBefore = receiver.requests.length;
  await sendExample(page, adminToken, id);
  await expect.poll(() => receiver.requests.length, { timeout: 20_000 }).toBeGreaterThan(signedBefore);
  const signed = receiver.requests.at(-1)!;
  const headers = {
    'webhook-id': String(signed.headers['webhook-id']),
    'webhook-timestamp': String(signed.headers['webhook-timestamp']),
    'webhook-signature': String(signed.headers['webhook-signature']),
  };
  expect(headers['webhook-signature']).toMatch(/^v1,/);
  // Throws when the signature does not match the body.
  expect(new StandardWebhook(secret).verify(signed.rawBody, headers)).toMatchObject({
    events: [{ trigger: TRIGGER }],
  });
  expect(() => new StandardWebhook(secret).verify(`${signed.rawBody} `, headers)).toThrow();

  // The stored attempt shows the signature as *** in the drawer, never the value.
  await page.getByRole('tab', { name: 'Deliveries' }).click();
  const latest = page.getByRole('table', { name: 'Deliveries' }).getByRole('button', { name: /^Details of / });
  await latest.first().click();
  const requestHeaders = page.getByRole('table', { name: 'Request headers' });
  await expect(requestHeaders.getByRole('row').filter({ hasText: 'webhook-signature' })).toContainText('***');
  await expect(page.getByRole('dialog')).not.toContainText(headers['webhook-signature']);
  await page.keyboard.press('Escape');

  // Pause and resume: the switch says what it means.
  await page.getByRole('tab', { name: 'Overview' }).click();
  const active = page.getByRole('switch', { name: 'Active', exact: true });
  await active.click();
  await expect(active).not.toBeChecked();
  await expect(page.getByRole('region', { name: 'Delivery', exact: true })).toContainText(
    'While it is not active, the events it subscribes to are not queued for it and nothing is sent to it.',
  );
  await page.goto('/settings/webhooks');
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: NAME, exact: true }).click();
  await active.click();
  await expect(active).toBeChecked();
  await expect(page.getByRole('region', { name: 'Delivery', exact: true })).toContainText(
    'Events it subscribes to are queued',
  );
  await expectAccessible();

  // The edit page is the form alone.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${NAME}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Deliveries' })).toHaveCount(0);
  await expectAccessible();
});
