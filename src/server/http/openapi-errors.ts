import type { OpenAPIHono } from '@hono/zod-openapi';

/**
 * CONTRACT §3 as OpenAPI components: one recursive `FieldErrors` schema, one `Detail` schema, and a
 * named response per error status. zod cannot describe the recursion to the generator, so these are
 * written out by hand and registered once; operations only reference them.
 */

const schema = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const response = (name: ErrorResponseName) => ({ $ref: `#/components/responses/${name}` });

const FieldErrors = {
  type: 'object' as const,
  description:
    'DRF field errors: field name → messages. A nested object nests the same way, a list item under its index ' +
    '("0", "1", …); errors about the whole record are under `non_field_errors`.',
  minProperties: 1,
  additionalProperties: {
    oneOf: [{ type: 'array' as const, items: { type: 'string' as const }, minItems: 1 }, schema('FieldErrors')],
  },
  example: { name: ['This field is required.'], conditions: { cvss3_score: ['Must be a number from 0 to 10.'] } },
};

const Detail = {
  type: 'object' as const,
  properties: { detail: { type: 'string' as const } },
  required: ['detail'],
  additionalProperties: false,
  example: { detail: 'Not found.' },
};

const json = (body: object) => ({ 'application/json': { schema: body } });
const header = (description: string) => ({ description, required: true, schema: { type: 'string' as const } });

const RESPONSES = {
  InvalidInput: {
    description: 'Invalid input: DRF field errors naming each wrong field or query parameter',
    content: json(schema('FieldErrors')),
  },
  InvalidInputOrBody: {
    description:
      'Invalid input: DRF field errors, or `{"detail": "JSON parse error - …"}` when the body is not valid JSON',
    content: json({ oneOf: [schema('FieldErrors'), schema('Detail')] }),
  },
  NotAuthenticated: {
    description: 'No token, or an unknown one',
    headers: { 'WWW-Authenticate': header('`Token`') },
    content: json(schema('Detail')),
  },
  PermissionDenied: { description: 'The role may not do this', content: json(schema('Detail')) },
  NotFound: { description: 'No such record, or (for a list) `Invalid page.`', content: json(schema('Detail')) },
  Conflict: { description: 'Conflicts with the current state', content: json(schema('Detail')) },
  RequestTimeout: {
    description:
      'The request was cut off: its headers did not arrive within ARGUS_HEADERS_TIMEOUT_SECONDS, or the whole ' +
      'request within ARGUS_REQUEST_TIMEOUT_SECONDS; the connection is closed',
    content: json(schema('Detail')),
  },
  PayloadTooLarge: { description: 'The body is over 1 MiB', content: json(schema('Detail')) },
  UnsupportedMediaType: { description: 'The body is not `application/json`', content: json(schema('Detail')) },
  Throttled: {
    description: 'Too many failed authentications from this address',
    headers: { 'Retry-After': header('Seconds until requests are accepted again') },
    content: json(schema('Detail')),
  },
  ServerError: { description: '`{"detail": "Internal server error."}`, nothing more', content: json(schema('Detail')) },
};

export type ErrorResponseName = keyof typeof RESPONSES;

/** The status each named response answers with (409 is the only one a route has to ask for). */
export const ERROR_STATUS: Record<ErrorResponseName, number> = {
  InvalidInput: 400,
  InvalidInputOrBody: 400,
  NotAuthenticated: 401,
  PermissionDenied: 403,
  NotFound: 404,
  Conflict: 409,
  RequestTimeout: 408,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  Throttled: 429,
  ServerError: 500,
};

export const errorResponseRef = response;

export function registerErrorComponents(registry: OpenAPIHono['openAPIRegistry']) {
  registry.registerComponent('schemas', 'FieldErrors', FieldErrors);
  registry.registerComponent('schemas', 'Detail', Detail);
  for (const [name, body] of Object.entries(RESPONSES)) registry.registerComponent('responses', name, body);
}
