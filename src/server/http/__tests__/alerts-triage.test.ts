import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyAlert } from '../../../contract/runs';
import { RunWorker } from '../../runs/worker';
import { startTestService, type TestService } from '../../test/harness';

let s: TestService;
let admin: string;
let runner: RunWorker;
let policyId: number;

const api = async (method: string, path: string, body?: unknown, token = admin) => {
  const res = await s.call(token, method, path, body);
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, each checked by the expectations that read it.
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
};
/** Every alert the query lists, page after page (a policy on every component raises hundreds). */
async function list(query: string): Promise<PolicyAlert[]> {
  const out: PolicyAlert[] = [];
  for (let page = 1; ; page++) {
    const { body } = await api('GET', `/api/policy_alerts/?per_page=100&page=${page}&${query}`);
    out.push(...body.results);
    if (!body.next) return out;
  }
}
const counts = async (query = '') => (await api('GET', `/api/policy_alerts/counts/?${query}`)).body;

beforeAll(async () => {
  s = await startTestService();
  s.clock.now = new Date('2026-11-26T10:00:00Z');
  admin = await s.tokenFor('administrator');
  runner = new RunWorker({ db: s.db, now: () => s.clock.now, analysis: s.analysis });
  // One policy every component of every project matches, so that each project has alerts to triage.
  const policy = await api('POST', '/api/policies/', {
    name: 'Triage: every component',
    stages: ['dev', 'source', 'build', 'stage', 'test', 'prod'],
    level: 'critical',
    is_blocks_build: true,
    conditions: { dependency_vulnerability_count: '0' },
  });
  expect(policy.status).toBe(201);
  policyId = policy.body.id;
  expect((await api('POST', '/api/analyses/overall_sca/start/')).status).toBe(202);
  await runner.drain();
});
afterAll(() => s.close());

