import { startReceiver, type Receiver } from '../src/server/delivery/receiver';
import { expect, test } from './fixtures';

const TOKEN = 'e2e-secret';
let receiver: Receiver;

test.beforeAll(async () => {
  receiver = await startReceiver({ token: TOKEN });
});

test.afterAll(async () => {
  await receiver.close();
});

/**
 * An administrator's webhook flow against a real receiver on 127.0.0.1 (the e2e service
 * allows private targets): create with a token and two event groups, Test it (success,
 * then a failing receiver), Refresh status on the list, edit keeping the stored token, delete.
 */
test('an administrator creates, tests, refreshes, edits and deletes a webhook', async ({
  page,
  signIn,
  adminToken,
  expectAccessible,
}) => {
  const requestUrls: string[] = [];
  page.on('request', (request) => requestUrls.push(request.url()));

  await signIn(adminToken);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Webhooks' })).toBeVisible();
  await expectAccessible();

  await page.getByRole('link', { name: 'New webhook' }).click();
  await expect(page).toHaveURL(/\/settings\/webhooks\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New webhook' })).toBeVisible();

  // Nothing chosen: the contract schema's messages, nothing sent.
  await page.getByRole('button', { name: 'Create webhook' }).click();
  await expect(page.getByText('Choose at least one event.')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Name').fill('e2e-hook');
  await page.getByLabel('URL').fill(receiver.url);
  await page.getByLabel('Token', { exact: true }).fill(TOKEN);
  const events = page.getByRole('group', { name: 'Events' });
  await events
    .getByRole('group', { name: 'Project SCA analysis' })
    .getByRole('checkbox', { name: 'Select all' })
    .check();
  await events.getByRole('group', { name: 'Repository cloning' }).getByRole('checkbox', { name: 'Select all' }).check();
  await expect(events.getByRole('checkbox', { name: 'Project SCA analysis failed' })).toBeChecked();
  await expect(events.getByRole('checkbox', { name: 'Repository cloning started' })).toBeChecked();
  await expect(events.getByRole('checkbox', { name: 'Clone analysis started' })).not.toBeChecked();

  // Test it sends the unsaved URL and token.
  const result = page.getByRole('status').filter({ hasText: /Success|Failed|Could not test/ });
  await page.getByRole('button', { name: 'Test it' }).click();
  await expect(result).toHaveText(/^Success: HTTP 200 in \d+ ms$/);
  expect(receiver.requests.at(-1)?.tokenMatched).toBe(true);
  expect(receiver.requests.at(-1)?.events.map((e) => e.trigger)).toEqual(['test']);
  await expectAccessible();

  receiver.options.failWith = 500;
  await page.getByRole('button', { name: 'Test it' }).click();
  await expect(result).toContainText('answered HTTP 500');
  await expect(result).toHaveText(/^Failed: /);

  await page.getByRole('button', { name: 'Create webhook' }).click();
  await expect(page).toHaveURL(/\/settings\/webhooks$/);

  const table = page.getByRole('table', { name: 'Webhooks' });
  // On the list: 7 events, all projects, no deliveries yet (health comes from deliveries); the receiver still fails.
  const row = table.getByRole('row').filter({ hasText: 'e2e-hook' });
  await expect(row.getByRole('button', { name: '7 events of e2e-hook' })).toBeVisible();
  await expect(row).toContainText('All projects');
  await expect(row.getByText('No deliveries yet', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: '7 events of e2e-hook' }).click();
  await expect(page.getByRole('dialog').getByText('Repository cloning failed')).toBeVisible();
  await page.keyboard.press('Escape');
  // Refresh status says that it sends a test event, sends it, and says how the receiver answered.
  const sentBefore = receiver.requests.length;
  const refresh = row.getByRole('button', { name: 'Refresh status of e2e-hook: sends a test event' });
  await refresh.click();
  await expect(page.getByText('Webhook "e2e-hook": Unavailable.')).toBeVisible();
  expect(receiver.requests.slice(sentBefore).map((r) => r.events.map((e) => e.trigger))).toEqual([['test']]);
  await expect(refresh).not.toHaveAttribute('data-loading');
  // Health still comes from deliveries (none yet); the test event's outcome is said under it.
  await expect(row.getByText('No deliveries yet', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Test event failed /)).toBeVisible();
  await page.mouse.move(0, 0);
  await expectAccessible();

  // Edit without retyping the token: the stored one is kept.
  receiver.options.failWith = undefined;
  await row.getByRole('link', { name: 'Edit e2e-hook' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit e2e-hook' })).toBeVisible();
  await expect(page.getByLabel('Token', { exact: true })).toHaveValue('');
  await expect(page.getByText('Leave empty to keep the current token.')).toBeVisible();
  await expectAccessible();
  await page.getByLabel('Name').fill('e2e-hook-renamed');
  await page
    .getByRole('group', { name: 'Clone analysis' })
    .getByRole('checkbox', { name: 'Clone analysis failed' })
    .check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/settings\/webhooks$/);
  const renamed = table.getByRole('row').filter({ hasText: 'e2e-hook-renamed' });
  await expect(renamed.getByRole('button', { name: '8 events of e2e-hook-renamed' })).toBeVisible();

  // Test it on the edit page with an empty token field: the server uses the stored token.
  await renamed.getByRole('link', { name: 'Edit e2e-hook-renamed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit e2e-hook-renamed' })).toBeVisible();
  const before = receiver.requests.length;
  await page.getByRole('button', { name: 'Test it' }).click();
  await expect(result).toHaveText(/^Success: HTTP 200 in \d+ ms$/);
  expect(receiver.requests.length).toBe(before + 1);
  expect(receiver.requests.at(-1)?.tokenMatched).toBe(true);
  // Cancel leads to the webhook's own page, where Refresh status now finds the receiver answering.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'e2e-hook-renamed' })).toBeVisible();
  await page.getByRole('button', { name: 'Refresh status' }).click();
  await expect(page.getByText('Webhook "e2e-hook-renamed": Available.')).toBeVisible();
  expect(receiver.requests.at(-1)?.events.map((e) => e.trigger)).toEqual(['test']);

  // Delete it from the list, through the confirm that names it.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await renamed.getByRole('button', { name: 'Delete e2e-hook-renamed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete webhook "e2e-hook-renamed"?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete webhook' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'e2e-hook-renamed' })).toHaveCount(0);

  // Neither token ever went into a URL.
  expect(requestUrls.length).toBeGreaterThan(0);
  expect(requestUrls.filter((url) => url.includes(TOKEN) || url.includes(adminToken))).toEqual([]);
});

test('the trigger catalog lists every trigger with its payload and an example body', async ({
  page,
  signIn,
  adminToken,
  expectAccessible,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(adminToken);
  await page.goto('/settings/webhooks');
  await page.getByRole('link', { name: 'Trigger catalog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trigger catalog' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(32);
  const sca = page.getByRole('article', { name: 'SCA policy has been triggered' });
  const fields = sca.getByRole('table', { name: 'Payload of SCA policy has been triggered' });
  await expect(fields.getByRole('row').filter({ hasText: 'matched_criteria' })).toContainText('array of string');
  await expect(fields.getByRole('row').filter({ hasText: 'project_id' })).toContainText('integer');
  await expect(sca.getByText('"trigger": "sca_policy_has_been_triggered"')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Connection test' })).toContainText('The payload is empty');
  await sca.getByRole('button', { name: 'Copy example of SCA policy has been triggered' }).click();
  await expect(sca.getByRole('button', { name: 'Copied example of SCA policy has been triggered' })).toBeVisible();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied.events[0]).toMatchObject({ trigger: 'sca_policy_has_been_triggered', payload: { project_id: 1 } });
  await expectAccessible();
});
