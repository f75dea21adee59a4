import { createRoute, type RouteHandler, z } from '@hono/zod-openapi';
import type { Queryable } from '../db/database';
import type { AUDITED_FIELDS } from '../audit/record';
import { NotFound } from '../errors';
import { auditRecord } from './audit';
import { type AppEnv, TOKEN_SECURITY } from './context';
import { errorResponses, idParam, jsonContent, listContent, listParams } from './openapi';

/** The routes every section declares alike: a page of records, one record, deleting one. */

/** `GET {path}`: a page of records (CONTRACT §4) with the section's own `filters`. */
export const listRoute = <S extends z.ZodType, F extends z.ZodRawShape>(
  tag: string,
  path: string,
  summary: string,
  schema: S,
  description: string,
  filters: F,
) =>
  createRoute({
    tags: [tag],
    security: TOKEN_SECURITY,
    method: 'get',
    path,
    summary,
    request: { query: z.object({ ...listParams, ...filters }) },
    responses: { 200: listContent(schema, description), ...errorResponses(400, 401, 404) },
  });

/** `GET {path}` of one record (the path ends in `{id}/`). */
export const oneRoute = <S extends z.ZodType>(
  tag: string,
  path: string,
  summary: string,
  schema: S,
  description: string,
) =>
  createRoute({
    tags: [tag],
    security: TOKEN_SECURITY,
    method: 'get',
    path,
    summary,
    request: { params: idParam },
    responses: { 200: jsonContent(schema, description), ...errorResponses(401, 404) },
  });

/** `DELETE {path}` of one record (the path ends in `{id}/`): 204, or 404 when no record had the id. */
export const deleteRoute = (tag: string, path: string, summary: string) =>
  createRoute({
    tags: [tag],
    security: TOKEN_SECURITY,
    method: 'delete',
    path,
    summary,
    request: { params: idParam },
    responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
  });

/**
 * The handler of a deleteRoute: the record is read, deleted and the deletion audited in one
 * transaction (`remove` answers whether there was a record to delete).
 */
export const deleteWith =
  <R extends Record<string, unknown>>(
    objectType: keyof typeof AUDITED_FIELDS,
    read: (db: Queryable, id: number) => Promise<R | undefined>,
    remove: (db: Queryable, id: number) => Promise<boolean>,
  ): RouteHandler<ReturnType<typeof deleteRoute>, AppEnv> =>
  async (c) => {
    const { id } = c.req.valid('param');
    await c.var.deps.db.transaction(async (tx) => {
      const before = await read(tx, id);
      if (!before || !(await remove(tx, id))) throw new NotFound();
      await auditRecord(tx, c, objectType, 'delete', id, before, null);
    });
    return c.body(null, 204);
  };
