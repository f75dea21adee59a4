import { z } from '@hono/zod-openapi';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: field errors in DRF shape',
  401: 'Missing or invalid token',
  403: 'The role may not do this',
  404: 'Not found (or, for lists, Invalid page.)',
  409: 'Conflicts with the current state',
};

const Detail = z.object({ detail: z.string() });
// The contract's FieldErrors schema is recursive, which the OpenAPI generator cannot walk; documented one level deep.
const FieldErrors = z
  .record(z.string(), z.array(z.string()))
  .openapi({
    description: 'Field name → messages; nested objects nest the same way',
    example: { name: ['This field is required.'] },
  });

/** The error responses a route documents, in CONTRACT §3 shapes. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: DESCRIPTIONS[status] ?? 'Error',
        content: { 'application/json': { schema: status === 400 ? FieldErrors : Detail } },
      },
    ]),
  );
}

/** Query parameters every collection accepts (CONTRACT §4), for the OpenAPI document. */
export const listParams = {
  page: z.string().optional().openapi({ description: '1-based page number', example: '1' }),
  per_page: z.string().optional().openapi({ description: 'Page size (default 20, at most ARGUS_API_MAX_PAGE_SIZE)' }),
  search: z.string().optional().openapi({ description: 'Case-insensitive substring on name-like fields' }),
  ordering: z.string().optional().openapi({ description: 'Comma-separated fields, `-` for descending' }),
};

/** `true`/`false` query filters, as DRF's BooleanFilter reads them. */
export const booleanParam = z
  .enum(['true', 'false', 'True', 'False', '1', '0'], { error: 'Must be true or false.' })
  .transform((v) => v === 'true' || v === 'True' || v === '1')
  .optional();

export const idParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'A valid integer is required.')
    .transform(Number)
    .openapi({ param: { name: 'id', in: 'path' }, example: '1' }),
});

/** A positive integer id in a query filter (`?project=3`). */
export const idFilter = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'Must be a positive whole number.')
  .transform(Number)
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
 * The request body as sent, for handlers whose validator also checks the database and reports every
 * wrong field at once (the JSON already parsed once in parseJsonBody, so this cannot fail on syntax).
 */
export const rawJson = (c: { req: { json: () => Promise<unknown> } }) => c.req.json().catch(() => ({}));
