import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntrySchema } from '../../../contract/audit';
import { pageOf } from '../../../contract/pagination';
import { startReceiver, type Receiver } from '../../delivery/receiver';
import { startTestService, type TestService } from '../../test/harness';
import { issueCliToken } from '../../users/issue-cli-token';
import { pruneAuditLog } from '../record';

/**
 * CONTRACT §11: every write path writes exactly one audit row (per record it changes) with its field
 * changes, in the change's own transaction; a refused write writes none; secrets never reach the table.
 */
let s: TestService;
let admin: string;
let adminId: number;
let receiver: Receiver;
/** Every secret handed out or sent during the file: none may appear in the audit table. */
const secrets: string[] = [];

type Row = {
  action: string;
  object_type: string;
  object_id: number | null;
  actor_username: string;
  changes: Record<string, [unknown, unknown]>;
  object_repr: string;
};

let mark = 0;
async function newRows(): Promise<Row[]> {
  const rows = await s.db.query<Row & { id: number }>(
    'SELECT id::int AS id, action, object_type, object_id::int AS object_id, actor_username, changes, object_repr FROM audit_log WHERE id > $1 ORDER BY id',
    [mark],
  );
  mark = rows.at(-1)?.id ?? mark;
  return rows;
}

/** What the writes here answer: a record, a token or secret, a page, or a list of runs. */
type Answer = { id: number; token: string; secret: string; results: { id: number }[] } & { id: number }[];

async function api(method: string, path: string, body?: unknown, token = admin) {
  const res = await s.call(token, method, path, body);
  return { status: res.status, body: res.status === 204 ? undefined : ((await res.json()) as Answer) };
}

