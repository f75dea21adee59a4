import { createRoute, z } from '@hono/zod-openapi';
import {
  RUN_KINDS,
  RUN_STATUSES,
  RunConflictSchema,
  RunListSchema,
  RunSchema,
  type RunKind,
} from '../../../contract/runs';
import type { Queryable } from '../../db/database';
import { containerImageExists } from '../../db/repositories/catalog';
import { activeProjectIds, projectType } from '../../db/repositories/projects';
import { runs } from '../../db/repositories/runs';
import { cancelRun, startRun } from '../../runs/start';
import { auditRun } from '../../audit/runs';
import { actorOf } from '../audit';
import { listRoute, oneRoute } from '../record-routes';
import { createRouter, TOKEN_SECURITY } from '../context';
import { errorResponses, idFilter, idParam, jsonContent } from '../openapi';
import { listPage } from '../pagination';
import { Conflict, NotFound, ValidationFailed } from '../../errors';

const meta = { tags: ['analyses'], security: TOKEN_SECURITY };
const started = {
  202: jsonContent(RunListSchema, 'The queued runs'),
  409: jsonContent(RunConflictSchema, 'A run of this kind is already active'),
};

async function load(db: Queryable, id: number) {
  const run = await runs.get(db, id);
  if (!run) throw new NotFound();
  return run;
}

async function project(db: Queryable, id: number) {
  const row = await projectType(db, id);
  if (!row) throw new NotFound();
  return row;
}

const PROJECT_KINDS: Record<string, RunKind> = {
  sca: 'project_sca',
  clones: 'clones',
  authors: 'authors',
  secrets: 'project_secrets',
};

export const runRoutes = createRouter()
  .openapi(
    listRoute('analyses', '/api/analyses/runs/', 'Runs of every kind, newest first', RunSchema, 'A page of runs', {
      kind: z.enum(RUN_KINDS, { error: 'Select a valid choice.' }).optional(),
      status: z.enum(RUN_STATUSES, { error: 'Select a valid choice.' }).optional(),
      project: idFilter,
      container_image: idFilter,
    }),
    async (c) => {
      const { kind, status, project: projectId, container_image } = c.req.valid('query');
      return listPage(c, runs, { kind, status, project: projectId, container_image });
    },
  )
  .openapi(oneRoute('analyses', '/api/analyses/runs/{id}/', 'One run', RunSchema, 'The run'), async (c) =>
    c.json(await load(c.var.deps.db, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'post',
      path: '/api/analyses/runs/{id}/cancel/',
      summary: 'Cancel a queued or running run',
      request: { params: idParam },
      responses: { 200: jsonContent(RunSchema, 'The cancelled run'), ...errorResponses(401, 403, 404, 409) },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      const run = await db.transaction(async (tx) => {
        const before = await load(tx, c.req.valid('param').id);
        const cancelled = await cancelRun(tx, before, now());
        await auditRun(tx, actorOf(c), 'cancel', cancelled, before);
        return cancelled;
      });
      return c.json(run, 200);
    },
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'post',
      path: '/api/analyses/overall_sca/start/',
      summary: 'One project SCA run per active project (projects with one already active are skipped)',
      responses: { 202: jsonContent(RunListSchema, 'The queued runs'), ...errorResponses(401, 403) },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      const queued = await db.transaction(async (tx) => {
        const out = [];
        for (const id of await activeProjectIds(tx)) {
          try {
            const run = await startRun(tx, 'project_sca', { project_id: id }, now());
            await auditRun(tx, actorOf(c), 'start', run);
            out.push(run);
          } catch (error) {
            if (!(error instanceof Conflict)) throw error;
          }
        }
        return out;
      });
      return c.json(queued, 202);
    },
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'post',
      path: '/api/analyses/projects/{id}/{analysis}/start/',
      summary: 'Start an SCA, clones, authors or secrets analysis of a project',
      request: {
        params: idParam.extend({
          analysis: z
            .enum(['sca', 'clones', 'authors', 'secrets'])
            .openapi({ param: { name: 'analysis', in: 'path' } }),
        }),
      },
      responses: { ...started, ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      const { id, analysis } = c.req.valid('param');
      const run = await db.transaction(async (tx) => {
        await project(tx, id);
        const run = await startRun(tx, PROJECT_KINDS[analysis]!, { project_id: id }, now());
        await auditRun(tx, actorOf(c), 'start', run);
        return run;
      });
      return c.json([run], 202);
    },
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'post',
      path: '/api/analyses/container_images/{id}/sca/start/',
      summary: 'Start an SCA of a container image',
      request: { params: idParam },
      responses: { ...started, ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      const { id } = c.req.valid('param');
      const run = await db.transaction(async (tx) => {
        if (!(await containerImageExists(tx, id))) throw new NotFound();
        const run = await startRun(tx, 'container_image_sca', { container_image_id: id }, now());
        await auditRun(tx, actorOf(c), 'start', run);
        return run;
      });
      return c.json([run], 202);
    },
  )
  .openapi(
    createRoute({
      ...meta,
      tags: ['projects'],
      method: 'post',
      path: '/api/settings/projects/{id}/clone/',
      summary: "Clone a VCS project's repository",
      request: { params: idParam },
      responses: { ...started, ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      const { id } = c.req.valid('param');
      const run = await db.transaction(async (tx) => {
        if ((await project(tx, id)).type !== 'vcs') {
          throw new ValidationFailed({ non_field_errors: ['Only a VCS project has a repository to clone.'] });
        }
        const run = await startRun(tx, 'repository_cloning', { project_id: id }, now());
        await auditRun(tx, actorOf(c), 'start', run);
        return run;
      });
      return c.json([run], 202);
    },
  );
