import { createRoute, type RouteHandler, z } from '@hono/zod-openapi';
import {
  PROJECT_TYPES,
  ProjectDetailSchema,
  ProjectInputSchema,
  ProjectPatchSchema,
  ProjectSchema,
} from '../../../contract/projects';
import { STAGES } from '../../../contract/stages';
import {
  deleteProject,
  getProject,
  insertProject,
  exportProjects,
  listProjects,
  projectColumns,
  PROJECT_ORDERING,
  updateProject,
} from '../../db/repositories/projects';
import { validateProject } from '../../projects/validate-project';
import { repositoryRules, sealRepoAuth } from '../../projects/repo-auth';
import { auditRecord } from '../audit';
import { deleteRoute, deleteWith } from '../record-routes';
import { type AppEnv, createRouter, TOKEN_SECURITY } from '../context';
import {
  booleanParam,
  errorResponses,
  idFilter,
  idParam,
  documentedBody,
  jsonContent,
  listContent,
  listParams,
  rawJson,
} from '../openapi';
import { listPage } from '../pagination';
import { found, NotFound } from '../../errors';
import { patched } from '../../validation/patch';

const ListQuery = z.object({
  ...listParams,
  type: z.enum(PROJECT_TYPES, { error: 'Select a valid choice.' }).optional(),
  stage: z.enum(STAGES, { error: 'Select a valid choice.' }).optional(),
  is_active: booleanParam,
  proprietor: idFilter,
});

const write = { tags: ['projects'], security: TOKEN_SECURITY };

// Bodies are judged by validateProject: the contract schema and the whole record's rules (the type
// rule, unique name, existing proprietor) in one step, so a 400 names every wrong field; the route
// schemas document them.

/** PUT replaces the write fields, PATCH lays its fields over the stored ones; both judge the whole record. */
const updateRoute = (method: 'put' | 'patch') =>
  createRoute({
    ...write,
    method,
    path: '/api/settings/projects/{id}/',
    summary: method === 'put' ? 'Replace a project (its type cannot change)' : 'Change some fields of a project',
    request: { params: idParam, ...documentedBody(method === 'put' ? ProjectInputSchema : ProjectPatchSchema) },
    responses: { 200: jsonContent(ProjectDetailSchema, 'The project'), ...errorResponses(400, 401, 403, 404) },
  });

const update: RouteHandler<ReturnType<typeof updateRoute>, AppEnv> = async (c) => {
  const { db, config, secrets } = c.var.deps;
  const id = c.req.valid('param').id;
  const body = await rawJson(c);
  await db.transaction(async (tx) => {
    const existing = found(await getProject(tx, id));
    const { type, name, repo_url, repo_ref_name, stage, proprietor, is_active } = existing;
    const stored = { type, name, repo_url, repo_ref_name, stage, proprietor, is_active };
    const input = c.req.method === 'PATCH' ? patched(stored, body) : body;
    const valid = await validateProject(tx, input, existing, repositoryRules(config));
    const auth = sealRepoAuth(secrets, valid.repoAuth);
    await updateProject(tx, id, valid.row, auth);
    const after = found(await getProject(tx, id));
    await auditRecord(tx, c, 'project', 'update', id, existing, after, auth === undefined ? [] : ['repo_auth']);
  });
  return c.json((await getProject(db, id))!, 200);
};

export const projectRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/projects/',
      tags: ['projects'],
      summary: 'List projects',
      security: TOKEN_SECURITY,
      request: { query: ListQuery },
      responses: { 200: listContent(ProjectSchema, 'A page of projects'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const { type, stage, is_active, proprietor } = c.req.valid('query');
      const model = {
        ordering: PROJECT_ORDERING,
        defaultOrdering: 'name',
        list: listProjects,
        exportRows: exportProjects,
        columns: projectColumns,
      };
      return listPage(c, model, { type, stage, is_active, proprietor });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/projects/{id}/',
      tags: ['projects'],
      summary: 'One project with its policy and alert counts',
      security: TOKEN_SECURITY,
      request: { params: idParam },
      responses: { 200: jsonContent(ProjectDetailSchema, 'The project'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const project = await getProject(c.var.deps.db, c.req.valid('param').id);
      if (!project) throw new NotFound();
      return c.json(project, 200);
    },
  )
  .openapi(
    createRoute({
      ...write,
      method: 'post',
      path: '/api/settings/projects/',
      summary: 'Create a project',
      request: documentedBody(ProjectInputSchema),
      responses: { 201: jsonContent(ProjectDetailSchema, 'The new project'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const { db, config, secrets } = c.var.deps;
      const input = await rawJson(c);
      const id = await db.transaction(async (tx) => {
        const valid = await validateProject(tx, input, undefined, repositoryRules(config));
        const auth = sealRepoAuth(secrets, valid.repoAuth);
        const id = await insertProject(tx, valid.row, auth);
        await auditRecord(
          tx,
          c,
          'project',
          'create',
          id,
          null,
          found(await getProject(tx, id)),
          auth ? ['repo_auth'] : [],
        );
        return id;
      });
      return c.json((await getProject(db, id))!, 201);
    },
  )
  .openapi(updateRoute('put'), update)
  .openapi(updateRoute('patch'), update)
  .openapi(
    deleteRoute('projects', '/api/settings/projects/{id}/', 'Delete a project with its dependency links and alerts'),
    deleteWith('project', getProject, deleteProject),
  );
