import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplePayload } from '../../../contract/triggers';
import { WebhookSchema } from '../../../contract/webhooks';
import { startTestService, type TestService } from '../../test/harness';
import { enqueueEvent, enqueueEvents } from '../outbox';
import { startReceiver, type Receiver } from '../receiver';
import { endStreak } from '../../db/repositories/deliveries';
import { sendWebhook } from '../sender';
import { DeliveryWorker } from '../worker';

const MIN = 60_000;
const HOUR = 60 * MIN;
const SCHEDULE = [1 * MIN, 5 * MIN, 30 * MIN, 3 * HOUR, 12 * HOUR, 24 * HOUR, 48 * HOUR];

let s: TestService;
let admin: string;
let receiver: Receiver;
let worker: DeliveryWorker;
let hookNumber = 0;

beforeAll(async () => {
  s = await startTestService({
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_TIMEOUT_SECONDS: '2',
    WEBHOOK_MAX_EVENTS_PER_REQUEST: '3',
  });
  admin = await s.tokenFor('administrator');
  receiver = await startReceiver({ token: 'tok', failPaths: new Map() });
  worker = new DeliveryWorker({ db: s.db, config: s.config, secrets: s.secrets, now: () => s.clock.now });
});
afterAll(async () => {
  await receiver.close();
  await s.close();
});

const advance = (ms: number) => {
  s.clock.now = new Date(s.clock.now.getTime() + ms);
};
const projectIds = async () =>
  (
    (await (await s.call(admin, 'GET', '/api/projects/?per_page=2')).json()) as { results: { id: number }[] }
  ).results.map((p) => p.id);

/** A webhook with its own path on the shared receiver, so each test sees only its requests. */
async function hook(
  events: string[] = ['project_sca_analysis_started', 'project_sca_analysis_finished', 'osa_policy_has_been_triggered'],
  projects: number[] = [],
) {
  const path = `/hook-${++hookNumber}`;
  const res = await s.call(admin, 'POST', '/api/settings/webhooks/', {
    name: `hook ${hookNumber}`,
    url: `${receiver.url.slice(0, -1)}${path}`,
    events,
    projects,
    token: 'tok',
  });
  const webhook = WebhookSchema.parse(await res.json());
  return {
    id: webhook.id,
    path,
    requests: () => receiver.requests.filter((r) => r.path === path),
    fail: (status?: number) =>
      status ? receiver.options.failPaths!.set(path, status) : receiver.options.failPaths!.delete(path),
    get: async () =>
      WebhookSchema.parse(await (await s.call(admin, 'GET', `/api/settings/webhooks/${webhook.id}/`)).json()),
  };
}

const started = (projectId: number, name = 'payments-api') =>
  enqueueEvent(s.db, 'project_sca_analysis_started', { project_id: projectId, project_name: name }, s.clock.now);

