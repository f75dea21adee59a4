import type { OpenAPIHono } from '@hono/zod-openapi';
import { ERROR_STATUS, type ErrorResponseName, errorResponseRef } from './openapi-errors';

export type OpenApiDocument = ReturnType<OpenAPIHono['getOpenAPIDocument']>;
type Operation = NonNullable<OpenApiDocument['paths'][string]['get']>;
type Method = (typeof METHODS)[number];

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** The methods whose body the service reads (parseJsonBody): a bad one is 400, 413 or 415. */
const READS_BODY = new Set<Method>(['post', 'put', 'patch']);
/** drf-spectacular's action words, so ids read like the platform's: `policiesList`, `policiesPartialUpdate`. */
const ACTIONS: Record<Exclude<Method, 'get'>, string> = {
  post: 'Create',
  put: 'Update',
  patch: 'PartialUpdate',
  delete: 'Destroy',
};

const isCollection = (operation: Operation) =>
  (operation.parameters ?? []).some((p) => 'name' in p && p.in === 'query' && p.name === 'page');

/**
 * The error responses an operation can answer whatever its route says, because the middleware and
 * the validators answer them, or the HTTP server itself (CONTRACT §2–§4, §9). Derived here, once, so no route can forget one.
 */
function standardErrors(method: Method, path: string, operation: Operation): ErrorResponseName[] {
  const names: ErrorResponseName[] = [];
  // A NUL in any query parameter is a field error everywhere; a body that is not JSON only where one is read.
  names.push(READS_BODY.has(method) ? 'InvalidInputOrBody' : 'InvalidInput');
  if (operation.security?.length) {
    names.push('NotAuthenticated', 'Throttled');
    if (method !== 'get') names.push('PermissionDenied');
  }
  // The HTTP server cuts off any request that is too slow to arrive (ARGUS_*_TIMEOUT_SECONDS).
  names.push('RequestTimeout');
  if (method !== 'get') names.push('PayloadTooLarge');
  if (READS_BODY.has(method)) names.push('UnsupportedMediaType');
  if (path.includes('{') || isCollection(operation)) names.push('NotFound');
  names.push('ServerError');
  return names;
}

/** `GET /api/settings/webhooks/{id}/deliveries/` → `settingsWebhooksDeliveriesList`: path words + DRF's action. */
function operationIdFor(method: Method, path: string, operation: Operation): string {
  const words = path
    .split('/')
    .filter((segment) => segment && segment !== 'api' && !segment.startsWith('{'))
    .flatMap((segment) => segment.split('_'));
  const action = method === 'get' ? (isCollection(operation) ? 'List' : 'Retrieve') : ACTIONS[method];
  return [...words, action]
    .map((word, i) => (i === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
}

/**
 * The generated document made to tell the whole truth: every operation gets an `operationId` and
 * the §3 error responses it can answer (a route's own 400/401/403/404 give way to the shared ones,
 * other statuses it declares, such as 409, stay).
 */
/**
 * A nullable union comes out of the generator as `anyOf: [A, B, {nullable: true}]`, and a schema that
 * says nullable without a type is not OpenAPI 3.0. The same meaning, valid: each typed member nullable.
 */
function typeNullableUnions(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  const members = schema.anyOf;
  if (Array.isArray(members)) {
    const bare = (m: unknown) => JSON.stringify(m) === '{"nullable":true}';
    if (members.some(bare)) {
      schema.anyOf = members.filter((m) => !bare(m)).map((m) => ('type' in m ? { ...m, nullable: true } : m));
    }
  }
  for (const value of Object.values(schema)) typeNullableUnions(value);
}

export function completeDocument(document: OpenApiDocument): OpenApiDocument {
  typeNullableUnions(document.paths);
  const ids = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.operationId ??= operationIdFor(method, path, operation);
      if (ids.has(operation.operationId)) throw new Error(`Two operations have the id ${operation.operationId}`);
      ids.add(operation.operationId);
      for (const name of standardErrors(method, path, operation)) {
        operation.responses[ERROR_STATUS[name]] = errorResponseRef(name);
      }
    }
  }
  return document;
}
