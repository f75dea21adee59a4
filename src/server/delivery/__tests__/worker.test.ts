import { describe, expect, it } from 'vitest';
import { examplePayload } from '../../../contract/triggers';
import { enqueueEvent, enqueueEvents } from '../outbox';
import { endStreak } from '../../db/repositories/deliveries';
import { sendWebhook } from '../sender';
import { DeliveryWorker } from '../worker';

import { admin, advance, hook, projectIds, s, started, setUpWorkerBench, worker } from './worker-bench';

setUpWorkerBench();

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
});
