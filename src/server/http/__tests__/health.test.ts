import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../db/migrations';
import { Heartbeat } from '../../health/heartbeat';
import { Metrics } from '../../health/metrics';
import { timedDatabase } from '../../health/timed-database';
import { startTestService, type TestService } from '../../test/harness';
import { createApp } from '../app';

let service: TestService;
let adminToken: string;
beforeAll(async () => {
  service = await startTestService();
  adminToken = await service.tokenFor('administrator');
});
afterAll(() => service.close());

/** The service's app as `startService` builds it: a delivery heartbeat, and metrics when asked for. */
function serviceApp({ metrics }: { metrics?: Metrics } = {}) {
  const clock = { now: new Date('2026-11-26T10:00:00Z') };
  const heartbeat = new Heartbeat(clock.now);
  const db = metrics ? timedDatabase(service.db, metrics) : service.db;
  const app = createApp({
    db,
    config: service.config,
    version: 'test',
    secrets: service.secrets,
    now: () => clock.now,
    heartbeat,
    metrics,
  });
  const get = (path: string, token?: string) =>
    app.request(`http://argus.test${path}`, { headers: token ? { Authorization: `Token ${token}` } : {} });
  return { clock, heartbeat, get };
}

describe('liveness and readiness (CONTRACT §10)', () => {
  it('answers /healthz with JSON, not the console, and without a token', async () => {
    const res = await serviceApp().get('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers, every migration is applied and the delivery task ticks', async () => {
    const res = await serviceApp().get('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ready',
      checks: { database: { status: 'ok' }, migrations: { status: 'ok' }, delivery: { status: 'ok' } },
    });
  });

  it('names the delivery task when it has not ticked for three intervals, and is ready again after a tick', async () => {
    const { clock, heartbeat, get } = serviceApp();
    const tickMs = service.config.webhookTickMs;
    clock.now = new Date(clock.now.getTime() + 3 * tickMs);
    expect((await get('/readyz')).status).toBe(200);
    clock.now = new Date(clock.now.getTime() + 1000);
    const res = await get('/readyz');
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.status).toBe('not ready');
    expect(body.checks.delivery).toEqual({
      status: 'failing',
      reason: `no delivery tick for ${(3 * tickMs) / 1000 + 1} s`,
    });
    expect(body.checks.database).toEqual({ status: 'ok' });
    heartbeat.beat(clock.now);
    expect((await get('/readyz')).status).toBe(200);
  });

  it('names the migrations when the database is behind this build', async () => {
    const latest = Math.max(...MIGRATIONS.map((m) => m.version));
    await service.db.query('DELETE FROM schema_migrations WHERE version = $1', [latest]);
    try {
      const res = await serviceApp().get('/readyz');
      expect(res.status).toBe(503);
      expect((await res.json()).checks.migrations).toEqual({
        status: 'failing',
        reason: `migration ${latest} not applied (database at ${latest - 1})`,
      });
    } finally {
      const migration = MIGRATIONS.find((m) => m.version === latest)!;
      await service.db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [latest, migration.name]);
    }
  });
});

describe('/metrics', () => {
  it('answers 404 unless ARGUS_METRICS=true', async () => {
    const res = await serviceApp().get('/metrics');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Not found.' });
  });

  it('counts requests by route template, never by the path as sent, and reads the queue and runs from the database', async () => {
    const metrics = new Metrics(service.db);
    const { get } = serviceApp({ metrics });
    const [policy] = await service.db.query<{ id: number }>('SELECT id FROM policies ORDER BY id LIMIT 1');
    expect((await get(`/api/policies/${policy!.id}/`, adminToken)).status).toBe(200);
    expect((await get('/api/policies/?search=secret-words', adminToken)).status).toBe(200);
    expect((await get('/api/policies/', 'not-a-token')).status).toBe(401);

    const res = await get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain(
      'argus_http_request_duration_seconds_count{method="GET",route="/api/policies/:id/",status="200"} 1',
    );
    expect(text).toContain(
      'argus_http_request_duration_seconds_count{method="GET",route="/api/policies/",status="200"} 1',
    );
    expect(text).toMatch(/argus_http_request_duration_seconds_count\{method="GET",route="[^"]*",status="401"\} 1/);
    expect(text).not.toContain(`/api/policies/${policy!.id}/`);
    expect(text).not.toContain('secret-words');
    expect(text).not.toContain('not-a-token');
    expect(text).not.toContain(adminToken);
    const [pending] = await service.db.query<{ n: string }>(
      "SELECT count(*) AS n FROM webhook_events WHERE status = 'pending'",
    );
    expect(text).toContain(`argus_webhook_events_pending ${Number(pending!.n)}`);
    expect(text).toMatch(/^argus_database_query_duration_seconds_count [1-9]\d*$/m);
    expect(text).toContain('process_resident_memory_bytes');
  });
});
