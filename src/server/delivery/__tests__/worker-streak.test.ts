import { describe, expect, it } from 'vitest';
import { WebhookSchema } from '../../../contract/webhooks';
import { DeliveryWorker } from '../worker';

import {
  admin,
  advance,
  HOUR,
  hook,
  projectIds,
  receiver,
  SCHEDULE,
  s,
  started,
  setUpWorkerBench,
  worker,
} from './worker-bench';

setUpWorkerBench();

describe('CONTRACT §6 delivery: failures, streaks, examples and pruning', () => {
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
      // CONTRACT §11: the delivery task's disabling is in the audit log, by `system`.
      const audit = await s.db.query(
        "SELECT actor_id, actor_username, action, changes FROM audit_log WHERE object_type = 'webhook' AND object_id = $1 AND action <> 'create'",
        [h.id],
      );
      expect(audit).toEqual([
        { actor_id: null, actor_username: 'system', action: 'disable', changes: { is_active: [true, false] } },
      ]);
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
