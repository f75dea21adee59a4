import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RunWorker } from '../../runs/worker';
import { startTestService, type TestService } from '../../test/harness';
import { SnapshotWorker } from '../snapshot-worker';

let s: TestService;
let admin: string;
let runner: RunWorker;
const api = async (method: string, path: string, body?: unknown) => {
  const res = await s.call(admin, method, path, body);
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, each checked by the expectations that read it.
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
};
const count = async (path: string) => (await api('GET', path)).body.count as number;
const at = (iso: string) => {
  s.clock.now = new Date(iso);
};
const snapshots = () =>
  s.db.query<Record<string, unknown>>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, alerts_opened, alerts_resolved, active_critical, active_warning,
            active_info, vulnerable_dependencies, backfilled FROM dashboard_snapshots ORDER BY day`,
  );
const sca = async () => {
  expect((await api('POST', '/api/analyses/overall_sca/start/')).status).toBe(202);
  await runner.drain();
};

beforeAll(async () => {
  s = await startTestService();
  admin = await s.tokenFor('administrator');
  runner = new RunWorker({ db: s.db, now: () => s.clock.now, analysis: s.analysis });
});
afterAll(() => s.close());

describe('daily snapshots on a fake clock', () => {
  let opened = 0;
  let worker: SnapshotWorker;

  it('at start writes yesterday if missing; with no alert before, nothing is backfilled', async () => {
    at('2031-04-01T09:00:00.000Z');
    await sca();
    opened = await count('/api/policy_alerts/');
    expect(opened).toBeGreaterThan(0);
    worker = new SnapshotWorker({ db: s.db, now: () => s.clock.now });
    expect(await worker.tick()).toBe(true);
    expect(await snapshots()).toEqual([
      expect.objectContaining({ day: '2031-03-31', alerts_opened: 0, alerts_resolved: 0, backfilled: false }),
    ]);
    // Later the same day a tick does nothing.
    at('2031-04-01T23:59:00.000Z');
    expect(await worker.tick()).toBe(false);
    expect(await snapshots()).toHaveLength(1);
  });

  it("takes the day that ended on the first tick after midnight UTC, with that day's opened alerts", async () => {
    at('2031-04-02T00:00:30.000Z');
    expect(await worker.tick()).toBe(true);
    const critical = await count('/api/policy_alerts/?status=active&level=critical');
    const vulnerable = await s.db.query<{ n: number }>(
      'SELECT count(DISTINCT dependency_id)::int AS n FROM dependency_vulnerabilities',
    );
    expect((await snapshots())[1]).toEqual({
      day: '2031-04-01',
      alerts_opened: opened,
      alerts_resolved: 0,
      active_critical: critical,
      active_warning: await count('/api/policy_alerts/?status=active&level=warning'),
      active_info: await count('/api/policy_alerts/?status=active&level=info'),
      vulnerable_dependencies: vulnerable[0]!.n,
      backfilled: false,
    });
    expect(await worker.tick()).toBe(false);
  });

  it('counts alerts resolved during a day from when the run resolved them', async () => {
    const policy = (await api('GET', '/api/policies/?search=Log4Shell')).body.results[0];
    const before = await count(`/api/policy_alerts/?status=active&policy=${policy.id}`);
    expect(before).toBeGreaterThan(0);
    at('2031-04-02T15:00:00.000Z');
    expect((await api('PATCH', `/api/policies/${policy.id}/`, { is_active: false })).status).toBe(200);
    await sca();
    expect(await count(`/api/policy_alerts/?status=resolved&policy=${policy.id}`)).toBe(before);
    at('2031-04-03T00:01:00.000Z');
    await worker.tick();
    const day = (await snapshots()).find((row) => row.day === '2031-04-02')!;
    expect(day.alerts_resolved).toBe(before);
    expect(day.alerts_opened).toBe(0);
  });

  it('answers the trends oldest first, ending with today counted now', async () => {
    at('2031-04-03T12:00:00.000Z');
    const { status, body } = await api('GET', '/api/dashboard/trends/?days=30');
    expect(status).toBe(200);
    expect(body.days).toBe(30);
    expect(body.points.map((p: { day: string }) => p.day)).toEqual([
      '2031-03-31',
      '2031-04-01',
      '2031-04-02',
      '2031-04-03',
    ]);
    expect(body.points.map((p: { partial: boolean }) => p.partial)).toEqual([false, false, false, true]);
    expect(body.points[1]).toMatchObject({ alerts_opened: opened, backfilled: false });
    expect(body.points[3].active.critical).toBe(await count('/api/policy_alerts/?status=active&level=critical'));
    // 30 days back from 2031-05-01 starts on 2031-04-02.
    at('2031-05-01T12:00:00.000Z');
    const month = (await api('GET', '/api/dashboard/trends/')).body;
    expect(month.points[0].day).toBe('2031-04-02');
    expect(month.points.at(-1).day).toBe('2031-05-01');
    expect((await api('GET', '/api/dashboard/trends/?days=90')).body.points[0].day).toBe('2031-03-31');
  });

  it('refuses a period other than 30 or 90, naming the field', async () => {
    expect(await api('GET', '/api/dashboard/trends/?days=7')).toEqual({
      status: 400,
      body: { days: ['Must be 30 or 90.'] },
    });
  });

  it('rebuilds missing days from alert timestamps when the service was down', async () => {
    // Nothing was taken from 2031-04-03 on: a service started on 2031-04-08 fills 04-03 … 04-06 and takes 04-07.
    at('2031-04-08T08:00:00.000Z');
    await new SnapshotWorker({ db: s.db, now: () => s.clock.now }).tick();
    const rows = await snapshots();
    expect(rows.map((row) => row.day).slice(-5)).toEqual([
      '2031-04-03',
      '2031-04-04',
      '2031-04-05',
      '2031-04-06',
      '2031-04-07',
    ]);
    const critical = await count('/api/policy_alerts/?status=active&level=critical');
    for (const row of rows.slice(-5, -1)) {
      expect(row).toMatchObject({
        backfilled: true,
        vulnerable_dependencies: null,
        alerts_opened: 0,
        alerts_resolved: 0,
      });
      expect(row.active_critical).toBe(critical);
    }
    expect(rows.at(-1)).toMatchObject({ day: '2031-04-07', backfilled: false });
  });

  it('rebuilds the days since the first alert on a database that had none', async () => {
    await s.db.query('DELETE FROM dashboard_snapshots');
    at('2031-04-05T08:00:00.000Z');
    await new SnapshotWorker({ db: s.db, now: () => s.clock.now }).tick();
    const rows = await snapshots();
    expect(rows.map((row) => row.day)).toEqual(['2031-04-01', '2031-04-02', '2031-04-03', '2031-04-04']);
    expect(rows[0]).toMatchObject({ backfilled: true, alerts_opened: opened, alerts_resolved: 0 });
    expect(rows[1]!.alerts_resolved).toBeGreaterThan(0);
    // Alerts of 04-01 still active on 04-01's end, including those resolved on 04-02.
    expect(Number(rows[0]!.active_critical)).toBeGreaterThan(Number(rows[1]!.active_critical));
  });
});
