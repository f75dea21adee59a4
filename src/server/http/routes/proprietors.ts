import { createRoute, type RouteHandler } from '@hono/zod-openapi';
import { ProprietorInputSchema, ProprietorSchema } from '../../../contract/catalog';
import type { Queryable } from '../../db/database';
import {
  deleteProprietor,
  insertProprietor,
  proprietorById,
  proprietorNameTaken,
  renameProprietor,
} from '../../db/repositories/proprietors';
import { auditRecord } from '../audit';
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
  const { name } = c.req.valid('json');
  const renamed = await db.transaction(async (tx) => {
    const before = await proprietorById(tx, id);
    if (!before) throw new NotFound();
    const after = (await renameProprietor(tx, id, await uniqueName(tx, name, id)))!;
    await auditRecord(tx, c, 'proprietor', 'update', id, before, after);
    return after;
  });
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
      const { name } = c.req.valid('json');
      const created = await db.transaction(async (tx) => {
        const proprietor = await insertProprietor(tx, await uniqueName(tx, name));
        await auditRecord(tx, c, 'proprietor', 'create', proprietor.id, null, proprietor);
        return proprietor;
      });
      return c.json(created, 201);
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
    deleteWith('proprietor', proprietorById, deleteProprietor),
  );
