import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';

type Operation = { operationId?: string; responses: Record<string, { $ref?: string }> };
type Document = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
};

let s: TestService;
let text: string;
let document: Document;
beforeAll(async () => {
  s = await startTestService();
  text = await (await s.request('/api/openapi.json')).text();
  document = JSON.parse(text) as Document;
});
afterAll(() => s.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
  );
const operation = (method: string, path: string): Operation => {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`the document has no ${method.toUpperCase()} ${path}`);
  return found;
};
const statuses = (method: string, path: string) => Object.keys(operation(method, path).responses);

describe('the OpenAPI document', () => {
  it('documents the licenses list: its category filter and the exact SPDX id first in a search (issue 17)', () => {
    type Parameter = { name: string; in: string; description?: string; schema?: { enum?: string[] } };
    const parameters = (operation('get', '/api/licenses/') as Operation & { parameters: Parameter[] }).parameters;
    const byName = Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p]));
    expect(byName.category?.schema?.enum).toEqual([
      'permissive',
      'weak_copyleft',
      'strong_copyleft',
      'network_copyleft',
      'public_domain',
      'proprietary',
      'unknown',
    ]);
    expect(byName.category?.description).toBe('Only licenses of this category');
    expect(byName.search?.description).toMatch(/SPDX id is the search text comes first/);
    expect(parameters.filter((p) => p.name === 'search')).toHaveLength(1);
  });

  it('is a valid OpenAPI 3.0 document with a server', async () => {
    const result = await new Validator().validate(JSON.parse(text) as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('has no schema that says nullable without a type (OpenAPI 3.0 needs both)', () => {
    const found: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      if (record.nullable === true && !('type' in record)) found.push(at);
      for (const [key, value] of Object.entries(record)) walk(value, `${at}/${key}`);
    };
    walk(document, '#');
    expect(found).toEqual([]);
  });

  it('names every operation: camelCase, unique, from path and action', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operation('get', '/api/policies/').operationId).toBe('policiesList');
    expect(operation('post', '/api/policies/').operationId).toBe('policiesCreate');
    expect(operation('patch', '/api/policies/{id}/').operationId).toBe('policiesPartialUpdate');
    expect(operation('post', '/api/settings/webhooks/test/').operationId).toBe('settingsWebhooksTestCreate');
    expect(operation('get', '/api/settings/webhooks/{id}/deliveries/').operationId).toBe(
      'settingsWebhooksDeliveriesList',
    );
  });

  it('declares on every operation what every request can meet: 400, 401, 429, 500', () => {
    for (const { method, path } of operations()) {
      expect({ method, path, statuses: statuses(method, path) }).toEqual({
        method,
        path,
        statuses: expect.arrayContaining(['400', '401', '429', '500']),
      });
    }
  });

  it('declares 408 on every operation, with the §3 detail shape (the server cuts off slow clients; issue 29)', () => {
    for (const { method, path, operation } of operations()) {
      expect({ method, path, timeout: operation.responses['408'] }).toEqual({
        method,
        path,
        timeout: { $ref: '#/components/responses/RequestTimeout' },
      });
    }
    expect(document.components.responses.RequestTimeout).toMatchObject({
      description: expect.stringMatching(/ARGUS_HEADERS_TIMEOUT_SECONDS.*ARGUS_REQUEST_TIMEOUT_SECONDS/),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Detail' } } },
    });
  });

  it('declares 403 and 413 on writes, 415 and the JSON parse error where a body is read, 404 on records and lists', () => {
    expect(statuses('post', '/api/policies/')).toEqual(['201', '400', '401', '403', '408', '413', '415', '429', '500']);
    expect(statuses('delete', '/api/policies/{id}/')).toEqual([
      '204',
      '400',
      '401',
      '403',
      '404',
      '408',
      '413',
      '429',
      '500',
    ]);
    expect(statuses('get', '/api/licenses/')).toEqual(['200', '400', '401', '404', '408', '429', '500']);
    expect(statuses('get', '/api/profile/')).toEqual(['200', '400', '401', '408', '429', '500']);
    expect(statuses('post', '/api/analyses/runs/{id}/cancel/')).toContain('409');
    const body400 = operation('post', '/api/policies/').responses['400'];
    const query400 = operation('get', '/api/licenses/').responses['400'];
    expect(body400).toEqual({ $ref: '#/components/responses/InvalidInputOrBody' });
    expect(query400).toEqual({ $ref: '#/components/responses/InvalidInput' });
  });

  it('describes field errors as one recursive schema, and 400 as field errors or a parse error', () => {
    const FieldErrors = document.components.schemas.FieldErrors as { additionalProperties: { oneOf: unknown[] } };
    expect(FieldErrors.additionalProperties.oneOf).toContainEqual({ $ref: '#/components/schemas/FieldErrors' });
    expect(document.components.responses.InvalidInputOrBody).toMatchObject({
      content: {
        'application/json': {
          schema: { oneOf: [{ $ref: '#/components/schemas/FieldErrors' }, { $ref: '#/components/schemas/Detail' }] },
        },
      },
    });
  });
});
