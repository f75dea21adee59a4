import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplePayload } from '../../../contract/triggers';
import { WebhookSchema } from '../../../contract/webhooks';
import { startTestService, type TestService } from '../../test/harness';
import { enqueueEvent } from '../outbox';
import { startReceiver, type Receiver } from '../receiver';
import { type ErrorKind, sendWebhook } from '../sender';
import { DeliveryWorker } from '../worker';
import { SecretBox } from '../../secrets/secret-box';

const MIN = 60_000;
const HOUR = 60 * MIN;
const SCHEDULE = [1 * MIN, 5 * MIN, 30 * MIN, 3 * HOUR, 12 * HOUR, 24 * HOUR, 48 * HOUR];
const UNSENDABLE = 'the token cannot be sent in the X-Argus-Authentication header';

let s: TestService;
let admin: string;
let receiver: Receiver;
let worker: DeliveryWorker;
/** The kind of every result the real sender gave the worker (attempt rows keep only the text). */
const kinds: (ErrorKind | null)[] = [];

beforeAll(async () => {
  s = await startTestService({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_TIMEOUT_SECONDS: '1' });
  admin = await s.tokenFor('administrator');
  receiver = await startReceiver();
  worker = new DeliveryWorker({
    db: s.db,
    config: s.config,
    secrets: s.secrets,
    now: () => s.clock.now,
    send: async (options) => {
      const result = await sendWebhook(options);
      kinds.push(result.error_kind);
      return result;
    },
  });
});
afterAll(async () => {
  await receiver.close();
  await s.close();
});

const get = async (id: number) =>
  WebhookSchema.parse(await (await s.call(admin, 'GET', `/api/settings/webhooks/${id}/`)).json());
const attempts = async (id: number) =>
  (
    (await (await s.call(admin, 'GET', `/api/settings/webhooks/${id}/deliveries/?per_page=50`)).json()) as {
      results: { attempt: number; success: boolean; status_code: number | null; error: string }[];
    }
  ).results;

describe('Unsendable token in the database: the worker records failures instead of throwing every tick', () => {
  it.each([
    ['"日本語"', '日本語'],
    ['a newline', 'abc\r\nX-Injected: 1'],
  ])(
    'Unsendable token: a stored token with %s is a failed attempt of kind request, starts the streak and disables after the last retry point',
    async (_name, token) => {
      const res = await s.call(admin, 'POST', '/api/settings/webhooks/', {
        name: `unsendable ${kinds.length}`,
        url: `${receiver.url}hook`,
        events: ['clones_analysis_failed'],
        token: 'placeholder',
      });
      const { id } = WebhookSchema.parse(await res.json());
      // Sealed the way the repository stores tokens, bypassing the API's rule (an older install, a manual edit).
      await s.db.query('UPDATE webhooks SET token_encrypted = $2 WHERE id = $1', [id, s.secrets.seal(token)]);
      await enqueueEvent(s.db, 'clones_analysis_failed', examplePayload('clones_analysis_failed'), s.clock.now);
      s.clock.now = new Date(s.clock.now.getTime() + 5000);
      kinds.length = 0;

      await worker.tick();
      const streakStart = s.clock.now.getTime();
      expect(kinds).toEqual(['request']);
      const first = await attempts(id);
      expect(first).toHaveLength(1);
      expect(first[0]).toMatchObject({ attempt: 1, success: false, status_code: null });
      expect(first[0]!.error).toContain(UNSENDABLE);
      expect(first[0]!.error).not.toContain(token);
      expect(await get(id)).toMatchObject({
        failing_since: new Date(streakStart).toISOString(),
        next_retry_at: new Date(streakStart + SCHEDULE[0]!).toISOString(),
        is_active: true,
        pending_events_count: 1,
      });

      // Not before the next point: no new row (and no throw) on the ticks in between.
      s.clock.now = new Date(streakStart + SCHEDULE[0]! - 1);
      await worker.tick();
      expect(await attempts(id)).toHaveLength(1);

      for (const [index, point] of SCHEDULE.entries()) {
        s.clock.now = new Date(streakStart + point);
        await worker.tick();
        expect(await attempts(id), `a row at point ${index}`).toHaveLength(index + 2);
      }
      expect(kinds).toEqual(Array(SCHEDULE.length + 1).fill('request'));
      const webhook = await get(id);
      expect(webhook).toMatchObject({ is_active: false, pending_events_count: 0, given_up_events_count: 1 });
      expect(webhook.disabled_at).toBe(new Date(streakStart + SCHEDULE.at(-1)!).toISOString());
      expect(webhook.disabled_reason).toContain(UNSENDABLE);
      expect(receiver.requests).toHaveLength(0);
    },
  );
});

describe('Undecryptable token: a key that no longer opens the stored token is a failed attempt, not a throw every tick', () => {
  it('Undecryptable token: records a failed attempt of kind request naming ARGUS_SECRET_KEY and starts the streak', async () => {
    const res = await s.call(admin, 'POST', '/api/settings/webhooks/', {
      name: 'sealed with another key',
      url: `${receiver.url}hook`,
      events: ['clones_analysis_failed'],
      token: 'placeholder',
    });
    const { id } = WebhookSchema.parse(await res.json());
    const otherKey = SecretBox.fromKeyText('another key');
    await s.db.query('UPDATE webhooks SET token_encrypted = $2 WHERE id = $1', [id, otherKey.seal('secret-token')]);
    await enqueueEvent(s.db, 'clones_analysis_failed', examplePayload('clones_analysis_failed'), s.clock.now);
    s.clock.now = new Date(s.clock.now.getTime() + 5000);
    kinds.length = 0;
    const before = receiver.requests.length;

    await worker.tick();
    const rows = await attempts(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ attempt: 1, success: false, status_code: null });
    expect(rows[0]!.error).toContain('ARGUS_SECRET_KEY');
    expect(rows[0]!.error).not.toContain('secret-token');
    expect(await get(id)).toMatchObject({ failing_since: s.clock.now.toISOString(), pending_events_count: 1 });
    // Nothing was sent: the worker did not call the sender at all.
    expect(kinds).toEqual([]);
    expect(receiver.requests.length).toBe(before);
  });
});
