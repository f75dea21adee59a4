import { createRoute } from '@hono/zod-openapi';
import { AuthorActivitySchema, AuthorSchema } from '../../../contract/catalog';
import { authorActivity, authors } from '../../db/repositories/authors';
import { found } from '../../errors';
import { TOKEN_SECURITY } from '../context';
import { errorResponses, idFilter, idParam, jsonContent } from '../openapi';
import { readOnlyRoutes } from './read-only';

/** CONTRACT §15 authors, and (beyond it) an author's activity by month and by project for their page. */
export const authorRoutes = readOnlyRoutes('/api/authors/', AuthorSchema, authors, { project: idFilter }).openapi(
  createRoute({
    method: 'get',
    path: '/api/authors/{id}/activity/',
    tags: ['authors'],
    summary: "An author's commits by month and figures per project",
    security: TOKEN_SECURITY,
    request: { params: idParam },
    responses: { 200: jsonContent(AuthorActivitySchema, 'The activity'), ...errorResponses(401, 404) },
  }),
  async (c) => c.json(found(await authorActivity(c.var.deps.db, c.req.valid('param').id)), 200),
);
