import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { pageOf } from '../../contract/pagination';
import { canExist } from '../db/repositories/existing-ids';
import { type ErrorResponseName, errorResponseRef } from './openapi-errors';

const BY_STATUS = {
  400: 'InvalidInput',
  401: 'NotAuthenticated',
  403: 'PermissionDenied',
  404: 'NotFound',
  409: 'Conflict',
} as const satisfies Record<number, ErrorResponseName>;

/**
 * Error responses a route declares, as references to the shared CONTRACT §3 responses. The statuses
 * every operation of its kind can answer are added to the document by completeDocument anyway; a
 * route needs this only for what that rule cannot know (a 409).
 */
export function errorResponses(...statuses: (keyof typeof BY_STATUS)[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseRef(BY_STATUS[status])]));
}

/** Query parameters every collection accepts (CONTRACT §4), for the OpenAPI document. */
export const listParams = {
  page: z.string().optional().openapi({ description: '1-based page number', example: '1' }),
  per_page: z.string().optional().openapi({ description: 'Page size (default 20, at most ARGUS_API_MAX_PAGE_SIZE)' }),
  search: z.string().optional().openapi({ description: 'Case-insensitive substring on name-like fields' }),
  ordering: z.string().optional().openapi({ description: 'Comma-separated fields, `-` for descending' }),
  format: z
    .enum(['json', 'csv'], { error: 'Select a valid choice: json or csv.' })
    .optional()
    .openapi({ description: '`csv`: every row matching the filters as a CSV file instead of a page (CONTRACT §13)' }),
};

/**
 * A collection's 200: a page of `schema` as JSON, or with `?format=csv` the whole filtered list as
 * CSV (a header row of the record's field names, then one line per record).
 */
export const listContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description: `${description}; with \`format=csv\`, every matching record as CSV`,
  headers: {
    'Content-Disposition': {
      description: 'With `format=csv`: `attachment; filename="<collection>.csv"`',
      schema: { type: 'string' as const },
    },
  },
  content: {
    'application/json': { schema: pageOf(schema) },
    'text/csv': { schema: z.string().openapi({ description: 'RFC 4180 CSV, header row first' }) },
  },
});

/** `true`/`false` query filters, as DRF's BooleanFilter reads them. */
export const booleanParam = z
  .enum(['true', 'false', 'True', 'False', '1', '0'], { error: 'Must be true or false.' })
  .transform((v) => v === 'true' || v === 'True' || v === '1')
  .optional();

/** A path id no row can have (beyond `integer`) is not found, as in DRF; it never reaches SQL. */
export const idParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'A valid integer is required.')
    .transform(Number)
    .refine(canExist, 'A valid integer is required.')
    .openapi({ param: { name: 'id', in: 'path' }, example: '1' }),
});

/**
 * A positive integer id in a query filter (`?project=3`). One beyond `integer` matches no row, as
 * Django answers it: it becomes 0, which no row has, rather than reaching SQL as an error.
 */
export const idFilter = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'Must be a positive whole number.')
  .transform((text) => (canExist(Number(text)) ? Number(text) : 0))
  .optional();

/** A JSON response (or request) body for the OpenAPI document. */
export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A required JSON request body, validated against `schema` before the handler runs. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

/**
 * A required JSON body that the document describes by `schema` but the route does not check: the
 * handler passes the body to a validator that runs the same schema and the database checks in one
 * step, so a 400 names every wrong field at once (a route-level check would answer the schema's
 * errors alone and stop). The OpenAPI schema is generated exactly as for a validated body.
 */
export const documentedBody = (schema: z.ZodType) => ({
  body: { required: true, content: { 'application/json': { schema: openApiSchemaOf(schema) } } },
});

function openApiSchemaOf(schema: z.ZodType) {
  const scratch = new OpenAPIHono();
  scratch.openAPIRegistry.registerPath(
    createRoute({ method: 'post', path: '/', request: jsonBody(schema), responses: {} }),
  );
  const document = scratch.getOpenAPIDocument({ openapi: '3.0.3', info: { title: '', version: '' } });
  const generated = document.paths['/']?.post?.requestBody;
  if (!generated || '$ref' in generated || Object.keys(document.components?.schemas ?? {}).length)
    throw new Error('A documented body must be a schema without named parts');
  return generated.content['application/json']!.schema!;
}

/**
 * The request body as sent, for handlers of a documentedBody (the JSON already parsed once in
 * parseJsonBody, so this cannot fail on syntax; an empty body reads as `{}`: every field missing).
 */
export const rawJson = (c: { req: { json: () => Promise<unknown> } }) => c.req.json().catch(() => ({}));
