import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookSchema } from '../../../contract/webhooks';
import { startTestService, type TestService } from '../../test/harness';
import { enqueueEvent } from '../outbox';
import { startReceiver, type Receiver } from '../receiver';
import { DeliveryWorker } from '../worker';

/**
 * Issue 29: a failing webhook's record says when its next retry is and when it will be disabled, from
 * the schedule the service really runs (here 30 s, 60 s, 90 s), not the platform's default one.
 */
const SCHEDULE_MS = [30_000, 60_000, 90_000];
let s: TestService;
let admin: string;
let receiver: Receiver;
let worker: DeliveryWorker;

beforeAll(async () => {
  s = await startTestService({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SCHEDULE: '30s,60s,90s' });
  admin = await s.tokenFor('administrator');
  receiver = await startReceiver({ failWith: 503 });
  worker = new DeliveryWorker({ db: s.db, config: s.config, secrets: s.secrets, now: () => s.clock.now });
});
afterAll(async () => {
  await receiver.close();
  await s.close();
});

const at = (ms: number) => new Date(ms).toISOString();

async function failingHook() {
  const created = await s.call(admin, 'POST', '/api/settings/webhooks/', {
    name: `short schedule ${Math.random()}`,
    url: receiver.url,
    events: ['project_sca_analysis_started'],
  });
  const { id } = WebhookSchema.parse(await created.json());
  const [project] = (await s.db.query<{ id: number }>('SELECT id FROM projects ORDER BY id LIMIT 1')).map((p) => p.id);
  await enqueueEvent(s.db, 'project_sca_analysis_started', { project_id: project!, project_name: 'x' }, s.clock.now);
  return {
    id,
    get: async () => WebhookSchema.parse(await (await s.call(admin, 'GET', `/api/settings/webhooks/${id}/`)).json()),
    listed: async () => {
      const page = await (await s.call(admin, 'GET', '/api/settings/webhooks/?per_page=100')).json();
      return WebhookSchema.array()
        .parse(page.results)
        .find((w) => w.id === id)!;
    },
  };
}

describe('next_retry_at and disables_at follow WEBHOOK_RETRY_SCHEDULE (issue 29)', () => {
  it('are null while nothing fails, then name each retry point and the last one, which disables', async () => {
    receiver.options.failWith = 503;
    const h = await failingHook();
    expect(await h.get()).toMatchObject({ failing_since: null, next_retry_at: null, disables_at: null });

    s.clock.now = new Date(s.clock.now.getTime() + 10_000);
    await worker.tick();
    const start = s.clock.now.getTime();
    let webhook = await h.get();
    expect(webhook).toMatchObject({
      failing_since: at(start),
      next_retry_at: at(start + 30_000),
      disables_at: at(start + 90_000),
    });
    // The list carries the same fields.
    expect(await h.listed()).toMatchObject({ next_retry_at: at(start + 30_000), disables_at: at(start + 90_000) });

    for (const [index, point] of SCHEDULE_MS.slice(0, -1).entries()) {
      s.clock.now = new Date(start + point);
      await worker.tick();
      webhook = await h.get();
      expect(webhook).toMatchObject({
        is_active: true,
        next_retry_at: at(start + SCHEDULE_MS[index + 1]!),
        disables_at: at(start + 90_000),
      });
    }

    // The last point fails: disabled at the moment the record announced, and nothing more to announce.
    s.clock.now = new Date(start + 90_000);
    await worker.tick();
    webhook = await h.get();
    expect(webhook).toMatchObject({
      is_active: false,
      disabled_at: at(start + 90_000),
      next_retry_at: null,
      disables_at: null,
    });
  });

  it('go back to null when a delivery succeeds, and when an administrator pauses the webhook', async () => {
    receiver.options.failWith = 503;
    const h = await failingHook();
    s.clock.now = new Date(s.clock.now.getTime() + 10_000);
    await worker.tick();
    expect((await h.get()).disables_at).not.toBeNull();

    receiver.options.failWith = undefined;
    s.clock.now = new Date(s.clock.now.getTime() + 30_000);
    await worker.tick();
    expect(await h.get()).toMatchObject({ failing_since: null, next_retry_at: null, disables_at: null });

    receiver.options.failWith = 503;
    await enqueueEvent(s.db, 'project_sca_analysis_started', { project_id: 1, project_name: 'x' }, s.clock.now);
    s.clock.now = new Date(s.clock.now.getTime() + 10_000);
    await worker.tick();
    expect((await h.get()).disables_at).not.toBeNull();
    await s.call(admin, 'PATCH', `/api/settings/webhooks/${h.id}/`, { is_active: false });
    expect((await h.get()).disables_at).toBeNull();
  });

  it('a service started with another schedule announces the disable point of that schedule', async () => {
    receiver.options.failWith = 503;
    const h = await failingHook();
    s.clock.now = new Date(s.clock.now.getTime() + 10_000);
    await worker.tick();
    const start = s.clock.now.getTime();
    expect((await h.get()).disables_at).toBe(at(start + 90_000));

    const config = { ...s.config, webhookRetryScheduleMs: [30_000, 120_000] };
    const restarted = new DeliveryWorker({ db: s.db, config, secrets: s.secrets, now: () => s.clock.now });
    await restarted.start();
    await restarted.stop();
    expect((await h.get()).disables_at).toBe(at(start + 120_000));
  });
});