/** The write answers `status` and leaves exactly one new row, which is returned. */
async function oneRow(method: string, path: string, body: unknown, status: number) {
  const res = await api(method, path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const rows = await newRows();
  expect(rows).toHaveLength(1);
  return { row: rows[0]!, body: res.body };
}

beforeAll(async () => {
  s = await startTestService({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_TIMEOUT_SECONDS: '1' });
  admin = await s.tokenFor('administrator', 'auditboss');
  secrets.push(admin);
  adminId = (await api('GET', '/api/profile/')).body!.id;
  receiver = await startReceiver();
  await newRows();
});
afterAll(async () => {
  await receiver.close();
  await s.close();
});

describe('one row per change, with its diff', () => {
  it('policies: create, PATCH, PUT, copy, delete', async () => {
    const input = { name: 'Audit me', stages: ['build'], level: 'warning', conditions: { cvss3_score: '7' } };
    const created = await oneRow('POST', '/api/policies/', input, 201);
    expect(created.row).toMatchObject({
      action: 'create',
      object_type: 'policy',
      object_repr: 'Audit me',
      actor_username: 'auditboss',
    });
    expect(created.row.object_id).toBe(created.body!.id);
    expect(created.row.changes.name).toEqual([null, 'Audit me']);
    expect(created.row.changes.level).toEqual([null, 'warning']);
    const id = created.body!.id;

    const patched = await oneRow('PATCH', `/api/policies/${id}/`, { level: 'critical', is_active: false }, 200);
    expect(patched.row.action).toBe('update');
    expect(patched.row.changes).toEqual({ level: ['warning', 'critical'], is_active: [true, false] });

    const put = await oneRow('PUT', `/api/policies/${id}/`, { ...input, name: 'Audit me 2' }, 200);
    expect(put.row.changes.name).toEqual(['Audit me', 'Audit me 2']);

    const copy = await oneRow('POST', `/api/policies/${id}/copy/`, undefined, 201);
    expect(copy.row).toMatchObject({ action: 'create', object_repr: 'Audit me 2 (copy)' });

    const removed = await oneRow('DELETE', `/api/policies/${id}/`, undefined, 204);
    expect(removed.row).toMatchObject({ action: 'delete', object_id: id });
    expect(removed.row.changes.name).toEqual(['Audit me 2', null]);
  });

  it('projects and proprietors', async () => {
    const proprietor = await oneRow('POST', '/api/settings/proprietors/', { name: 'Audit Corp' }, 201);
    expect(proprietor.row.changes).toEqual({ name: [null, 'Audit Corp'] });
    const renamed = await oneRow(
      'PATCH',
      `/api/settings/proprietors/${proprietor.body!.id}/`,
      { name: 'Audit Inc' },
      200,
    );
    expect(renamed.row.changes).toEqual({ name: ['Audit Corp', 'Audit Inc'] });

    const project = await oneRow(
      'POST',
      '/api/settings/projects/',
      { name: 'audited-cli', type: 'cli', stage: 'dev' },
      201,
    );
    expect(project.row).toMatchObject({ action: 'create', object_type: 'project', object_repr: 'audited-cli' });
    const moved = await oneRow(
      'PATCH',
      `/api/settings/projects/${project.body!.id}/`,
      { proprietor: proprietor.body!.id },
      200,
    );
    expect(moved.row.changes).toEqual({ proprietor: [null, proprietor.body!.id] });
    await oneRow('DELETE', `/api/settings/projects/${project.body!.id}/`, undefined, 204);
    const gone = await oneRow('DELETE', `/api/settings/proprietors/${proprietor.body!.id}/`, undefined, 204);
    expect(gone.row).toMatchObject({ action: 'delete', object_type: 'proprietor', object_repr: 'Audit Inc' });
  });

  it('webhooks: the token and signing secret only as "***"; enabling and disabling named so', async () => {
    const token = 'webhook-token-s3cret-value';
    secrets.push(token);
    const body = { name: 'Audited hook', url: `${receiver.url}hook`, events: ['project_sca_analysis_finished'], token };
    const created = await oneRow('POST', '/api/settings/webhooks/', body, 201);
    expect(created.row.changes.token).toEqual(['***', '***']);
    const id = created.body!.id;

    const newToken = 'another-webhook-t0ken';
    secrets.push(newToken);
    const retokened = await oneRow('PATCH', `/api/settings/webhooks/${id}/`, { token: newToken }, 200);
    expect(retokened.row.changes).toEqual({ token: ['***', '***'] });

    const disabled = await oneRow('PATCH', `/api/settings/webhooks/${id}/`, { is_active: false }, 200);
    expect(disabled.row).toMatchObject({ action: 'disable', changes: { is_active: [true, false] } });
    const enabled = await oneRow('PATCH', `/api/settings/webhooks/${id}/`, { is_active: true }, 200);
    expect(enabled.row.action).toBe('enable');

    const signing = await oneRow('POST', `/api/settings/webhooks/${id}/signing_secret/`, undefined, 200);
    secrets.push(signing.body!.secret);
    expect(signing.row.changes).toEqual({ signing_secret: ['***', '***'] });
    await oneRow('DELETE', `/api/settings/webhooks/${id}/signing_secret/`, undefined, 204);
    const removed = await oneRow('DELETE', `/api/settings/webhooks/${id}/`, undefined, 204);
    expect(removed.row).toMatchObject({ action: 'delete', object_repr: 'Audited hook' });
  });

  it('alerts: ignore and unignore', async () => {
    const [dependency] = await s.db.query<{ id: number }>('SELECT id FROM dependencies ORDER BY id LIMIT 1');
    const [alert] = await s.db.query<{ id: number }>(
      `INSERT INTO policy_alerts (policy_name, level, stage, dependency_id, dependency_purl, matched_criteria)
       VALUES ('Audited policy', 'info', 'prod', $1, 'pkg:npm/x@1', '{}') RETURNING id::int AS id`,
      [dependency!.id],
    );
    await newRows();
    const ignored = await oneRow('PATCH', `/api/policy_alerts/${alert!.id}/`, { status: 'ignored' }, 200);
    expect(ignored.row).toMatchObject({
      action: 'ignore',
      object_type: 'policy_alert',
      object_id: alert!.id,
      object_repr: 'Audited policy: pkg:npm/x@1',
    });
    expect(ignored.row.changes).toEqual({ status: ['active', 'ignored'] });
    const back = await oneRow('PATCH', `/api/policy_alerts/${alert!.id}/`, { status: 'active' }, 200);
    expect(back.row.action).toBe('unignore');
    // Asking for the status it already has changes nothing: no row.
    expect((await api('PATCH', `/api/policy_alerts/${alert!.id}/`, { status: 'active' })).status).toBe(200);
    expect(await newRows()).toEqual([]);
  });

  it('alerts in bulk: one row per alert whose status changed, none for one skipped', async () => {
    const [dependency] = await s.db.query<{ id: number }>('SELECT id FROM dependencies ORDER BY id LIMIT 1');
    const created = await s.db.query<{ id: number }>(
      `INSERT INTO policy_alerts (policy_name, level, stage, dependency_id, dependency_purl, matched_criteria, status)
       VALUES ('Bulk policy', 'info', 'prod', $1, 'pkg:npm/a@1', '{}', 'active'),
              ('Bulk policy', 'info', 'prod', $1, 'pkg:npm/b@1', '{}', 'active'),
              ('Bulk policy', 'info', 'prod', $1, 'pkg:npm/c@1', '{}', 'resolved')
       RETURNING id::int AS id`,
      [dependency!.id],
    );
    const ids = created.map((r) => r.id);
    await newRows();
    const res = await api('POST', '/api/policy_alerts/bulk/', {
      ids,
      status: 'ignored',
      reason: 'vendored, not shipped',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await newRows();
    expect(rows.map((r) => [r.action, r.object_id, r.actor_username])).toEqual([
      ['ignore', ids[0], 'auditboss'],
      ['ignore', ids[1], 'auditboss'],
    ]);
    expect(rows[0]!.changes).toEqual({ status: ['active', 'ignored'] });
    const back = await api('POST', '/api/policy_alerts/bulk/', { ids: [ids[0]], status: 'active' });
    expect(back.status).toBe(200);
    expect((await newRows()).map((r) => [r.action, r.object_id])).toEqual([['unignore', ids[0]]]);
  });

  it('runs started and cancelled, the ML model trained and purged', async () => {
    const project = (await api('GET', '/api/projects/?type=vcs&per_page=1')).body!.results[0]!;
    const started = await oneRow('POST', `/api/analyses/projects/${project.id}/authors/start/`, undefined, 202);
    const run = started.body![0]!;
    expect(started.row).toMatchObject({ action: 'start', object_type: 'run', object_id: run.id });
    expect(started.row.changes).toEqual({ status: [null, 'queued'] });
    const cancelled = await oneRow('POST', `/api/analyses/runs/${run.id}/cancel/`, undefined, 200);
    expect(cancelled.row).toMatchObject({ action: 'cancel', changes: { status: ['queued', 'cancelled'] } });

    const image = (await api('GET', '/api/container_images/?per_page=1')).body!.results[0]!;
    await oneRow('POST', `/api/analyses/container_images/${image.id}/sca/start/`, undefined, 202);
    await oneRow('POST', `/api/settings/projects/${project.id}/clone/`, undefined, 202);
    // Training needs labelled findings (CONTRACT §18): refused, it writes no row.
    expect((await api('POST', '/api/secrets/ml_model/train/')).status).toBe(400);
    expect(await newRows()).toEqual([]);
    const purged = await oneRow('POST', '/api/secrets/ml_model/purge/', undefined, 200);
    expect(purged.row).toMatchObject({ action: 'purge', object_type: 'ml_model', object_id: null });

    // One row per run the overall start queued.
    const overall = await api('POST', '/api/analyses/overall_sca/start/');
    const rows = await newRows();
    expect(rows.map((r) => r.object_id).sort()).toEqual(overall.body!.map((r: { id: number }) => r.id).sort());
    expect(rows.every((r) => r.action === 'start')).toBe(true);
  });

  it('users, their tokens and the profile', async () => {
    const created = await oneRow('POST', '/api/settings/users/', { username: 'audited.user', role: 'user' }, 201);
    secrets.push(created.body!.token);
    expect(created.row.changes).toMatchObject({ username: [null, 'audited.user'], role: [null, 'user'] });
    const id = created.body!.id;
    const promoted = await oneRow('PATCH', `/api/settings/users/${id}/`, { role: 'security_manager' }, 200);
    expect(promoted.row.changes).toEqual({ role: ['user', 'security_manager'] });
    const token = await oneRow('POST', `/api/settings/users/${id}/api_token/`, undefined, 200);
    secrets.push(token.body!.token);
    expect(token.row).toMatchObject({ action: 'regenerate_token', changes: { api_token: ['***', '***'] } });
    const off = await oneRow('PATCH', `/api/settings/users/${id}/`, { is_active: false }, 200);
    expect(off.row.action).toBe('disable');

    const profile = await oneRow('PATCH', '/api/profile/', { first_name: 'Audrey' }, 200);
    expect(profile.row).toMatchObject({ object_id: adminId, changes: { first_name: ['', 'Audrey'] } });
    const own = await api('POST', '/api/profile/api_token/');
    admin = own.body!.token;
    secrets.push(admin);
    const [row, ...rest] = await newRows();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ action: 'regenerate_token', object_id: adminId, actor_username: 'auditboss' });
  });

  it('npm run token writes its row as actor cli', async () => {
    const issued = await issueCliToken(s.db, 'from-the-shell', 'auditor');
    secrets.push(issued.token);
    const [row, ...rest] = await newRows();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      actor_username: 'cli',
      action: 'create',
      object_type: 'user',
      object_id: issued.user.id,
    });
    const again = await issueCliToken(s.db, 'from-the-shell');
    secrets.push(again.token);
    expect((await newRows())[0]).toMatchObject({ actor_username: 'cli', action: 'regenerate_token' });
  });
});

