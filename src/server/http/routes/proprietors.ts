import { createRoute, type RouteHandler } from '@hono/zod-openapi';
import { ProprietorInputSchema, ProprietorSchema } from '../../../contract/catalog';
import type { Queryable } from '../../db/database';
import {
  deleteProprietor,
  insertProprietor,
  proprietorNameTaken,
  renameProprietor,
} from '../../db/repositories/proprietors';
import { deleteRoute, deleteWith } from '../record-routes';
import { type AppEnv, createRouter, TOKEN_SECURITY } from '../context';
import { errorResponses, idParam, jsonBody, jsonContent } from '../openapi';
import { NotFound, ValidationFailed } from '../../errors';

const json = (description: string) => jsonContent(ProprietorSchema, description);
const body = jsonBody(ProprietorInputSchema);
const meta = { tags: ['proprietors'], security: TOKEN_SECURITY };

async function uniqueName(db: Queryable, name: string, exceptId?: number): Promise<string> {
  if (await proprietorNameTaken(db, name, exceptId))
    throw new ValidationFailed({ name: ['A proprietor with this name already exists.'] });
  return name;
}

/** PUT and PATCH are the same here: the name is the only field. */
const renameRoute = (method: 'put' | 'patch') =>
  createRoute({
    ...meta,
    method,
    path: '/api/settings/proprietors/{id}/',
    summary: 'Rename a proprietor',
    request: { params: idParam, ...body },
    responses: { 200: json('The proprietor'), ...errorResponses(400, 401, 403, 404) },
  });

const rename: RouteHandler<ReturnType<typeof renameRoute>, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const { id } = c.req.valid('param');
  const renamed = await renameProprietor(db, id, await uniqueName(db, c.req.valid('json').name, id));
  if (!renamed) throw new NotFound();
  return c.json(renamed, 200);
};

/** Writes under the `settings >` rule; reads are the read-only section `/api/proprietors/`. */
export const proprietorWriteRoutes = createRouter()
  .openapi(
    createRoute({
      ...meta,
      method: 'post',
      path: '/api/settings/proprietors/',
      summary: 'Create a proprietor',
      request: body,
      responses: { 201: json('The new proprietor'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const name = await uniqueName(db, c.req.valid('json').name);
      return c.json(await insertProprietor(db, name), 201);
    },
  )
  .openapi(renameRoute('put'), rename)
  .openapi(renameRoute('patch'), rename)
  .openapi(
    deleteRoute(
      'proprietors',
      '/api/settings/proprietors/{id}/',
      'Delete a proprietor (its projects keep no proprietor)',
    ),
    deleteWith(deleteProprietor),
  );