describe('POST /api/policy_alerts/bulk/', () => {
  it('ignores with a reason until a day, says who and when, and the ignore ends on that day (fake clock)', async () => {
    const active = await list(`policy=${policyId}&status=active`);
    expect(active.length).toBeGreaterThanOrEqual(3);
    const ids = active.slice(0, 3).map((a) => a.id);
    const before = await counts(`policy=${policyId}`);

    const result = await api('POST', '/api/policy_alerts/bulk/', {
      ids,
      status: 'ignored',
      reason: 'Accepted risk: internal tool',
      until: '2026-12-03',
    });
    expect(result.status).toBe(200);
    expect(result.body.updated).toEqual(ids);
    expect(result.body.skipped).toEqual([]);
    expect(result.body.previous).toEqual(
      [...ids].sort((a, b) => a - b).map((id) => ({ id, status: 'active', ignored_reason: null, ignored_until: null })),
    );
    const alert = (await api('GET', `/api/policy_alerts/${ids[0]}/`)).body;
    expect(alert).toMatchObject({
      status: 'ignored',
      ignored_reason: 'Accepted risk: internal tool',
      ignored_until: '2026-12-03',
      ignored_by: 'administrator',
      ignored_at: '2026-11-26T10:00:00.000Z',
    });
    expect(await counts(`policy=${policyId}`)).toEqual({
      active: before.active - 3,
      ignored: before.ignored + 3,
      resolved: before.resolved,
    });
    expect((await list(`policy=${policyId}&status=ignored`)).map((a) => a.id).sort()).toEqual([...ids].sort());

    // The last moment of the day before: still ignored.
    s.clock.now = new Date('2026-12-02T23:59:59Z');
    expect((await api('GET', `/api/policy_alerts/${ids[0]}/`)).body.status).toBe('ignored');
    // From the `until` day on, active again, with the ignore's details gone; the list and counts say so.
    s.clock.now = new Date('2026-12-03T00:00:00Z');
    expect(await counts(`policy=${policyId}`)).toEqual(before);
    const back = (await list(`policy=${policyId}&status=active`)).filter((a) => ids.includes(a.id));
    expect(back).toHaveLength(3);
    for (const a of back)
      expect(a).toMatchObject({ ignored_reason: null, ignored_until: null, ignored_by: null, ignored_at: null });
    s.clock.now = new Date('2026-11-26T10:00:00Z');
  });

  it('an expired ignore is active again at the next evaluation, which raises its event again', async () => {
    const hook = await api('POST', '/api/settings/webhooks/', {
      name: 'triage events',
      url: 'https://receiver.example.com/hook',
      events: ['sca_policy_has_been_triggered'],
    });
    expect(hook.status).toBe(201);
    const [alert] = await list(`policy=${policyId}&status=active`);
    await api('POST', '/api/policy_alerts/bulk/', {
      ids: [alert!.id],
      status: 'ignored',
      reason: 'r',
      until: '2026-11-28',
    });
    // While ignored, an evaluation raises no event for it.
    await api('POST', `/api/analyses/projects/${alert!.project_id}/sca/start/`);
    await runner.drain();
    const eventsOf = async () =>
      (
        await s.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM webhook_events WHERE trigger = 'sca_policy_has_been_triggered' AND (payload->>'alert_id')::int = $1",
          [alert!.id],
        )
      )[0]!.n;
    expect(await eventsOf()).toBe(0);
    s.clock.now = new Date('2026-11-28T08:00:00Z');
    const projectId = alert!.project_id!;
    await api('POST', `/api/analyses/projects/${projectId}/sca/start/`);
    await runner.drain();
    const [row] = await s.db.query<{ status: string }>('SELECT status FROM policy_alerts WHERE id = $1', [alert!.id]);
    expect(row!.status).toBe('active');
    expect(await eventsOf()).toBe(1);
    s.clock.now = new Date('2026-11-26T10:00:00Z');
  });

  it('reactivates ignored alerts, answering their state before so the change can be undone; others are skipped', async () => {
    const [a, b, c] = await list(`policy=${policyId}&status=active`);
    await api('POST', '/api/policy_alerts/bulk/', { ids: [a!.id, b!.id], status: 'ignored', reason: 'false positive' });
    const result = await api('POST', '/api/policy_alerts/bulk/', { ids: [a!.id, b!.id, c!.id], status: 'active' });
    expect(result.status).toBe(200);
    expect(result.body.updated).toEqual([a!.id, b!.id]);
    expect(result.body.skipped).toEqual([c!.id]);
    expect(result.body.previous).toEqual(
      [a!, b!]
        .map((x) => ({ id: x.id, status: 'ignored', ignored_reason: 'false positive', ignored_until: null }))
        .sort((x, y) => x.id - y.id),
    );
    expect((await api('GET', `/api/policy_alerts/${a!.id}/`)).body).toMatchObject({
      status: 'active',
      ignored_reason: null,
      ignored_by: null,
    });
  });

  it('leaves resolved alerts as they are', async () => {
    const [resolved] = await s.db.query<{ id: number }>(
      "UPDATE policy_alerts SET status = 'resolved' WHERE id = (SELECT max(id) FROM policy_alerts WHERE status = 'active') RETURNING id",
    );
    const result = await api('POST', '/api/policy_alerts/bulk/', {
      ids: [resolved!.id],
      status: 'ignored',
      reason: 'x',
    });
    expect(result.body).toEqual({ updated: [], skipped: [resolved!.id], previous: [] });
    expect((await api('GET', `/api/policy_alerts/${resolved!.id}/`)).body.status).toBe('resolved');
  });

  it('answers 400 naming the field: no reason, a past or malformed until, no ids, unknown ids', async () => {
    const [a] = await list(`policy=${policyId}&status=active`);
    const ids = [a!.id];
    expect(await api('POST', '/api/policy_alerts/bulk/', { ids, status: 'ignored' })).toEqual({
      status: 400,
      body: { reason: ['Say why these alerts are ignored.'] },
    });
    expect(await api('POST', '/api/policy_alerts/bulk/', { ids, status: 'ignored', reason: '   ' })).toEqual({
      status: 400,
      body: { reason: ['Say why these alerts are ignored.'] },
    });
    expect(
      await api('POST', '/api/policy_alerts/bulk/', { ids, status: 'ignored', reason: 'r', until: '2026-11-26' }),
    ).toEqual({
      status: 400,
      body: { until: ['Must be a date after today.'] },
    });
    expect(
      await api('POST', '/api/policy_alerts/bulk/', { ids, status: 'ignored', reason: 'r', until: '2026-02-30' }),
    ).toEqual({
      status: 400,
      body: { until: ['Must be a date like 2026-01-31.'] },
    });
    expect(await api('POST', '/api/policy_alerts/bulk/', { ids: [], status: 'active' })).toEqual({
      status: 400,
      body: { ids: ['Select at least one alert.'] },
    });
    expect(
      await api('POST', '/api/policy_alerts/bulk/', { ids: [a!.id, 999_999, 2_147_483_648], status: 'active' }),
    ).toEqual({
      status: 400,
      body: {
        ids: ['Invalid pk "999999" - object does not exist.', 'Invalid pk "2147483648" - object does not exist.'],
      },
    });
    expect((await api('GET', `/api/policy_alerts/${a!.id}/`)).body.status).toBe('active');
    const ru = await s.call(
      admin,
      'POST',
      '/api/policy_alerts/bulk/',
      { ids, status: 'ignored' },
      { 'Accept-Language': 'ru' },
    );
    expect(await ru.json()).toEqual({ reason: ['Укажите, почему эти оповещения игнорируются.'] });
  });

  it('is for administrators: a user gets 403 and nothing changes', async () => {
    const [a] = await list(`policy=${policyId}&status=active`);
    const user = await s.tokenFor('user');
    const res = await api('POST', '/api/policy_alerts/bulk/', { ids: [a!.id], status: 'ignored', reason: 'r' }, user);
    expect(res.status).toBe(403);
    expect((await api('GET', `/api/policy_alerts/${a!.id}/`)).body.status).toBe('active');
  });
});

