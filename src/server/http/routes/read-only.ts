import { createRoute, z } from '@hono/zod-openapi';
import type { ZodObject, ZodType } from 'zod';
import type { Queryable } from '../../db/database';
import { createRouter, TOKEN_SECURITY } from '../context';
import { errorResponses, idParam, listContent, listParams } from '../openapi';
import { type ListModel, listPage } from '../pagination';
import { NotFound } from '../../errors';

type Model<Row, F> = ListModel<Row, F> & { get: (db: Queryable, id: number) => Promise<Row | undefined> };

/**
 * A read-only section: `GET {path}` (page, search, ordering, filters) and `GET {path}{id}/`.
 * `filters` is a zod object of query parameters; its parsed values go to the model as they are.
 */
export function readOnlyRoutes<Row, F extends object>(options: {
  path: string;
  tag: string;
  noun: string;
  schema: ZodType<Row>;
  filters: ZodObject;
  model: Model<Row, F>;
}) {
  const { path, tag, noun, schema, model } = options;
  const query = z.object({ ...listParams, ...options.filters.shape });
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path,
        tags: [tag],
        summary: `List ${noun}s`,
        security: TOKEN_SECURITY,
        request: { query },
        responses: {
          200: listContent(schema, `A page of ${noun}s`),
          ...errorResponses(400, 401, 404),
        },
      }),
      async (c) => {
        const {
          page: _p,
          per_page: _pp,
          search: _s,
          ordering: _o,
          format: _f,
          ...filters
        } = c.req.valid('query') as Record<string, unknown>;
        return listPage(c, model, filters as F);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: `${path}{id}/`,
        tags: [tag],
        summary: `One ${noun}`,
        security: TOKEN_SECURITY,
        request: { params: idParam },
        responses: {
          200: { description: `The ${noun}`, content: { 'application/json': { schema } } },
          ...errorResponses(401, 404),
        },
      }),
      async (c) => {
        const row = await model.get(c.var.deps.db, c.req.valid('param').id);
        if (!row) throw new NotFound();
        return c.json(row as object, 200);
      },
    );
}
