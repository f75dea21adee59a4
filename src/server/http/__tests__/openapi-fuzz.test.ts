import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdsForbidden, junkId, mutatedBody, mutatedQuery, type SentBody } from '../../test/fuzz-inputs';
import { startTestService, type TestService } from '../../test/harness';

type Schema = { properties?: Record<string, unknown>; required?: string[] };
type Operation = {
  operationId: string;
  parameters?: { name: string; in: string; schema?: { enum?: string[] } }[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
};
type Document = { paths: Record<string, Record<string, Operation>> };
type Json = Record<string, unknown>;

/**
 * Generated from the service's own OpenAPI document: mutated bodies for every write that takes one,
 * mutated queries for every collection, ids that name no record. Whatever comes in: no 5xx, every
 * 4xx in DRF's shape and as the document declares it (the harness checks each answer), and a 4xx
 * stores nothing. RUNS per property (a quarter for ids): about 2 300 requests, a minute or so on a
 * shared 2-core machine; ARGUS_FUZZ_RUNS raises them.
 */
const RUNS = Number(process.env.ARGUS_FUZZ_RUNS) || 1000;
/** Replays a failure: fast-check prints the seed it used; the same seed sends the same requests. */
const SETTINGS = {
  numRuns: RUNS,
  ...(process.env.ARGUS_FUZZ_SEED ? { seed: Number(process.env.ARGUS_FUZZ_SEED) } : {}),
};
const TIMEOUT_MS = Math.max(300_000, RUNS * 500);
/** Every table a write under /api may change; compared around each 4xx. */
const WRITTEN_TABLES = [
  'projects',
  'proprietors',
  'policies',
  'policy_projects',
  'policy_proprietors',
  'webhooks',
  'webhook_projects',
  'webhook_events',
  'policy_alerts',
  'runs',
];
/** A base body's name, made unique per request so a valid mutation can be created again and again. */
const FUZZ_NAME = 'fuzz record';
/** A policy of the tree form: its record carries both forms, and a write with both is refused (CONTRACT §12). */
const POLICY_BODY: Json = {
  name: FUZZ_NAME,
  stages: ['build'],
  level: 'warning',
  condition_tree: {
    combinator: 'or',
    rules: [
      { field: 'purl', operator: 'regex', value: '^pkg:npm/' },
      { combinator: 'and', rules: [{ field: 'cvss3_score', operator: 'gte', value: '7.0' }] },
    ],
  },
  block_delay_days: 7,
};
/**
 * Bodies the document cannot suggest: the ping target is refused by the SSRF guard, so nothing leaves;
 * a policy body has one form of conditions, not the record's two.
 */
const BASES: Record<string, Json> = {
  settingsWebhooksTestCreate: { url: 'http://127.0.0.1:9/argus', token: 'fuzz-token' },
  settingsWebhooksSendExampleCreate: { trigger: 'project_sca_analysis_started' },
  policyAlertsPartialUpdate: { status: 'ignored' },
  policiesCreate: POLICY_BODY,
  policiesUpdate: POLICY_BODY,
  policiesPartialUpdate: { condition_tree: POLICY_BODY.condition_tree },
  policiesPreviewCreate: POLICY_BODY,
};

let s: TestService;
let admin: string;
let document: Document;
let sent = 0;

const send = (method: string, path: string, body?: SentBody) => {
  sent += 1;
  if (!body) return s.call(admin, method, path);
  if ('raw' in body) return s.call(admin, method, path, body.raw, { 'Content-Type': body.contentType });
  const json = body.json as Json | null;
  const named =
    json && typeof json === 'object' && json.name === FUZZ_NAME ? { ...json, name: `${FUZZ_NAME} ${sent}` } : json;
  return s.call(admin, method, path, JSON.stringify(named));
};

const readJson = async (path: string) => (await (await send('GET', path)).json()) as Json;

/** Where a write path's records are read: `/api/settings/projects/{id}/` → `/api/projects/{id}/`. */
const readPath = (path: string) => [path, path.replace('/settings/', '/')].find((p) => document.paths[p]?.get);
const readCollection = (path: string) => readPath(path.includes('{') ? path.slice(0, path.indexOf('{')) : path);

/** The first record of the collection a path reads from, if it has any. */
async function firstRecord(path: string): Promise<Json | undefined> {
  const collection = readCollection(path);
  return collection ? ((await readJson(`${collection}?per_page=1`)).results as Json[])[0] : undefined;
}

/** A path with `{id}` filled by an existing record's id (1 when the collection is empty). */
async function existing(path: string): Promise<string> {
  return path.includes('{id}') ? path.replace('{id}', String((await firstRecord(path))?.id ?? 1)) : path;
}

/** A valid-looking body: the record as read (a POST takes its collection's first), cut to the write fields. */
async function baseBody(method: string, path: string, operationId: string, fields: string[]): Promise<Json> {
  const known = BASES[operationId];
  if (known) return known;
  const record = method === 'post' ? await firstRecord(path) : await readJson(await existing(readPath(path) ?? path));
  const base = Object.fromEntries(Object.entries(record ?? {}).filter(([key]) => fields.includes(key)));
  return 'name' in base && method === 'post' ? { ...base, name: FUZZ_NAME } : base;
}

async function fingerprint(): Promise<string> {
  const parts = WRITTEN_TABLES.map(
    (t) => `(SELECT count(*) || ':' || coalesce(md5(string_agg(x::text, ',' ORDER BY x::text)), '') FROM ${t} x)`,
  );
  const [row] = await s.db.query<{ f: string }>(`SELECT ${parts.join(` || '|' || `)} AS f`);
  return row?.f ?? '';
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFieldErrors = (value: unknown): boolean =>
  isObject(value) &&
  Object.keys(value).length > 0 &&
  Object.values(value).every((v) =>
    Array.isArray(v) ? v.length > 0 && v.every((m) => typeof m === 'string') : isFieldErrors(v),
  );
const isDetail = (value: unknown) =>
  isObject(value) && Object.keys(value).join() === 'detail' && typeof value.detail === 'string';

/** No 5xx; a 4xx is `{"detail": …}` or DRF field errors. */
async function expectClientAnswer(method: string, path: string, what: unknown, res: Response) {
  const text = await res.text();
  const shown = `${method} ${path} with ${JSON.stringify(what)?.slice(0, 400)}\n→ ${res.status} ${text.slice(0, 400)}`;
  expect(res.status, shown).toBeLessThan(500);
  if (res.status >= 400) expect(isDetail(JSON.parse(text)) || isFieldErrors(JSON.parse(text)), shown).toBe(true);
}

beforeAll(async () => {
  s = await startTestService({ WEBHOOK_TIMEOUT_SECONDS: '1' });
  admin = await s.tokenFor('administrator');
  document = (await readJson('/api/openapi.json')) as Document;
  // A webhook to aim the webhook routes at (the seed has none).
  const hook = await s.call(admin, 'POST', '/api/settings/webhooks/', {
    name: 'fuzz target',
    url: 'https://hooks.example.com/argus',
    events: ['project_sca_analysis_started'],
  });
  expect(hook.status).toBe(201);
});
afterAll(async () => {
  console.log(`openapi-fuzz: ${sent} requests sent`);
  await s?.close();
});

describe('fuzzing every operation of the OpenAPI document', () => {
  it(
    'answers mutated write bodies with a 2xx or a DRF-shaped 4xx that stores nothing',
    async () => {
      const writes = [];
      for (const [path, item] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(item)) {
          const schema = operation.requestBody?.content['application/json'].schema;
          if (!schema) continue;
          const filled = await existing(path);
          const fields = Object.keys(schema.properties ?? {});
          const base = await baseBody(method, path, operation.operationId, fields);
          const body = mutatedBody(base, fields, schema.required ?? []);
          writes.push(body.map((sent) => ({ method: method.toUpperCase(), path: filled, fields, sent })));
        }
      }
      expect(writes.length).toBeGreaterThanOrEqual(14);
      await fc.assert(
        fc.asyncProperty(fc.oneof(...writes), async ({ method, path, fields, sent: body }) => {
          const before = await fingerprint();
          const res = await send(method, path, body);
          await expectClientAnswer(method, path, body, res.clone());
          const values = 'json' in body && isObject(body.json) ? fields.map((f) => (body.json as Json)[f]) : [];
          if (values.some((v) => typeof v === 'string' && holdsForbidden(v))) {
            expect(res.status, `${method} ${path}: a field holds NUL or a lone surrogate (§9)`).toBeGreaterThanOrEqual(
              400,
            );
          }
          if (res.status >= 400)
            expect(await fingerprint(), `${method} ${path}: a ${res.status} stored something`).toBe(before);
        }),
        SETTINGS,
      );
    },
    TIMEOUT_MS,
  );

  it(
    'answers mutated collection queries with a page or a DRF-shaped 4xx',
    async () => {
      const lists = [];
      for (const [path, item] of Object.entries(document.paths)) {
        const names = (item.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        if (!names.includes('page')) continue;
        const filled = await existing(path);
        lists.push(mutatedQuery(names).map((query) => ({ path: `${filled}?${query}` })));
      }
      expect(lists.length).toBeGreaterThanOrEqual(13);
      await fc.assert(
        fc.asyncProperty(fc.oneof(...lists), async ({ path }) => {
          const res = await send('GET', path);
          await expectClientAnswer('GET', path, undefined, res);
          // Hono drops a parameter with an empty name before anything reads it: only named ones count.
          const params = [...new URLSearchParams(path.slice(path.indexOf('?')))];
          const values = params.filter(([name]) => name !== '').map(([, value]) => value);
          if (values.some(holdsForbidden)) {
            expect(res.status, `GET ${path}: a parameter holds NUL (§9)`).toBeGreaterThanOrEqual(400);
          }
        }),
        SETTINGS,
      );
    },
    TIMEOUT_MS,
  );

  it(
    'answers an {id} that names no record with a DRF-shaped 4xx that stores nothing, 404 for reads and deletes',
    async () => {
      const operations = Object.entries(document.paths).flatMap(([path, item]) =>
        Object.entries(item)
          .filter(() => path.includes('{id}'))
          .map(([method, operation]) => {
            // Other path parameters take their first allowed value: only the id is wrong.
            const fixed = (operation.parameters ?? []).reduce(
              (p, param) => (param.schema?.enum ? p.replace(`{${param.name}}`, param.schema.enum[0] ?? '') : p),
              path,
            );
            return junkId.map((id) => ({ method: method.toUpperCase(), path: fixed.replace('{id}', id) }));
          }),
      );
      expect(operations.length).toBeGreaterThanOrEqual(25);
      await fc.assert(
        fc.asyncProperty(fc.oneof(...operations), async ({ method, path }) => {
          const before = await fingerprint();
          const res = await send(method, path);
          await expectClientAnswer(method, path, undefined, res.clone());
          expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
          if (method === 'GET' || method === 'DELETE') expect(res.status, `${method} ${path}`).toBe(404);
          expect(await fingerprint(), `${method} ${path}: a ${res.status} stored something`).toBe(before);
        }),
        { ...SETTINGS, numRuns: Math.ceil(RUNS / 4) },
      );
    },
    TIMEOUT_MS,
  );
});