describe('alert filters and counts', () => {
  it('filters by stage, level, blocks-build, project and policy, and counts each tab under the same filters', async () => {
    const all = await list(`policy=${policyId}`);
    const stage = all[0]!.stage;
    const byStage = await list(`policy=${policyId}&stage=${stage}`);
    expect(byStage.length).toBeGreaterThan(0);
    expect(byStage.every((a) => a.stage === stage)).toBe(true);
    expect(byStage.length).toBe(all.filter((a) => a.stage === stage).length);
    expect((await list(`policy=${policyId}&level=info`)).length).toBe(0);
    expect((await list(`policy=${policyId}&is_blocks_build=true`)).length).toBe(all.length);
    expect((await list(`policy=${policyId}&is_blocks_build=false`)).length).toBe(0);
    const projectId = all[0]!.project_id!;
    const byProject = await list(`policy=${policyId}&project=${projectId}`);
    expect(byProject.every((a) => a.project_id === projectId)).toBe(true);
    const tabs = await counts(`policy=${policyId}&project=${projectId}`);
    expect(tabs.active + tabs.ignored + tabs.resolved).toBe(byProject.length);
    expect((await api('GET', '/api/policy_alerts/?stage=nowhere')).status).toBe(400);
    expect((await api('GET', '/api/policy_alerts/counts/?is_blocks_build=maybe')).body).toEqual({
      is_blocks_build: ['Must be true or false.'],
    });
  });
});

describe('policy names are unique', () => {
  const body = { stages: ['build'], level: 'info', conditions: { dependency_name: 'x' } };
  it('refuses a second policy of the same name (any case) with 400 on name; a policy keeps its own name', async () => {
    const first = await api('POST', '/api/policies/', { ...body, name: 'Unique name' });
    expect(first.status).toBe(201);
    expect(await api('POST', '/api/policies/', { ...body, name: 'unique NAME' })).toEqual({
      status: 400,
      body: { name: ['A policy with this name already exists.'] },
    });
    const second = await api('POST', '/api/policies/', { ...body, name: 'Another name' });
    expect((await api('PATCH', `/api/policies/${second.body.id}/`, { name: 'Unique name' })).body).toEqual({
      name: ['A policy with this name already exists.'],
    });
    expect((await api('PUT', `/api/policies/${first.body.id}/`, { ...body, name: 'Unique name' })).status).toBe(200);
    expect((await api('PATCH', `/api/policies/${first.body.id}/`, { level: 'warning' })).status).toBe(200);
  });

  it('copies take the next free name', async () => {
    const original = await api('POST', '/api/policies/', { ...body, name: 'Copied' });
    const one = await api('POST', `/api/policies/${original.body.id}/copy/`);
    const two = await api('POST', `/api/policies/${original.body.id}/copy/`);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect([one.body.name, two.body.name]).toEqual(['Copied (copy)', 'Copied (copy 2)']);
  });

  it('the database itself refuses a second policy of a name, whatever its case (the index of migration 014)', async () => {
    await api('POST', '/api/policies/', { ...body, name: 'Raced' });
    await expect(
      s.db.query(
        `INSERT INTO policies (name, stages, level, conditions, conditions_connector, condition_tree)
         VALUES ('RACED', ARRAY['build'], 'info', '{}'::jsonb, 'and', '{"combinator":"and","rules":[]}'::jsonb)`,
      ),
    ).rejects.toThrow(/policies_name_unique_idx/);
  });
});
