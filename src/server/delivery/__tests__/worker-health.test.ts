import { describe, expect, it } from 'vitest';
import { admin, advance, hook, projectIds, SCHEDULE, s, started, setUpWorkerBench, worker } from './worker-bench';

setUpWorkerBench();

const retryNow = (id: number) => s.call(admin, 'POST', `/api/settings/webhooks/${id}/retry_now/`);

/** A webhook whose first request failed at the returned time (the streak's start). */
async function failing() {
  const h = await hook();
  const [project] = await projectIds();
  await started(project!, 'first');
  advance(5000);
  h.fail(500);
  await worker.tick();
  return { h, project: project!, streakStart: s.clock.now.getTime() };
}

describe('CONTRACT §13: availability follows deliveries', () => {
  it('a delivered request makes the webhook available, a failed one unavailable, with the last delivery recorded', async () => {
    const h = await hook();
    expect(await h.get()).toMatchObject({
      availability_status: 'unknown',
      last_delivery_at: null,
      last_delivery_success: null,
    });
    const [project] = await projectIds();
    await started(project!);
    advance(5000);
    await worker.tick();
    const deliveredAt = s.clock.now.toISOString();
    expect(await h.get()).toMatchObject({
      availability_status: 'available',
      availability_checked_at: deliveredAt,
      last_delivery_at: deliveredAt,
      last_delivery_success: true,
    });

    h.fail(502);
    await started(project!);
    advance(5000);
    await worker.tick();
    expect(await h.get()).toMatchObject({
      availability_status: 'unavailable',
      availability_checked_at: s.clock.now.toISOString(),
      last_delivery_at: s.clock.now.toISOString(),
      last_delivery_success: false,
    });

    h.fail();
    advance(SCHEDULE[0]!);
    await worker.tick();
    expect(await h.get()).toMatchObject({ availability_status: 'available', last_delivery_success: true });
  });

  it('refresh still sends the test request and sets availability; it is not a delivery', async () => {
    const h = await hook();
    h.fail(500);
    const res = await s.call(admin, 'POST', `/api/settings/webhooks/${h.id}/refresh_availability_status/`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ availability_status: 'unavailable', last_delivery_at: null });
    expect(h.requests().map((r) => r.events.map((e) => e.trigger))).toEqual([['test']]);
    h.fail();
    await s.call(admin, 'POST', `/api/settings/webhooks/${h.id}/refresh_availability_status/`);
    expect(await h.get()).toMatchObject({ availability_status: 'available', last_delivery_success: null });
  });
});

describe('CONTRACT §13: retry_now', () => {
  it('sends the pending events at the next tick and keeps the streak: same start, same points, same disable point', async () => {
    const { h, project, streakStart } = await failing();
    await started(project, 'second');
    const before = await h.get();
    expect(before.next_retry_at).toBe(new Date(streakStart + SCHEDULE[0]!).toISOString());

    // Pressed again and again between the points: each is one request at the next tick, none uses up a point.
    for (let press = 0; press < SCHEDULE.length + 2; press++) {
      advance(1000);
      const res = await retryNow(h.id);
      expect(res.status).toBe(202);
      expect(await res.json()).toMatchObject({
        failing_since: before.failing_since,
        next_retry_at: before.next_retry_at,
        pending_events_count: 2,
      });
      const sent = h.requests().length;
      await worker.tick();
      expect(h.requests()).toHaveLength(sent + 1);
      expect(
        h
          .requests()
          .at(-1)!
          .events.map((e) => (e.payload as { project_name: string }).project_name),
      ).toEqual(['first', 'second']);
      expect(await h.get()).toMatchObject({
        is_active: true,
        failing_since: before.failing_since,
        next_retry_at: before.next_retry_at,
      });
      await worker.tick(); // served: nothing more until the next point
      expect(h.requests()).toHaveLength(sent + 1);
    }

    // The schedule runs on from the streak's start, and the webhook is disabled exactly at its last point.
    for (const [index, point] of SCHEDULE.entries()) {
      s.clock.now = new Date(streakStart + point);
      await worker.tick();
      expect(h.requests().at(-1)!.attempt, `point ${index}`).toBe(index + 2);
    }
    expect(await h.get()).toMatchObject({
      is_active: false,
      disabled_at: new Date(streakStart + SCHEDULE.at(-1)!).toISOString(),
      given_up_events_count: 2,
    });
  });

  it('a retry that succeeds ends the streak', async () => {
    const { h } = await failing();
    h.fail();
    advance(2000);
    expect((await retryNow(h.id)).status).toBe(202);
    await worker.tick();
    expect(await h.get()).toMatchObject({
      failing_since: null,
      next_retry_at: null,
      pending_events_count: 0,
      availability_status: 'available',
    });
  });

  it('409 when there is nothing to retry, 404 for an unknown webhook, 403 for an auditor', async () => {
    const healthy = await hook();
    const notFailing = await retryNow(healthy.id);
    expect(notFailing.status).toBe(409);
    expect(await notFailing.json()).toEqual({
      detail: 'This webhook is not failing: its events go out at the next tick.',
    });

    const { h } = await failing();
    await s.call(admin, 'PATCH', `/api/settings/webhooks/${h.id}/`, { is_active: false });
    const disabled = await retryNow(h.id);
    expect(disabled.status).toBe(409);
    expect(await disabled.json()).toEqual({ detail: 'This webhook is disabled: enable it before retrying.' });
    const russian = await s.call(admin, 'POST', `/api/settings/webhooks/${h.id}/retry_now/`, undefined, {
      'Accept-Language': 'ru',
    });
    expect(await russian.json()).toEqual({ detail: 'Вебхук отключён: включите его, прежде чем повторять отправку.' });

    const stuck = await failing();
    await s.db.query(`UPDATE webhook_events SET status = 'given_up' WHERE webhook_id = $1`, [stuck.h.id]);
    const nothing = await retryNow(stuck.h.id);
    expect(nothing.status).toBe(409);
    expect(await nothing.json()).toEqual({ detail: 'This webhook has no pending events to retry.' });

    expect((await retryNow(999_999)).status).toBe(404);
    const auditor = await s.tokenFor('auditor');
    expect((await s.call(auditor, 'POST', `/api/settings/webhooks/${stuck.h.id}/retry_now/`)).status).toBe(403);
  });
});
