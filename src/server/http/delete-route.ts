import { createRoute, type RouteHandler } from '@hono/zod-openapi';
import type { Queryable } from '../db/database';
import { NotFound } from '../errors';
import { type AppEnv, TOKEN_SECURITY } from './context';
import { errorResponses, idParam } from './openapi';

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

/** The handler of a deleteRoute: `remove` answers whether there was a record to delete. */
export const deleteWith =
  (remove: (db: Queryable, id: number) => Promise<boolean>): RouteHandler<ReturnType<typeof deleteRoute>, AppEnv> =>
  async (c) => {
    if (!(await remove(c.var.deps.db, c.req.valid('param').id))) throw new NotFound();
    return c.body(null, 204);
  };
