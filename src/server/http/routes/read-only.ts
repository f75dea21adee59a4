import { createRoute, z } from '@hono/zod-openapi';
import type { ZodRawShape, ZodType } from 'zod';
import type { Queryable } from '../../db/database';
import { createRouter, TOKEN_SECURITY } from '../context';
import { errorResponses, idParam, listContent, listParams } from '../openapi';
import { type ListModel, listPage } from '../pagination';
import { NotFound } from '../../errors';

type Model<Row, F> = ListModel<Row, F> & { get: (db: Queryable, id: number) => Promise<Row | undefined> };

/** A detail that says more than the list's rows (`/api/vulnerabilities/{id}/`). */
type Detail = { schema: ZodType; get: (db: Queryable, id: number) => Promise<unknown> };

/**
 * A read-only section at `path` (`/api/container_images/`): `GET {path}` (page, search, ordering,
 * filters) and `GET {path}{id}/`, each row as `schema` says, from `model`. `filters` are the list's
 * query parameters besides paging, search and ordering; their parsed values go to the model as they
 * are; `detail` answers `GET {path}{id}/` when it says more than a list row. The OpenAPI tag and nouns come from the path's last word ("container images", "container image":
 * the sections' plurals are regular).
 */
export function readOnlyRoutes<Row, F extends object>(
  path: string,
  schema: ZodType<Row>,
  model: Model<Row, F>,
  filters: ZodRawShape = {},
  detail: Detail = { schema, get: model.get },
) {
  const tag = path.split('/').filter(Boolean).at(-1)!.replaceAll('_', ' ');
  const noun = tag.replace(/ies$/, 'y').replace(/s$/, '');
  const query = z.object({ ...listParams, ...filters });
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path,
        tags: [tag],
        summary: `List ${tag}`,
        security: TOKEN_SECURITY,
        request: { query },
        responses: {
          200: listContent(schema, `A page of ${tag}`),
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
          200: { description: `The ${noun}`, content: { 'application/json': { schema: detail.schema } } },
          ...errorResponses(401, 404),
        },
      }),
      async (c) => {
        const row = await detail.get(c.var.deps.db, c.req.valid('param').id);
        if (!row) throw new NotFound();
        return c.json(row as object, 200);
      },
    );
}