describe('a refused write writes no row', () => {
  it.each([
    ['an invalid policy', 'POST', '/api/policies/', { name: '' }, 400],
    ['an invalid PATCH', 'PATCH', '/api/policies/1/', { level: 'loud' }, 400],
    ['a missing record', 'DELETE', '/api/settings/projects/999999/', undefined, 404],
    ['a duplicate username', 'POST', '/api/settings/users/', { username: 'AUDITBOSS', role: 'user' }, 400],
    ['accepting no candidate', 'POST', '/api/secrets/ml_model/accept/', undefined, 409],
  ])('%s', async (_name, method, path, body, status) => {
    expect((await api(method, path, body)).status).toBe(status);
    expect(await newRows()).toEqual([]);
  });

  it('a forbidden write', async () => {
    const auditor = await s.tokenFor('auditor', 'no-writes');
    expect((await api('POST', '/api/policies/', { name: 'x' }, auditor)).status).toBe(403);
    expect(await newRows()).toEqual([]);
  });
});

describe('GET /api/audit_log/', () => {
  it('filters by actor, object type and id, action and date range', async () => {
    const page = async (query: string) =>
      pageOf(AuditEntrySchema).parse((await api('GET', `/api/audit_log/?per_page=100&${query}`)).body);
    const webhooks = await page('object_type=webhook');
    expect(webhooks.count).toBeGreaterThanOrEqual(7);
    expect(webhooks.results.every((r) => r.object_type === 'webhook')).toBe(true);
    const one = webhooks.results[0]!;
    const history = await page(`object_type=webhook&object_id=${one.object_id}`);
    expect(history.results.every((r) => r.object_id === one.object_id)).toBe(true);
    expect((await page('actor=CLI')).results.every((r) => r.actor_username === 'cli')).toBe(true);
    expect((await page('actor=cli')).count).toBe(2);
    expect((await page('action=ignore')).count).toBe(3); // the single ignore and the two of the bulk one
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await page(`created_after=${encodeURIComponent(future)}`)).count).toBe(0);
    expect((await page(`created_before=${encodeURIComponent(future)}&action=purge`)).count).toBe(1);
    // Newest first.
    const ids = webhooks.results.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('answers 400 naming a bad filter', async () => {
    const res = await api('GET', '/api/audit_log/?action=explode&created_after=yesterday');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body!).sort()).toEqual(['action', 'created_after']);
  });

  it('is read by administrators, security managers and auditors, not users', async () => {
    for (const role of ['security_manager', 'auditor'] as const) {
      expect((await api('GET', '/api/audit_log/', undefined, await s.tokenFor(role, `reader-${role}`))).status).toBe(
        200,
      );
    }
    expect((await api('GET', '/api/audit_log/', undefined, await s.tokenFor('user', 'plain'))).status).toBe(403);
  });
});

describe('secrets', () => {
  it('never appear in the audit table, nor their hashes', async () => {
    const dump = JSON.stringify(await s.db.query('SELECT * FROM audit_log'));
    expect(secrets.length).toBeGreaterThanOrEqual(8);
    for (const secret of secrets) expect(dump).not.toContain(secret);
    const hashes = await s.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM users WHERE token_hash IS NOT NULL',
    );
    for (const { token_hash } of hashes) expect(dump).not.toContain(token_hash);
  });
});

describe('retention', () => {
  it('prunes rows older than the cut-off and keeps the rest', async () => {
    expect(s.config.auditRetentionDays).toBe(365);
    await s.db.query(
      "INSERT INTO audit_log (actor_username, action, object_type, created_at) VALUES ('old', 'update', 'policy', now() - interval '400 days')",
    );
    const before = (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]!.n;
    const cutOff = new Date(Date.now() - s.config.auditRetentionDays * 86_400_000);
    expect(await pruneAuditLog(s.db, cutOff)).toBe(1);
    expect((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]!.n).toBe(before - 1);
  });
});
