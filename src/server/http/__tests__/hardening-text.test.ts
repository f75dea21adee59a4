import { isUpload } from '../middleware/request-body';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';
import { badTextErrors, NULL_CHARACTERS } from '../text-rule';

type Schema = { type?: string; properties?: Record<string, Schema> };
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Route = { method: string; path: string; op: Operation };

let s: TestService;
let admin: string;
let routes: Route[];
const NUL = String.fromCharCode(0);
const refused = [NULL_CHARACTERS];

/** A path of the OpenAPI document with every `{param}` filled in. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');

beforeAll(async () => {
  s = await startTestService();
  admin = await s.tokenFor('administrator');
  const doc = (await (await s.call(undefined, 'GET', '/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
});
afterAll(() => s.close());

/** GET operations whose 200 answer is a page (`count` and `results`). */
const collections = () =>
  routes.filter(({ method, op }) => {
    const props = op.responses['200']?.content?.['application/json']?.schema.properties ?? {};
    return method === 'GET' && 'count' in props && 'results' in props;
  });

describe('CONTRACT §9: U+0000 and lone surrogates in a query answer 400, never 500', () => {
  it('NUL: search=%00 on every collection answers 400, not 500', async () => {
    const lists = collections();
    expect(lists.length).toBeGreaterThanOrEqual(13);
    for (const { path } of lists) {
      const res = await s.call(admin, 'GET', `${concrete(path)}?search=%00`);
      expect({ path, status: res.status, body: await res.json() }).toEqual({
        path,
        status: 400,
        body: { search: refused },
      });
    }
  });

  it('NUL: every query parameter of every collection (filters, ordering, paging) answers 400 on that parameter', async () => {
    let checked = 0;
    for (const { path, op } of collections()) {
      for (const { name } of (op.parameters ?? []).filter((p) => p.in === 'query')) {
        const res = await s.call(admin, 'GET', `${concrete(path)}?${name}=a%00b`);
        expect({ path, name, status: res.status, body: await res.json() }).toEqual({
          path,
          name,
          status: 400,
          body: { [name]: refused },
        });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('NUL: a parameter name holding NUL is refused as non_field_errors', async () => {
    const res = await s.call(admin, 'GET', '/api/licenses/?a%00b=1');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: refused });
  });

  it('lone surrogate in the query: %ED%A0%80 is not UTF-8, so it cannot decode to a surrogate; it is searched as written', async () => {
    // Hono leaves an undecodable sequence as it was; WHATWG URL (new Request) makes a lone
    // surrogate typed into a URL U+FFFD. Neither reaches the database as a surrogate.
    for (const query of ['search=%ED%A0%80', `search=${String.fromCharCode(0xd800)}`, 'search=%C0%80']) {
      const res = await s.call(admin, 'GET', `/api/licenses/?${query}`);
      expect({ query, status: res.status }).toEqual({ query, status: 200 });
      expect(((await res.json()) as { count: number }).count).toBe(0);
    }
  });

  it('a 401 comes before the 400: an unauthenticated request learns nothing about its query', async () => {
    const res = await s.call(undefined, 'GET', '/api/licenses/?search=%00');
    expect(res.status).toBe(401);
  });
});

describe('CONTRACT §9: U+0000 and lone surrogates in a body answer 400, never 500', () => {
  it('NUL: POST /api/settings/proprietors/ {"name":"a\\u0000b"} answers 400 on name and stores nothing', async () => {
    const res = await s.call(admin, 'POST', '/api/settings/proprietors/', { name: `a${NUL}b` });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ name: refused });
    const list = await s.call(admin, 'GET', '/api/proprietors/?search=a');
    const names = ((await list.json()) as { results: { name: string }[] }).results.map((p) => p.name);
    expect(names.some((name) => name.includes(NUL))).toBe(false);
  });

  it('NUL: a string field of every write operation answers 400 on that field, not 500', async () => {
    // The upload endpoints take multipart bodies, not JSON: their tests refuse a JSON body (sca-upload.test.ts).
    const writes = routes.filter(
      ({ method, path }) => ['POST', 'PUT', 'PATCH'].includes(method) && !isUpload(method, concrete(path)),
    );
    expect(writes.length).toBeGreaterThanOrEqual(25);
    for (const { method, path, op } of writes) {
      const props = op.requestBody?.content['application/json']?.schema.properties ?? {};
      // Operations without a body schema still take a JSON body; the rule holds for any string in it.
      const field = Object.keys(props).find((name) => props[name]?.type === 'string') ?? 'note';
      const res = await s.call(admin, method, concrete(path), { [field]: `x${NUL}` });
      expect({ method, path, status: res.status, body: await res.json() }).toEqual({
        method,
        path,
        status: 400,
        body: { [field]: refused },
      });
    }
  });

  it('lone surrogate: a JSON escape "\\ud800" (or "\\udc00") answers 400; a whole pair (an emoji) is fine', async () => {
    for (const sent of ['\\ud800', '\\udc00', 'a\\ud83d']) {
      const res = await s.call(admin, 'POST', '/api/settings/proprietors/', `{"name": "${sent}"}`);
      expect({ sent, status: res.status, body: await res.json() }).toEqual({
        sent,
        status: 400,
        body: { name: refused },
      });
    }
    const emoji = await s.call(admin, 'POST', '/api/settings/proprietors/', '{"name": "Acme \\ud83d\\ude00"}');
    expect(emoji.status).toBe(201);
    expect(((await emoji.json()) as { name: string }).name).toBe('Acme \u{1F600}');
  });

  it('nested fields nest and array items go by index, as the other 400s do', async () => {
    const res = await s.call(admin, 'POST', '/api/policies/', {
      name: 'ok',
      conditions: { cvss3_score: `7${NUL}`, other: 'fine' },
      tags: ['fine', `b${NUL}`, { deep: [`c${NUL}`] }],
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      conditions: { cvss3_score: refused },
      tags: { 1: refused, 2: { deep: { 0: refused } } },
    });
  });

  it('keys count too: a key holding NUL is non_field_errors of the object that holds it', async () => {
    const top = await s.call(admin, 'POST', '/api/settings/proprietors/', `{"name": "x", "a\\u0000": 1}`);
    expect(top.status).toBe(400);
    expect(await top.json()).toEqual({ non_field_errors: refused });
    const nested = await s.call(admin, 'POST', '/api/policies/', { name: 'x', conditions: { [`k${NUL}`]: 'v' } });
    expect(nested.status).toBe(400);
    expect(await nested.json()).toEqual({ conditions: { non_field_errors: refused } });
  });

  it('a body that is only a string with NUL is non_field_errors', async () => {
    const res = await s.call(admin, 'POST', '/api/settings/proprietors/', JSON.stringify(NUL));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: refused });
  });

  it('a body nested 300 000 deep with NUL at the bottom answers 400, not 500 (no stack overflow)', async () => {
    const depth = 300_000;
    const body = `{"name": ${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`;
    const res = await s.call(admin, 'POST', '/api/settings/proprietors/', body);
    expect(res.status).toBe(400);
    let node = (await res.json()) as Record<string, unknown>;
    let levels = 0;
    while (!Array.isArray(node)) {
      node = Object.values(node)[0] as Record<string, unknown>;
      levels++;
    }
    expect(node).toEqual(refused);
    expect(levels).toBe(32);
  });
});

describe('badTextErrors', () => {
  it('finds nothing in clean values of every JSON type', () => {
    expect(badTextErrors({ a: 'text', b: [1, true, null, { c: 'é \u{1F600}' }] })).toBeUndefined();
  });

  it('reports at most 100 strings, so a body full of NULs gets a bounded answer', () => {
    const errors = badTextErrors({ items: Array.from({ length: 5000 }, () => NUL) });
    expect(Object.keys(errors?.items as object)).toHaveLength(100);
  });
});
