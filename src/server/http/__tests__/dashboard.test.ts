import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_TTL_MS } from '../../dashboard/dashboard-cache';
import { RunWorker } from '../../runs/worker';
import { startTestService, type TestService } from '../../test/harness';

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
/** Moves the service's clock past what the dashboard's cache may answer, so the next answer is counted afresh. */
const later = () => {
  s.clock.now = new Date(s.clock.now.getTime() + 2 * DASHBOARD_TTL_MS);
};

beforeAll(async () => {
  s = await startTestService();
  admin = await s.tokenFor('administrator');
  runner = new RunWorker({ db: s.db, now: () => s.clock.now, analysis: s.analysis });
  s.clock.now = new Date('2031-03-10T10:00:00.000Z');
  expect((await api('POST', '/api/analyses/overall_sca/start/')).status).toBe(202);
  await runner.drain();
  later();
});
afterAll(() => s.close());

describe('GET /api/dashboard/', () => {
  it('counts what the lists it links to count', async () => {
    const { status, body } = await api('GET', '/api/dashboard/');
    expect(status).toBe(200);
    expect(body.generated_at).toBe(s.clock.now.toISOString());
    for (const level of ['critical', 'warning', 'info'])
      expect(body.alerts.active[level], level).toBe(await count(`/api/policy_alerts/?status=active&level=${level}`));
    expect(body.alerts.active.critical).toBeGreaterThan(0);
    expect(body.alerts.total).toBe(await count('/api/policy_alerts/?status=active'));
    expect(body.alerts.ignored).toBe(await count('/api/policy_alerts/?status=ignored'));
    const active = (await api('GET', '/api/policy_alerts/?status=active&per_page=100')).body.results as {
      project_id: number | null;
      level: string;
      blocks_build_from: string | null;
    }[];
    expect(body.alerts.blocking).toBe(
      active.filter((a) => a.blocks_build_from !== null && a.blocks_build_from <= s.clock.now.toISOString()).length,
    );
    expect(body.projects_with_critical_alerts).toBe(
      new Set(active.filter((a) => a.level === 'critical' && a.project_id !== null).map((a) => a.project_id)).size,
    );
    expect(body.runs).toEqual({
      queued: await count('/api/analyses/runs/?status=queued'),
      running: await count('/api/analyses/runs/?status=running'),
      failed_last_24h: 0,
    });
    expect(body.webhooks.disabled).toBe(await count('/api/settings/webhooks/?is_active=false'));
    expect(body.recent_runs.map((r: { id: number }) => r.id)).toEqual(
      (await api('GET', '/api/analyses/runs/?per_page=10')).body.results.map((r: { id: number }) => r.id),
    );
  });

  it('counts vulnerable dependencies by severity and licenses by category', async () => {
    const { body } = await api('GET', '/api/dashboard/');
    const [expected] = await s.db.query<Record<string, number>>(
      `SELECT count(DISTINCT dv.dependency_id)::int AS total,
              count(DISTINCT dv.dependency_id) FILTER (WHERE v.severity = 'critical')::int AS critical
         FROM dependency_vulnerabilities dv JOIN vulnerabilities v ON v.id = dv.vulnerability_id`,
    );
    expect(body.vulnerable_dependencies.total).toBe(expected!.total);
    expect(body.vulnerable_dependencies.by_severity.critical).toBe(expected!.critical);
    // The demo's OSV data set (seed/demo/osv/README.md) hits 24 components (moment 2.29.1 is one row for
    // two projects), each in one severity. Critical: PyYAML 5.3.1, org.postgresql:postgresql 42.2.24,
    // spring-boot-starter-web 2.5.6, commons-text 1.9. High: lodash 4.17.15, moment 2.29.1,
    // path-to-regexp 0.1.7, body-parser 1.19.0, Django 4.2.2, flask 1.1.2, gunicorn 20.0.4 and 20.1.0,
    // golang.org/x/net v0.7.0, Microsoft.Data.SqlClient 5.1.2, System.Text.Json 8.0.3. Medium: axios
    // 0.21.0 and 0.21.4, express 4.17.1, requests 2.25.1 and 2.28.2, guava 30.1-jre, gin v1.8.1.
    // Low: cookie 0.4.0, Newtonsoft.Json 12.0.3.
    expect(body.vulnerable_dependencies).toEqual({
      total: 24,
      by_severity: { critical: 4, high: 11, medium: 7, low: 2 },
    });
    const mit = await count('/api/dependencies/?license=MIT');
    // payments-api's package-lock.json says `"license": "MIT"` for lodash 4.17.15.
    const lodash = (await api('GET', '/api/dependencies/?license=MIT&search=lodash&per_page=100')).body.results;
    expect(lodash.map((d: { purl: string }) => d.purl)).toContain('pkg:npm/lodash@4.17.15');
    const permissive = body.license_categories.find((c: { category: string }) => c.category === 'permissive');
    expect(permissive.dependencies_count).toBeGreaterThanOrEqual(mit);
  });

  it('ranks projects by alerts weighted by level, at most ten', async () => {
    const { body } = await api('GET', '/api/dashboard/');
    expect(body.top_projects.length).toBeGreaterThan(0);
    expect(body.top_projects.length).toBeLessThanOrEqual(10);
    for (const project of body.top_projects) {
      const { critical, warning, info } = project.alerts;
      expect(project.weight).toBe(critical * 10 + warning * 3 + info);
      expect(critical).toBe(await count(`/api/policy_alerts/?status=active&project=${project.id}&level=critical`));
    }
    const weights = body.top_projects.map((p: { weight: number }) => p.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it('keeps an answer for a few seconds, gives it while it counts again, then the new one', async () => {
    const first = (await api('GET', '/api/dashboard/')).body;
    const [alert] = (await api('GET', '/api/policy_alerts/?status=active&level=critical&per_page=1')).body.results;
    expect((await api('PATCH', `/api/policy_alerts/${alert.id}/`, { status: 'ignored' })).status).toBe(200);
    expect((await api('GET', '/api/dashboard/')).body).toEqual(first);
    // Past its TTL: the last answer once more, while the recount runs.
    s.clock.now = new Date(s.clock.now.getTime() + DASHBOARD_TTL_MS);
    expect((await api('GET', '/api/dashboard/')).body).toEqual(first);
    // Once the recount is in, it is the answer.
    const second = await vi.waitFor(async () => {
      const answer = (await api('GET', '/api/dashboard/')).body;
      expect(answer.generated_at).toBe(s.clock.now.toISOString());
      return answer;
    });
    expect(second.alerts.active.critical).toBe(first.alerts.active.critical - 1);
    expect(second.alerts.ignored).toBe(first.alerts.ignored + 1);
    expect((await api('PATCH', `/api/policy_alerts/${alert.id}/`, { status: 'active' })).status).toBe(200);
    later();
  });

  it('counts runs that failed in the last 24 hours only', async () => {
    const [run] = (await api('GET', '/api/analyses/runs/?per_page=1')).body.results;
    await s.db.query(`UPDATE runs SET status = 'failed', finished_at = $2 WHERE id = $1`, [
      run.id,
      new Date(s.clock.now.getTime() - 23 * 3_600_000),
    ]);
    expect((await api('GET', '/api/dashboard/')).body.runs.failed_last_24h).toBe(1);
    s.clock.now = new Date(s.clock.now.getTime() + 2 * 3_600_000);
    expect((await api('GET', '/api/dashboard/')).body.runs.failed_last_24h).toBe(0);
    await s.db.query(`UPDATE runs SET status = 'finished' WHERE id = $1`, [run.id]);
    later();
  });

  it('counts an alert that blocks builds from the moment it is raised, mid-minute', async () => {
    const project = (await api('GET', '/api/projects/?search=payments-api')).body.results[0];
    const policy = await api('POST', '/api/policies/', {
      name: 'Dashboard blocking lodash',
      stages: [project.stage],
      level: 'warning',
      projects: [project.id],
      conditions: { vulnerability_id: 'CVE-2021-23337' },
      is_blocks_build: true,
    });
    expect(policy.status).toBe(201);
    const before = (await api('GET', '/api/dashboard/')).body.alerts.blocking;
    s.clock.now = new Date('2031-03-12T08:15:30.000Z');
    expect((await api('POST', `/api/analyses/projects/${project.id}/sca/start/`)).status).toBe(202);
    await runner.drain();
    const raised = await count(`/api/policy_alerts/?status=active&policy=${policy.body.id}`);
    expect(raised).toBeGreaterThan(0);
    s.clock.now = new Date('2031-03-12T08:15:40.000Z');
    later();
    expect((await api('GET', '/api/dashboard/')).body.alerts.blocking).toBe(before + raised);
  });

  it('is for signed-in users only', async () => {
    expect((await s.call(undefined, 'GET', '/api/dashboard/')).status).toBe(401);
    for (const role of ['auditor', 'user'] as const)
      expect((await s.call(await s.tokenFor(role), 'GET', '/api/dashboard/')).status, role).toBe(200);
  });
});
