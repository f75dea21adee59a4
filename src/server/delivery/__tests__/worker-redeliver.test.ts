import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../contract/pagination';
import { DeliverySchema } from '../../../contract/webhooks';
import { admin, advance, hook, projectIds, s, started, setUpWorkerBench, worker } from './worker-bench';

setUpWorkerBench();

const names = (events: { payload: unknown }[]) =>
  events.map((e) => (e.payload as { project_name: string }).project_name);
const deliveriesOf = async (id: number) =>
  pageOf(DeliverySchema).parse(await (await s.call(admin, 'GET', `/api/settings/webhooks/${id}/deliveries/`)).json())
    .results;
const redeliver = (id: number, deliveryId: number | string) =>
  s.call(admin, 'POST', `/api/settings/webhooks/${id}/deliveries/${deliveryId}/redeliver/`);

describe('CONTRACT §13: redelivering one request', () => {
  it("queues exactly that request's events again; they go out at the next tick as they were", async () => {
    const h = await hook();
    const [project] = await projectIds();
    // WEBHOOK_MAX_EVENTS_PER_REQUEST is 3 on the bench: five events are two requests, [a b c] and [d e].
    for (const name of ['a', 'b', 'c', 'd', 'e']) await started(project!, name);
    advance(5000);
    await worker.tick();
    expect(h.requests().map((r) => names(r.events))).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    const [second, first] = await deliveriesOf(h.id); // newest first
    expect(first!.events_count).toBe(3);

    const res = await redeliver(h.id, second!.id);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ requeued: 2 });
    expect(await h.get()).toMatchObject({ pending_events_count: 2 });
    advance(1000);
    await worker.tick();
    expect(h.requests()).toHaveLength(3);
    const again = h.requests()[2]!;
    expect(again.events).toEqual(h.requests()[1]!.events); // same created_at, trigger and payload
    expect(again.deliveryId).not.toBe(h.requests()[1]!.deliveryId); // a new request
    expect(await h.get()).toMatchObject({ pending_events_count: 0 });

    // Redelivering the first request sends its three, and nothing of the second.
    expect(await (await redeliver(h.id, first!.id)).json()).toEqual({ requeued: 3 });
    advance(1000);
    await worker.tick();
    expect(names(h.requests()[3]!.events)).toEqual(['a', 'b', 'c']);
    expect(h.requests()).toHaveLength(4);
  });

  it('queues again events that were given up', async () => {
    const h = await hook();
    const [project] = await projectIds();
    await started(project!, 'lost');
    advance(5000);
    h.fail(500);
    await worker.tick();
    const [attempt] = await deliveriesOf(h.id);
    await s.db.query(`UPDATE webhook_events SET status = 'given_up' WHERE webhook_id = $1`, [h.id]);
    await s.db.query('UPDATE webhooks SET failing_since = NULL, next_retry_at = NULL WHERE id = $1', [h.id]);
    h.fail();
    expect(await (await redeliver(h.id, attempt!.id)).json()).toEqual({ requeued: 1 });
    expect(await h.get()).toMatchObject({ given_up_events_count: 0, pending_events_count: 1 });
    await worker.tick();
    expect(names(h.requests().at(-1)!.events)).toEqual(['lost']);
  });

  it('409 when the events are still queued or no longer stored; 404 for an unknown or foreign delivery', async () => {
    const h = await hook();
    const other = await hook();
    const [project] = await projectIds();
    await started(project!, 'pending');
    advance(5000);
    h.fail(500);
    await worker.tick();
    const [failed] = await deliveriesOf(h.id);
    const queued = await redeliver(h.id, failed!.id);
    expect(queued.status).toBe(409);
    expect(await queued.json()).toEqual({ detail: "This delivery's events are already queued." });

    // An attempt recorded before migration 010 names no events.
    await s.db.query(`UPDATE webhook_deliveries SET event_ids = '{}' WHERE id = $1`, [failed!.id]);
    const gone = await redeliver(h.id, failed!.id);
    expect(gone.status).toBe(409);
    expect(await gone.json()).toEqual({ detail: "This delivery's events are no longer stored." });

    expect((await redeliver(other.id, failed!.id)).status).toBe(404);
    expect((await redeliver(h.id, 2_000_000_000)).status).toBe(404);
    expect((await redeliver(h.id, 'abc')).status).toBe(404);
    expect((await redeliver(999_999, failed!.id)).status).toBe(404);
    const auditor = await s.tokenFor('auditor');
    const denied = await s.call(auditor, 'POST', `/api/settings/webhooks/${h.id}/deliveries/${failed!.id}/redeliver/`);
    expect(denied.status).toBe(403);
  });
});
