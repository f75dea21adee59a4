import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageOf } from '../../../contract/pagination';
import { NewUserSchema, UserSchema } from '../../../contract/users';
import { openPostgres } from '../../db/postgres';
import { ReadCache, withReadCache } from '../../db/read-cache';
import { readCacheTtlMs } from '../../db/open';
import { issueToken } from '../../db/repositories/users';
import { loadConfig } from '../../config';
import { SecretBox } from '../../secrets/secret-box';
import { bootstrap } from '../../seed/bootstrap';
import { createScratchDatabase } from '../../test/postgres-database';
import { startTestService, type TestService } from '../../test/harness';
import { createApp } from '../app';

let s: TestService;
let admin: string;
beforeAll(async () => {
  s = await startTestService();
  admin = await s.tokenFor('administrator', 'root');
});
afterAll(() => s.close());

const LAST_ADMIN = { non_field_errors: ['The last active administrator can be neither deactivated nor demoted.'] };

async function create(body: Record<string, unknown>) {
  const res = await s.call(admin, 'POST', '/api/settings/users/', body);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('CONTRACT §11 users', () => {
  it('creates a user with its token shown once, and lists it with role and last seen', async () => {
    const { status, body } = await create({ username: 'sm.one', role: 'security_manager', first_name: 'Sam' });
    expect(status).toBe(201);
    const created = NewUserSchema.parse(body);
    expect(created).toMatchObject({
      username: 'sm.one',
      role: 'security_manager',
      is_active: true,
      last_seen_at: null,
    });
    expect(created.token).toMatch(/^[0-9a-f]{40}$/);

    const me = await s.call(created.token, 'GET', '/api/profile/');
    expect(await me.json()).toMatchObject({ username: 'sm.one', role: 'security_manager', first_name: 'Sam' });

    const list = pageOf(UserSchema).parse(
      await (await s.call(admin, 'GET', '/api/settings/users/?search=sm.one')).json(),
    );
    expect(list.results).toHaveLength(1);
    expect(list.results[0]).not.toHaveProperty('token');
    expect(list.results[0]!.last_seen_at).not.toBeNull();
    expect(Object.keys(list.results[0]!).sort()).toEqual(
      ['created_at', 'email', 'first_name', 'id', 'is_active', 'last_name', 'last_seen_at', 'role', 'username'].sort(),
    );
  });

  it.each([
    ['empty', '', 'This field may not be blank.'],
    ['151 characters', 'a'.repeat(151), 'At most 150 characters.'],
    [
      'a space',
      'two words',
      'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
    ],
    [
      'a slash',
      'a/b',
      'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
    ],
  ])('refuses a username with %s', async (_name, username, message) => {
    const { status, body } = await create({ username, role: 'user' });
    expect(status).toBe(400);
    expect(body).toEqual({ username: [message] });
  });

  it('accepts 150 characters of letters (any script), digits and .@+-_', async () => {
    expect((await create({ username: `Ива.н@x+y-z_1${'a'.repeat(137)}`, role: 'user' })).status).toBe(201);
  });

  it('refuses a username another user has, without regard to case', async () => {
    await create({ username: 'CaseUser', role: 'user' });
    const { status, body } = await create({ username: 'caseuser', role: 'auditor' });
    expect(status).toBe(400);
    expect(body).toEqual({ username: ['A user with that username already exists.'] });
  });

  it('names every wrong field at once: role and email', async () => {
    const { status, body } = await create({ username: 'x1', role: 'root', email: 'not-an-email' });
    expect(status).toBe(400);
    expect(body).toEqual({ role: ['Select a valid choice.'], email: ['Enter a valid email address.'] });
  });

  it('edits role, names and email', async () => {
    const { body } = await create({ username: 'editme', role: 'user' });
    const res = await s.call(admin, 'PATCH', `/api/settings/users/${body.id}/`, {
      role: 'auditor',
      last_name: 'Lovelace',
      email: 'ada@example.com',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ role: 'auditor', last_name: 'Lovelace', email: 'ada@example.com' });
  });

  it('deactivation kills the token at once, and a new token needs the user active again', async () => {
    const { body } = await create({ username: 'leaver', role: 'auditor' });
    const token = body.token as string;
    expect((await s.call(token, 'GET', '/api/profile/')).status).toBe(200);
    const off = await s.call(admin, 'PATCH', `/api/settings/users/${body.id}/`, { is_active: false });
    expect(off.status).toBe(200);
    expect((await s.call(token, 'GET', '/api/profile/')).status).toBe(401);
    const refused = await s.call(admin, 'POST', `/api/settings/users/${body.id}/api_token/`);
    expect(refused.status).toBe(400);
    // Active again, the old token stays dead; a new one works.
    await s.call(admin, 'PATCH', `/api/settings/users/${body.id}/`, { is_active: true });
    expect((await s.call(token, 'GET', '/api/profile/')).status).toBe(401);
    const issued = await s.call(admin, 'POST', `/api/settings/users/${body.id}/api_token/`);
    const { token: fresh } = (await issued.json()) as { token: string };
    expect((await s.call(fresh, 'GET', '/api/profile/')).status).toBe(200);
  });

  it('a new token issued by an administrator ends the old one', async () => {
    const { body } = await create({ username: 'rotated', role: 'user' });
    const res = await s.call(admin, 'POST', `/api/settings/users/${body.id}/api_token/`);
    expect(res.status).toBe(200);
    expect((await s.call(body.token as string, 'GET', '/api/profile/')).status).toBe(401);
  });

  it('never deactivates or demotes the last active administrator, but does once another exists', async () => {
    // The database's own `admin` and the test's `root` are administrators: leave only root.
    const all = pageOf(UserSchema).parse(
      await (await s.call(admin, 'GET', '/api/settings/users/?role=administrator&per_page=100')).json(),
    );
    const root = all.results.find((u) => u.username === 'root')!;
    for (const other of all.results.filter((u) => u.id !== root.id)) {
      expect((await s.call(admin, 'PATCH', `/api/settings/users/${other.id}/`, { role: 'user' })).status).toBe(200);
    }
    for (const change of [{ is_active: false }, { role: 'security_manager' }]) {
      const res = await s.call(admin, 'PATCH', `/api/settings/users/${root.id}/`, change);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(LAST_ADMIN);
    }
    const second = await create({ username: 'second-admin', role: 'administrator' });
    expect((await s.call(admin, 'PATCH', `/api/settings/users/${root.id}/`, { role: 'auditor' })).status).toBe(200);
    // root is an auditor now: the new administrator restores it.
    const restore = await s.call(second.body.token as string, 'PATCH', `/api/settings/users/${root.id}/`, {
      role: 'administrator',
    });
    expect(restore.status).toBe(200);
  });

  it('is for administrators only, reads included', async () => {
    for (const role of ['security_manager', 'auditor', 'user'] as const) {
      const token = await s.tokenFor(role, `outsider-${role}`);
      expect((await s.call(token, 'GET', '/api/settings/users/')).status).toBe(403);
      expect((await s.call(token, 'POST', '/api/settings/users/', { username: 'x', role: 'user' })).status).toBe(403);
    }
  });
});

describe('PATCH /api/profile/', () => {
  it('changes the signed-in user’s names and email, and nothing else', async () => {
    const token = await s.tokenFor('user', 'selfie');
    const res = await s.call(token, 'PATCH', '/api/profile/', {
      first_name: 'Grace',
      email: 'grace@example.com',
      role: 'administrator',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ first_name: 'Grace', email: 'grace@example.com', role: 'user' });
  });

  it('refuses an invalid email and over-long names, naming the fields', async () => {
    const token = await s.tokenFor('auditor', 'selfie2');
    const res = await s.call(token, 'PATCH', '/api/profile/', { email: 'nope', last_name: 'x'.repeat(151) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      email: ['Enter a valid email address.'],
      last_name: ['At most 150 characters.'],
    });
  });
});

const serverUrl = inject('postgresUrl');
describe.skipIf(!serverUrl)('deactivation across processes on PostgreSQL', () => {
  it('a token deactivated by one process fails at once on another', async () => {
    const scratch = await createScratchDatabase(serverUrl);
    const opened = [await openPostgres(scratch.url), await openPostgres(scratch.url)];
    try {
      await bootstrap(opened[0]!, { demo: false });
      const [one, two] = opened.map((raw) => {
        const db = withReadCache(raw, new ReadCache(readCacheTtlMs(raw.kind)));
        return createApp({
          db,
          config: loadConfig({ ARGUS_CONSOLE_DIR: '/nonexistent' }),
          version: 'test',
          secrets: SecretBox.fromKeyText('test key'),
          now: () => new Date(),
          peerAddress: () => '192.0.2.9',
        });
      });
      const boss = (await issueToken(opened[0]!, 'boss', 'administrator')).token;
      const victim = await issueToken(opened[0]!, 'victim', 'auditor');
      const call = (app: typeof one, token: string, method = 'GET', path = '/api/profile/', body?: unknown) =>
        app!.request(`http://argus.test${path}`, {
          method,
          headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      // Process two has seen (and may remember) the victim's token.
      expect((await call(two, victim.token)).status).toBe(200);
      const off = await call(one, boss, 'PATCH', `/api/settings/users/${victim.user.id}/`, { is_active: false });
      expect(off.status).toBe(200);
      expect((await call(two, victim.token)).status).toBe(401);
    } finally {
      for (const db of opened) await db.close();
      await scratch.drop();
    }
  });
});