describe('CONTRACT §6 delivery', () => {
  it('one event → one request, after the batch window, with the contract body and headers', async () => {
    const h = await hook();
    const [project] = await projectIds();
    await started(project!);
    await worker.tick();
    expect(h.requests()).toHaveLength(0); // still inside the batch window
    advance(5000);
    await worker.tick();
    expect(h.requests()).toHaveLength(1);
    const [request] = h.requests();
    expect(request).toMatchObject({ attempt: 1, tokenMatched: true, mismatches: [] });
    expect(request!.deliveryId).toMatch(/^[0-9a-f-]{36}$/);
    expect(request!.events).toEqual([
      {
        created_at: expect.any(String),
        trigger: 'project_sca_analysis_started',
        payload: { project_id: project, project_name: 'payments-api' },
      },
    ]);
    advance(5000);
    await worker.tick();
    expect(h.requests()).toHaveLength(1); // delivered once
    expect((await h.get()).pending_events_count).toBe(0);
  });

  it('three events within the window → one request with the three in order', async () => {
    const h = await hook();
    const [project] = await projectIds();
    await started(project!, 'first');
    advance(1000);
    await started(project!, 'second');
    advance(1000);
    await enqueueEvent(
      s.db,
      'project_sca_analysis_finished',
      { ...examplePayload('project_sca_analysis_finished'), project_id: project! },
      s.clock.now,
    );
    advance(3000);
    await worker.tick();
    expect(h.requests()).toHaveLength(1);
    expect(h.requests()[0]!.events.map((e) => (e.payload as { project_name: string }).project_name)).toEqual([
      'first',
      'second',
      'payments-api',
    ]);
  });

  it('more events than WEBHOOK_MAX_EVENTS_PER_REQUEST are split, oldest first', async () => {
    const h = await hook();
    const [project] = await projectIds();
    for (let i = 1; i <= 7; i++) await started(project!, `e${i}`);
    advance(5000);
    await worker.tick();
    expect(h.requests().map((r) => r.events.map((e) => (e.payload as { project_name: string }).project_name))).toEqual([
      ['e1', 'e2', 'e3'],
      ['e4', 'e5', 'e6'],
      ['e7'],
    ]);
  });

  it('routes by trigger and project; events without project_id go to every subscriber; inactive webhooks get nothing', async () => {
    const [a, b] = await projectIds();
    const scoped = await hook(['project_sca_analysis_started', 'osa_policy_has_been_triggered'], [a!]);
    const other = await hook(['project_sca_analysis_finished']);
    const off = await hook(['project_sca_analysis_started']);
    await s.call(admin, 'PATCH', `/api/settings/webhooks/${off.id}/`, { is_active: false });
    await started(b!); // not scoped's project, not other's trigger
    await started(a!);
    await enqueueEvent(
      s.db,
      'osa_policy_has_been_triggered',
      examplePayload('osa_policy_has_been_triggered'),
      s.clock.now,
    );
    advance(5000);
    await worker.tick();
    expect(scoped.requests()).toHaveLength(1);
    expect(
      scoped.requests()[0]!.events.map((e) => [e.trigger, (e.payload as { project_id?: number }).project_id]),
    ).toEqual([
      ['project_sca_analysis_started', a],
      ['osa_policy_has_been_triggered', undefined],
    ]);
    expect(other.requests()).toHaveLength(0);
    expect(off.requests()).toHaveLength(0);
  });

  it('queues a batch of events (enqueueEvents) by the same routing, in the order given', async () => {
    const [a, b] = await projectIds();
    const scoped = await hook(['project_sca_analysis_started', 'osa_policy_has_been_triggered'], [a!]);
    const everyProject = await hook(['project_sca_analysis_started']);
    await enqueueEvents(
      s.db,
      [
        { trigger: 'project_sca_analysis_started', payload: { project_id: b!, project_name: 'b' } },
        { trigger: 'osa_policy_has_been_triggered', payload: examplePayload('osa_policy_has_been_triggered') },
        { trigger: 'project_sca_analysis_started', payload: { project_id: a!, project_name: 'a' } },
      ],
      s.clock.now,
    );
    advance(5000);
    await worker.tick();
    const sent = (h: typeof scoped) =>
      h.requests().flatMap((r) => r.events.map((e) => [e.trigger, (e.payload as { project_id?: number }).project_id]));
    expect(sent(scoped)).toEqual([
      ['osa_policy_has_been_triggered', undefined],
      ['project_sca_analysis_started', a],
    ]);
    expect(sent(everyProject)).toEqual([
      ['project_sca_analysis_started', b],
      ['project_sca_analysis_started', a],
    ]);
  });

  it('an error while delivering one webhook does not stop the others of the tick', async () => {
    const [project] = await projectIds();
    const broken = await hook(['project_sca_analysis_started'], [project!]);
    const fine = await hook(['project_sca_analysis_started'], [project!]);
    await started(project!);
    advance(5000);
    const failing = new DeliveryWorker({
      db: s.db,
      config: s.config,
      secrets: s.secrets,
      now: () => s.clock.now,
      send: (options) =>
        options.url.endsWith(broken.path) ? Promise.reject(new Error('broken on purpose')) : sendWebhook(options),
    });
    await failing.tick();
    expect(fine.requests()).toHaveLength(1);
    expect(broken.requests()).toHaveLength(0);
    expect((await fine.get()).pending_events_count).toBe(0);
    expect((await broken.get()).pending_events_count).toBe(1);
  });

  it('a worker whose lease ran out leaves the claim of the process that took the webhook over', async () => {
    const h = await hook();
    await s.db.query(
      "UPDATE webhooks SET claimed_by = 'other process', claimed_until = $2, failing_since = $2 WHERE id = $1",
      [h.id, s.clock.now],
    );
    await endStreak(s.db, h.id, 'this process');
    const [row] = await s.db.query<{ claimed_by: string | null; failing_since: Date | null }>(
      'SELECT claimed_by, failing_since FROM webhooks WHERE id = $1',
      [h.id],
    );
    expect(row).toEqual({ claimed_by: 'other process', failing_since: null });
    await endStreak(s.db, h.id, 'other process');
    const [released] = await s.db.query<{ claimed_by: string | null }>(
      'SELECT claimed_by FROM webhooks WHERE id = $1',
      [h.id],
    );
    expect(released!.claimed_by).toBeNull();
  });

  it('a payload that does not match its trigger is refused before anything is queued', async () => {
    await expect(
      enqueueEvent(s.db, 'project_sca_analysis_started', { project_id: 'x' } as never, s.clock.now),
    ).rejects.toThrow();
  });

  it.each([
    ['a non-2xx answer', (h: Awaited<ReturnType<typeof hook>>) => h.fail(500), 'answered HTTP 500'],
    ['a timeout', () => (receiver.options.hang = true), 'timeout'],
  ])(
    '%s starts a streak; retries happen at each schedule point from its start and not before; the last failure disables',
    async (_name, breakIt, errorText) => {
      const h = await hook();
      const [project] = await projectIds();
      await started(project!);
      advance(5000);
      breakIt(h);
      await worker.tick();
      receiver.options.hang = false;
      h.fail(500);
      const streakStart = s.clock.now.getTime();
      let webhook = await h.get();
      expect(webhook.failing_since).toBe(new Date(streakStart).toISOString());
      expect(webhook.next_retry_at).toBe(new Date(streakStart + SCHEDULE[0]!).toISOString());
      const deliveries = await (await s.call(admin, 'GET', `/api/settings/webhooks/${h.id}/deliveries/`)).json();
      expect(deliveries.results[0]).toMatchObject({ attempt: 1, success: false, events_count: 1 });
      expect(deliveries.results[0].error).toContain(errorText);

      for (const [index, point] of SCHEDULE.entries()) {
        const sent = h.requests().length;
        s.clock.now = new Date(streakStart + point - 1);
        await worker.tick();
        expect(h.requests().length, `not before point ${index}`).toBe(sent);
        s.clock.now = new Date(streakStart + point);
        await worker.tick();
        expect(h.requests().length, `at point ${index}`).toBe(sent + 1);
        expect(h.requests().at(-1)!.attempt).toBe(index + 2);
        webhook = await h.get();
        if (index < SCHEDULE.length - 1) {
          expect(webhook.next_retry_at).toBe(new Date(streakStart + SCHEDULE[index + 1]!).toISOString());
          expect(webhook.is_active).toBe(true);
        }
      }
      expect(webhook).toMatchObject({ is_active: false, pending_events_count: 0, given_up_events_count: 1 });
      expect(webhook.disabled_at).toBe(new Date(streakStart + SCHEDULE.at(-1)!).toISOString());
      expect(webhook.disabled_reason).toContain('48 h');
      const sent = h.requests().length;
      await started(project!);
      advance(100 * HOUR);
      await worker.tick();
      expect(h.requests()).toHaveLength(sent);
    },
  );

  it('a refused connection starts a streak too', async () => {
    const res = await s.call(admin, 'POST', '/api/settings/webhooks/', {
      name: 'closed port',
      url: 'http://127.0.0.1:9/',
      events: ['project_sca_analysis_started'],
    });
    const { id } = (await res.json()) as { id: number };
    const [project] = await projectIds();
    await started(project!);
    advance(5000);
    await worker.tick();
    const webhook = WebhookSchema.parse(await (await s.call(admin, 'GET', `/api/settings/webhooks/${id}/`)).json());
    expect(webhook.failing_since).not.toBeNull();
    const deliveries = await (
      await s.call(admin, 'GET', `/api/settings/webhooks/${id}/deliveries/?success=false`)
    ).json();
    expect(deliveries.results[0].error).toContain('connection refused');
    await s.call(admin, 'DELETE', `/api/settings/webhooks/${id}/`);
  });

  it('new events during a streak join the resend; a success mid-schedule ends the streak', async () => {
    const h = await hook();
    const [project] = await projectIds();
    await started(project!, 'before');
    advance(5000);
    h.fail(503);
    await worker.tick();
    const streakStart = s.clock.now.getTime();
    advance(20_000);
    await started(project!, 'during');
    advance(30_000);
    await worker.tick(); // 50 s into the streak: no retry yet, the new event waits too
    expect(h.requests()).toHaveLength(1);
    h.fail();
    s.clock.now = new Date(streakStart + SCHEDULE[0]!);
    await worker.tick();
    expect(h.requests()).toHaveLength(2);
    expect(h.requests()[1]!.events.map((e) => (e.payload as { project_name: string }).project_name)).toEqual([
      'before',
      'during',
    ]);
    const webhook = await h.get();
    expect(webhook).toMatchObject({
      failing_since: null,
      next_retry_at: null,
      pending_events_count: 0,
      is_active: true,
    });
    const page = await (await s.call(admin, 'GET', `/api/settings/webhooks/${h.id}/deliveries/`)).json();
    expect(page.results.map((d: { success: boolean }) => d.success)).toEqual([true, false]); // newest first
  });

  it('re-enabling starts a fresh streak; given-up events stay given up until redelivered', async () => {
    const h = await hook();
    const [project] = await projectIds();
    await started(project!);
    advance(5000);
    h.fail(500);
    await worker.tick();
    const streakStart = s.clock.now.getTime();
    for (const point of SCHEDULE) {
      s.clock.now = new Date(streakStart + point);
      await worker.tick();
    }
    expect(await h.get()).toMatchObject({ is_active: false, given_up_events_count: 1 });
    h.fail();
    const enabled = WebhookSchema.parse(
      await (await s.call(admin, 'PATCH', `/api/settings/webhooks/${h.id}/`, { is_active: true })).json(),
    );
    expect(enabled).toMatchObject({
      is_active: true,
      failing_since: null,
      next_retry_at: null,
      given_up_events_count: 1,
      disabled_reason: null,
    });
    const sent = h.requests().length;
    advance(10_000);
    await worker.tick();
    expect(h.requests()).toHaveLength(sent); // given up stays given up
    const redeliver = await s.call(admin, 'POST', `/api/settings/webhooks/${h.id}/redeliver/`);
    expect(await redeliver.json()).toEqual({ requeued: 1 });
    advance(5000);
    await worker.tick();
    expect(h.requests()).toHaveLength(sent + 1);
    expect(await h.get()).toMatchObject({ given_up_events_count: 0, pending_events_count: 0 });
  });

  it('send_example queues a schema-valid example through the same queue; auditors may not', async () => {
    const h = await hook(['clones_analysis_failed']);
    const res = await s.call(admin, 'POST', `/api/settings/webhooks/${h.id}/send_example/`, {
      trigger: 'clones_analysis_failed',
    });
    expect(res.status).toBe(202);
    expect(((await res.json()) as { pending_events_count: number }).pending_events_count).toBe(1);
    expect(
      (await s.call(admin, 'POST', `/api/settings/webhooks/${h.id}/send_example/`, { trigger: 'test' })).status,
    ).toBe(400);
    const auditor = await s.tokenFor('auditor');
    expect(
      (
        await s.call(auditor, 'POST', `/api/settings/webhooks/${h.id}/send_example/`, {
          trigger: 'clones_analysis_failed',
        })
      ).status,
    ).toBe(403);
    advance(5000);
    await worker.tick();
    expect(h.requests()[0]).toMatchObject({
      mismatches: [],
      events: [expect.objectContaining({ trigger: 'clones_analysis_failed' })],
    });
  });

  it('prunes delivered events and attempt rows after the retention period', async () => {
    advance(31 * 24 * HOUR);
    const fresh = new DeliveryWorker({ db: s.db, config: s.config, secrets: s.secrets, now: () => s.clock.now });
    await fresh.tick();
    const [left] = await s.db.query<{ events: number; attempts: number }>(
      `SELECT (SELECT count(*)::int FROM webhook_events WHERE status = 'delivered') AS events,
              (SELECT count(*)::int FROM webhook_deliveries) AS attempts`,
    );
    expect(left).toEqual({ events: 0, attempts: 0 });
  });
});
