import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileSchema } from '../../../contract/profile';
import { startTestService, type TestService } from '../../test/harness';

let s: TestService;
let admin: string;
beforeAll(async () => {
  s = await startTestService();
  admin = await s.tokenFor('administrator', 'root');
});
afterAll(() => s.close());

describe('CONTRACT §2 authentication', () => {
  it('answers 401 "not provided" with WWW-Authenticate when the header is missing', async () => {
    const res = await s.call(undefined, 'GET', '/api/profile/');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Token');
    expect(await res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('treats another scheme as no credentials, as DRF does', async () => {
    const res = await s.call(undefined, 'GET', '/api/profile/', undefined, { Authorization: `Bearer ${admin}` });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it.each([
    ['an unknown token', 'f'.repeat(40)],
    ['a malformed token', 'not-a-token'],
    ['an empty token', ''],
  ])('answers 401 "Invalid token." for %s', async (_name, token) => {
    const res = await s.call(undefined, 'GET', '/api/profile/', undefined, { Authorization: `Token ${token}` });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Token');
    expect(await res.json()).toEqual({ detail: 'Invalid token.' });
  });

  it.each(['Token', 'token', 'TOKEN', 'tOkEn'])('accepts the scheme word "%s"', async (scheme) => {
    const res = await s.call(undefined, 'GET', '/api/profile/', undefined, { Authorization: `${scheme} ${admin}` });
    expect(res.status).toBe(200);
    expect(ProfileSchema.parse(await res.json()).username).toBe('root');
  });

  it('stores only a hash of each token', async () => {
    const rows = await s.db.query<{ token_hash: string }>('SELECT token_hash FROM users');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.token_hash).not.toBe(admin);
    const match = await s.db.query('SELECT 1 FROM users WHERE token_hash = $1', [admin]);
    expect(match).toHaveLength(0);
  });
});

describe('GET /api/profile/', () => {
  it('returns exactly the contract fields with the role', async () => {
    const auditor = await s.tokenFor('auditor', 'ada');
    const res = await s.call(auditor, 'GET', '/api/profile/');
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['email', 'first_name', 'id', 'last_name', 'role', 'username']);
    expect(body).toMatchObject({ username: 'ada', role: 'auditor' });
  });
});

describe('POST /api/profile/api_token/', () => {
  it('returns a new 40-hex token and the old one is dead at once', async () => {
    const old = await s.tokenFor('user', 'rotating');
    const res = await s.call(old, 'POST', '/api/profile/api_token/');
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    expect(token).toMatch(/^[0-9a-f]{40}$/);
    expect(token).not.toBe(old);
    expect((await s.call(old, 'GET', '/api/profile/')).status).toBe(401);
    const now = await s.call(token, 'GET', '/api/profile/');
    expect(((await now.json()) as { username: string }).username).toBe('rotating');
  });

  it('is allowed for auditors and users: it only concerns their own token', async () => {
    const auditor = await s.tokenFor('auditor', 'self-service');
    expect((await s.call(auditor, 'POST', '/api/profile/api_token/')).status).toBe(200);
  });
});

describe('roles', () => {
  it.each(['auditor', 'user'] as const)('an %s reads but gets 403 on a write', async (role) => {
    const token = await s.tokenFor(role, `reader-${role}`);
    expect((await s.call(token, 'GET', '/api/licenses/')).status).toBe(200);
    const res = await s.call(token, 'POST', '/api/licenses/', { spdx_id: 'X' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
  });

  it('an administrator passes the role check (and meets the next rule: no such method)', async () => {
    const res = await s.call(admin, 'POST', '/api/licenses/', { spdx_id: 'X' });
    expect(res.status).toBe(405);
  });
});
