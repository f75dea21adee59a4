import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';
import { keepLastValues } from '../middleware/request-query';

let s: TestService;
let admin: string;
let user: string;
beforeAll(async () => {
  s = await startTestService();
  admin = await s.tokenFor('administrator');
  user = await s.tokenFor('user');
});
afterAll(() => s.close());

type Page = { count: number; next: string | null; previous: string | null; results: { id: number; name: string }[] };

describe('CONTRACT §9: Cache-Control: no-store on every /api response', () => {
  it('no-store: successes, every error status and the public documents carry it', async () => {
    const cases: [string, () => Promise<Response>, number][] = [
      ['200 list', () => s.call(user, 'GET', '/api/licenses/'), 200],
      ['201 create', () => s.call(admin, 'POST', '/api/settings/proprietors/', { name: 'No Store Ltd' }), 201],
      ['400 invalid', () => s.call(admin, 'POST', '/api/settings/proprietors/', {}), 400],
      ['401 no token', () => s.call(undefined, 'GET', '/api/licenses/'), 401],
      ['401 invalid token', () => s.call('f'.repeat(40), 'GET', '/api/licenses/'), 401],
      ['403', () => s.call(user, 'POST', '/api/settings/proprietors/', { name: 'x' }), 403],
      ['404', () => s.call(user, 'GET', '/api/licenses/999999/'), 404],
      ['404 unknown path', () => s.call(user, 'GET', '/api/nothing/'), 404],
      ['405', () => s.call(admin, 'DELETE', '/api/profile/'), 405],
      ['413', () => s.call(admin, 'POST', '/api/settings/proprietors/', 'x'.repeat(1024 * 1024 + 1)), 413],
      ['415', () => s.call(admin, 'POST', '/api/settings/proprietors/', 'x', { 'Content-Type': 'text/plain' }), 415],
      ['openapi.json', () => s.call(undefined, 'GET', '/api/openapi.json'), 200],
      ['swagger', () => s.call(undefined, 'GET', '/api/swagger/'), 200],
    ];
    for (const [name, request, status] of cases) {
      const res = await request();
      expect({ name, status: res.status, cache: res.headers.get('cache-control') }).toEqual({
        name,
        status,
        cache: 'no-store',
      });
    }
  });

  it('no-store: the new token of POST /api/profile/api_token/ is never cached', async () => {
    const res = await s.call(user, 'POST', '/api/profile/api_token/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    user = ((await res.json()) as { token: string }).token;
  });

  it('no-store: a 429 carries it too', async () => {
    const usual = s.client.address;
    s.client.address = '198.51.100.250';
    try {
      for (let i = 0; i < 20; i++) await s.call('e'.repeat(40), 'GET', '/api/profile/');
      const res = await s.call(user, 'GET', '/api/profile/');
      expect([res.status, res.headers.get('cache-control')]).toEqual([429, 'no-store']);
    } finally {
      s.client.address = usual;
    }
  });
});

describe('repeated query parameters take the last value (Django QueryDict.get)', () => {
  it('page=1&page=2 answers page 2 (was a zod message); next/previous keep the other parameters once', async () => {
    const res = await s.call(user, 'GET', '/api/licenses/?page=1&per_page=5&search=gpl&page=2');
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page;
    const direct = (await (await s.call(user, 'GET', '/api/licenses/?per_page=5&search=gpl&page=2')).json()) as Page;
    expect(page.results.map((l) => l.id)).toEqual(direct.results.map((l) => l.id));
    expect(page.previous).toBe('http://argus.test/api/licenses/?per_page=5&search=gpl');
    expect(page.next).toBe('http://argus.test/api/licenses/?per_page=5&search=gpl&page=3');
  });

  it('every kind of parameter: per_page, search, ordering and a validated filter', async () => {
    const perPage = (await (await s.call(user, 'GET', '/api/licenses/?per_page=5&per_page=7')).json()) as Page;
    expect(perPage.results).toHaveLength(7);
    const search = (await (
      await s.call(user, 'GET', '/api/licenses/?search=nothing-like-this&search=MIT')
    ).json()) as Page;
    expect(search.count).toBeGreaterThan(0);
    const ordering = (await (await s.call(user, 'GET', '/api/licenses/?ordering=id&ordering=-id')).json()) as Page;
    const ids = ordering.results.map((l) => l.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const filter = await s.call(user, 'GET', '/api/licenses/?is_osi_approved=maybe&is_osi_approved=true');
    expect(filter.status).toBe(200);
    const badLast = await s.call(user, 'GET', '/api/licenses/?is_osi_approved=true&is_osi_approved=maybe');
    expect(badLast.status).toBe(400);
    expect(await badLast.json()).toEqual({ is_osi_approved: ['Must be true or false.'] });
  });

  it('NUL in an earlier value of a repeated parameter is still a 400 (found by the fuzz test: search=%00&search=)', async () => {
    const res = await s.call(user, 'GET', '/api/dependencies/?search=%00&search=');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ search: ['Null characters are not allowed.'] });
  });

  it('a write with a repeated parameter keeps its JSON body', async () => {
    const res = await s.call(admin, 'POST', '/api/settings/proprietors/?x=1&x=2', { name: 'Body Kept Ltd' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { name: string }).name).toBe('Body Kept Ltd');
  });

  it.each([
    ['a=1&b=2', undefined],
    ['a=1&b=2&a=3', 'b=2&a=3'],
    ['page=1&page=2&page=3', 'page=3'],
    ['%61=1&a=2', 'a=2'],
    ['a+b=1&a%20b=2', 'a%20b=2'],
    ['flag&flag=1', 'flag=1'],
  ])('keepLastValues(%s) is %s', (query, expected) => {
    expect(keepLastValues(query)).toBe(expected);
  });
});
