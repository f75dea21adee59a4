import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';
import { RunWorker } from '../worker';

let s: TestService;
let admin: string;
let runner: RunWorker;
let payments: { id: number; stage: string };
let other: { id: number; stage: string };
const api = async (method: string, path: string, body?: unknown) => {
  const res = await s.call(admin, method, path, body);
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, each checked by the expectations that read it.
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
};
const scaOf = async (projectId: number) => {
  await api('POST', `/api/analyses/projects/${projectId}/sca/start/`);
  await runner.drain();
};
const alertsFor = async (policyName: string, status = 'active') =>
  (await api('GET', `/api/policy_alerts/?search=${encodeURIComponent(policyName)}&status=${status}&per_page=100`)).body
    .results;

beforeAll(async () => {
  s = await startTestService();
  admin = await s.tokenFor('administrator');
  runner = new RunWorker({ db: s.db, now: () => s.clock.now, analysis: s.analysis });
  payments = (await api('GET', '/api/projects/?search=payments-api')).body.results[0];
  const all = (await api('GET', '/api/projects/?per_page=100')).body.results;
  other =
    all.find((p: { id: number; stage: string }) => p.id !== payments.id && p.stage !== payments.stage) ??
    all.find((p: { id: number }) => p.id !== payments.id);
});
afterAll(() => s.close());

describe('which policies a project SCA evaluates', () => {
  it('honours stages, project scope and is_active', async () => {
    const base = { level: 'warning', conditions: { dependency_name: 'lodash' } };
    await api('POST', '/api/policies/', {
      ...base,
      name: 'scoped to payments',
      stages: [payments.stage],
      projects: [payments.id],
    });
    await api('POST', '/api/policies/', {
      ...base,
      name: 'wrong stage',
      stages: [payments.stage === 'dev' ? 'prod' : 'dev'],
    });
    await api('POST', '/api/policies/', { ...base, name: 'inactive', stages: [payments.stage], is_active: false });
    await api('POST', '/api/policies/', {
      ...base,
      name: 'scoped elsewhere',
      stages: [payments.stage],
      projects: [other.id],
    });
    await scaOf(payments.id);
    expect(await alertsFor('scoped to payments')).toHaveLength(1);
    expect(await alertsFor('wrong stage')).toHaveLength(0);
    expect(await alertsFor('inactive')).toHaveLength(0);
    expect(await alertsFor('scoped elsewhere')).toHaveLength(0);
    const project = (await api('GET', `/api/projects/${payments.id}/`)).body;
    expect(project.last_sca_analysis_at).toBe(s.clock.now.toISOString());
    expect(project.alerts_count).toBeGreaterThan(0);
  });

  it('alerts that no longer match are resolved by the next run; ignored ones stay ignored and raise no event', async () => {
    const { body: policy } = await api('POST', '/api/policies/', {
      name: 'changes',
      stages: [payments.stage],
      level: 'info',
      conditions: { dependency_name: 'lodash' },
    });
    await scaOf(payments.id);
    const [alert] = await alertsFor('changes');
    expect((await api('PATCH', `/api/policy_alerts/${alert.id}/`, { status: 'ignored' })).body.status).toBe('ignored');
    await scaOf(payments.id);
    expect(await alertsFor('changes', 'ignored')).toHaveLength(1);
    await api('PATCH', `/api/policies/${policy.id}/`, { conditions: { dependency_name: 'left-pad' } });
    await scaOf(payments.id);
    expect(await alertsFor('changes', 'resolved')).toHaveLength(1);
    expect(await alertsFor('changes', 'ignored')).toHaveLength(0);
    const patch = await api('PATCH', `/api/policy_alerts/${alert.id}/`, { status: 'active' });
    expect(patch).toEqual({ status: 400, body: { status: ['A resolved alert cannot be changed.'] } });
  });

  it('a deleted policy leaves its alerts with their policy_name', async () => {
    const { body: policy } = await api('POST', '/api/policies/', {
      name: 'soon gone',
      stages: [payments.stage],
      level: 'info',
      conditions: { dependency_name: 'lodash' },
    });
    await scaOf(payments.id);
    await api('DELETE', `/api/policies/${policy.id}/`);
    const [alert] = await alertsFor('soon gone');
    expect(alert).toMatchObject({ policy_id: null, policy_name: 'soon gone' });
  });

  it('a second start of the same kind for the same project is 409 with the active run id', async () => {
    const first = await api('POST', `/api/analyses/projects/${payments.id}/clones/start/`);
    const second = await api('POST', `/api/analyses/projects/${payments.id}/clones/start/`);
    expect(second).toEqual({
      status: 409,
      body: { detail: expect.stringContaining('already queued or running'), run_id: first.body[0].id },
    });
    await runner.drain();
  });

  it('overall SCA starts one run per active project', async () => {
    const active = (await api('GET', '/api/projects/?is_active=true&per_page=100')).body.count;
    const runs = await api('POST', '/api/analyses/overall_sca/start/');
    expect(runs.status).toBe(202);
    expect(runs.body).toHaveLength(active);
    await runner.drain();
    expect((await api('GET', '/api/analyses/runs/?kind=project_sca&status=queued')).body.count).toBe(0);
  });

  it('an auditor cannot start or cancel runs', async () => {
    const auditor = await s.tokenFor('auditor');
    expect((await s.call(auditor, 'POST', '/api/analyses/overall_sca/start/')).status).toBe(403);
    expect((await s.call(auditor, 'POST', '/api/secrets/ml_model/train/')).status).toBe(403);
    expect((await s.call(auditor, 'GET', '/api/analyses/runs/')).status).toBe(200);
  });
});
