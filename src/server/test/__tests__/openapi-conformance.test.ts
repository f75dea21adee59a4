import { OpenAPIHono } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { registerErrorComponents } from '../../http/openapi-errors';
import { conformanceTo, type Document } from '../openapi-conformance';

// The real §3 components, and a few operations written the way the generator writes them (OpenAPI 3.0).
const registry = new OpenAPIHono();
registerErrorComponents(registry.openAPIRegistry);
const { components } = registry.getOpenAPIDocument({ openapi: '3.0.3', info: { title: 't', version: '1' } });
const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const Thing = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 0, exclusiveMinimum: true },
    note: { type: 'string', nullable: true },
    kind: { type: 'string', enum: ['a', 'b'], nullable: true },
  },
  required: ['id', 'note'],
};
const document = {
  paths: {
    '/api/things/': {
      get: {
        responses: {
          200: json(Thing),
          400: { $ref: '#/components/responses/InvalidInput' },
          401: { $ref: '#/components/responses/NotAuthenticated' },
        },
      },
    },
    '/api/things/{id}/': {
      get: { responses: { 200: json(Thing), 404: { $ref: '#/components/responses/NotFound' } } },
      delete: { responses: { 202: { description: 'Queued' }, 204: { description: 'Deleted' } } },
    },
    '/api/things/export/': {
      post: { responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: { type: 'string' } } } } } },
    },
  },
  components,
} as Document;
const check = conformanceTo(JSON.stringify(document));

const answer = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers:
      body === undefined || typeof body === 'string' ? headers : { 'Content-Type': 'application/json', ...headers },
  });

describe('responses checked against the OpenAPI document', () => {
  it('accepts a declared status whose body fits, nullable fields null or not', async () => {
    await check('GET', '/api/things/', answer(200, { id: 1, note: null, kind: null }));
    await check('GET', '/api/things/7/', answer(200, { id: 7, note: 'x', kind: 'a' }));
    await check('DELETE', '/api/things/7/', answer(204));
  });

  it('fails an undeclared status, naming method, path, status and the body', async () => {
    await expect(
      check('GET', '/api/things/?page=9', answer(500, { detail: 'Internal server error.' })),
    ).rejects.toThrow(/GET \/api\/things\/ answered 500: status 500 is not declared[\s\S]*Internal server error/);
  });

  it('fails a body that does not fit, with ajv saying where', async () => {
    await expect(check('GET', '/api/things/', answer(200, { id: 0, note: null }))).rejects.toThrow(/\/id must be > 0/);
    await expect(check('GET', '/api/things/', answer(200, { id: 1, note: 3 }))).rejects.toThrow(/\/note must be/);
    await expect(check('GET', '/api/things/', answer(200, { id: 1, note: null, kind: 'c' }))).rejects.toThrow(
      /\/kind must be equal to one of the allowed values/,
    );
  });

  it('takes field errors nested to any depth, but not a bare string or an empty object', async () => {
    await check('GET', '/api/things/', answer(400, { stages: { 0: ['Bad.'], 1: { name: ['Required.'] } } }));
    await expect(check('GET', '/api/things/', answer(400, { name: 'Bad.' }))).rejects.toThrow(/does not match/);
    await expect(check('GET', '/api/things/', answer(400, {}))).rejects.toThrow(/does not match/);
    await expect(check('GET', '/api/things/', answer(400, { detail: 'JSON parse error - x' }))).rejects.toThrow(
      /does not match/,
    );
  });

  it('fails a missing required header and a body where none is declared', async () => {
    await expect(check('GET', '/api/things/', answer(401, { detail: 'Invalid token.' }))).rejects.toThrow(
      /header WWW-Authenticate is missing/,
    );
    await check('GET', '/api/things/', answer(401, { detail: 'Invalid token.' }, { 'WWW-Authenticate': 'Token' }));
    await expect(check('DELETE', '/api/things/7/', answer(202, 'queued'))).rejects.toThrow(/a body where/);
  });

  it('checks other media types for status and type only', async () => {
    await check('POST', '/api/things/export/', answer(200, 'id,name\n', { 'Content-Type': 'text/csv' }));
    await expect(
      check('POST', '/api/things/export/', answer(200, '<p>', { 'Content-Type': 'text/html' })),
    ).rejects.toThrow(/Content-Type "text\/html" is not declared/);
  });

  it('matches a literal path before a template, and the template for what the literal lacks', async () => {
    await expect(check('GET', '/api/things/export/', answer(200, 'x', { 'Content-Type': 'text/csv' }))).rejects.toThrow(
      /not declared/,
    );
    await check('GET', '/api/things/export/', answer(404, { detail: 'Not found.' }));
  });

  it('lets an unknown path answer only 404, an unknown method only 405 with Allow, besides the common checks', async () => {
    await check('GET', '/api/nothing/', answer(404, { detail: 'Not found.' }));
    await expect(check('GET', '/api/nothing/', answer(200, { detail: 'x' }))).rejects.toThrow(/only 404/);
    await expect(check('PUT', '/api/things/', answer(405, { detail: 'Method "PUT" not allowed.' }))).rejects.toThrow(
      /405 without an Allow header/,
    );
    await check('PUT', '/api/things/', answer(405, { detail: 'Method "PUT" not allowed.' }, { Allow: 'GET' }));
    await check('PUT', '/api/things/', answer(403, { detail: 'You do not have permission to perform this action.' }));
    await expect(check('PUT', '/api/things/', answer(403, { error: 'no' }))).rejects.toThrow(/does not match/);
  });

  it('leaves the public documents and the console alone', async () => {
    await check('GET', '/api/openapi.json', answer(200, { openapi: '3.0.3' }));
    await check('GET', '/policies/', answer(200, '<html>', { 'Content-Type': 'text/html' }));
  });
});
