import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RunWorker } from '../../runs/worker';
import { startTestService, type TestService } from '../../test/harness';
import { APT_ADVISORY, aptPackages, importImageAdvisories, uploadDebianImage } from '../../test/debian-image';

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

beforeAll(async () => {
  s = await startTestService();
  admin = await s.tokenFor('administrator');
  runner = new RunWorker({ db: s.db, now: () => s.clock.now, analysis: s.analysis });
});
afterAll(() => s.close());

async function projectSca(projectId: number) {
  const started = await api('POST', `/api/analyses/projects/${projectId}/sca/start/`);
  expect(started.status).toBe(202);
  expect(started.body[0].summary).toBeNull();
  await runner.drain();
  return (await api('GET', `/api/analyses/runs/${started.body[0].id}/`)).body;
}

describe('an SCA run summary (CONTRACT §13)', () => {
  it('says what the run scanned, found, opened and queued; a second run opens nothing new', async () => {
    const project = (await api('GET', '/api/projects/?search=payments-api')).body.results[0];
    const hook = await api('POST', '/api/settings/webhooks/', {
      name: 'summary hook',
      url: 'https://hooks.example.com/summary',
      events: ['sca_policy_has_been_triggered'],
    });
    expect(hook.status).toBe(201);
    const run = await projectSca(project.id);
    const alerts = await count(`/api/policy_alerts/?project=${project.id}&status=active`);
    expect(alerts).toBeGreaterThan(0);
    const vulnerabilities = await s.db.query<{ n: number }>(
      `SELECT count(DISTINCT dv.vulnerability_id)::int AS n FROM dependency_vulnerabilities dv
         JOIN project_dependencies pd ON pd.dependency_id = dv.dependency_id WHERE pd.project_id = $1`,
      [project.id],
    );
    const events = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM webhook_events WHERE trigger = 'sca_policy_has_been_triggered'`,
    );
    const dependencies = await count(`/api/dependencies/?project=${project.id}`);
    expect(run.summary).toEqual({
      dependencies_count: dependencies,
      vulnerabilities_count: vulnerabilities[0]!.n,
      alerts_created: alerts,
      alerts_resolved: 0,
      events_count: events[0]!.n,
      components_count: dependencies,
      // payments-api's tree has one lockfile, and everything in it parses.
      manifests: ['package-lock.json'],
      files: [{ path: 'package-lock.json', format: 'package-lock.json', components_count: dependencies }],
      skipped_files: [],
    });
    // The demo's OSV data set hits payments-api nine times (osv/README.md): lodash 4.17.15 twice, axios
    // 0.21.0 twice, moment, path-to-regexp, cookie, body-parser, express; jsonwebtoken's is withdrawn.
    expect(run.summary.vulnerabilities_count).toBe(9);
    expect(run.summary.events_count).toBe(alerts);

    const again = await projectSca(project.id);
    expect(again.summary).toMatchObject({ alerts_created: 0, alerts_resolved: 0, events_count: alerts });
  });

  it('counts the alerts a run resolves', async () => {
    const project = (await api('GET', '/api/projects/?search=payments-api')).body.results[0];
    const policies = (await api('GET', '/api/policies/?per_page=100')).body.results as { id: number }[];
    const perPolicy = await Promise.all(
      policies.map(async (p) => ({
        id: p.id,
        n: await count(`/api/policy_alerts/?project=${project.id}&status=active&policy=${p.id}`),
      })),
    );
    const target = perPolicy.find((p) => p.n > 0)!;
    expect((await api('PATCH', `/api/policies/${target.id}/`, { is_active: false })).status).toBe(200);
    const run = await projectSca(project.id);
    expect(run.summary).toMatchObject({ alerts_created: 0, alerts_resolved: target.n });
    const listed = (await api('GET', `/api/analyses/runs/?project=${project.id}&kind=project_sca`)).body.results;
    expect(listed[0]).toEqual(run);
  });

  it("summarises a container image's SCA too", async () => {
    // This machine's Debian 12 packages; those built from `apt` have one advisory (DEBIAN-CVE-2011-3374).
    await importImageAdvisories(s.db);
    const imageId = (await api('GET', '/api/container_images/?search=fraud-engine')).body.results[0].id;
    const policy = await api('POST', '/api/policies/', {
      name: 'proxy: apt-key',
      stages: ['proxy'],
      level: 'warning',
      conditions: { vulnerability_id: APT_ADVISORY },
    });
    expect(policy.status).toBe(201);
    const started = await uploadDebianImage(s.request, admin, imageId);
    await runner.drain();
    const run = (await api('GET', `/api/analyses/runs/${started.id}/`)).body;
    expect(run.summary).toMatchObject({
      vulnerabilities_count: 1,
      alerts_created: aptPackages().length,
      alerts_resolved: 0,
    });
    expect(run.summary.dependencies_count).toBe(await count(`/api/dependencies/?container_image=${imageId}`));
    expect(run.summary.alerts_created).toBe(
      await count(`/api/policy_alerts/?container_image=${imageId}&status=active&policy=${policy.body.id}`),
    );
  });

  it('is null until the end, then holds what the kind found (CONTRACT §15, §18)', async () => {
    const project = (await api('GET', '/api/projects/?search=payments-api')).body.results[0];
    const started = await api('POST', `/api/analyses/projects/${project.id}/secrets/start/`);
    expect(started.body[0]).toMatchObject({ status: 'queued', summary: null, progress: null, phase: null });
    await runner.drain();
    const run = (await api('GET', `/api/analyses/runs/${started.body[0].id}/`)).body;
    // payments-api's history holds AWS's documented example key pair (the demo's README).
    expect(run.status).toBe('finished');
    expect(run.summary.findings_count).toBeGreaterThanOrEqual(2);
    expect(run.summary.new_findings_count).toBe(run.summary.findings_count);
    expect(run.summary.commits_scanned).toBeGreaterThan(0);
    expect(run.summary.files_scanned).toBeGreaterThan(0);
  });
});
