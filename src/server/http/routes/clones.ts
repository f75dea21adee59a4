import { createRoute, z } from '@hono/zod-openapi';
import {
  CLONE_LEVELS,
  type CloneFragments,
  CloneFragmentsSchema,
  CloneSchema,
  ClonesOverviewSchema,
} from '../../../contract/clones';
import { translateMessage } from '../../../contract/messages';
import { readFragment } from '../../analysis/clones/read-fragment';
import { cloneSides, clones, clonesOverview, type StoredSide } from '../../db/repositories/clones';
import { NotFound } from '../../errors';
import { workspaceDir } from '../../runs/plan';
import { createRouter, TOKEN_SECURITY } from '../context';
import { negotiateLanguage } from '../middleware/language';
import { booleanParam, errorResponses, idFilter, idParam, jsonContent, listContent, listParams } from '../openapi';
import { listPage } from '../pagination';

const meta = { tags: ['clones'], security: TOKEN_SECURITY };

/** CONTRACT §19 filters: `a` is in `project`; `other_project` is `b`'s; `cross` keeps clones between two projects. */
const query = z.object({
  ...listParams,
  project: idFilter,
  level: z.enum(CLONE_LEVELS, { error: 'Select a valid choice.' }).optional(),
  other_project: idFilter,
  cross: booleanParam,
});

/** CONTRACT §19: clones, their fragments side by side, and the overview across projects. */
export const cloneRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/clones/overview/',
      ...meta,
      summary: 'The projects with the most duplicated code and the pairs of projects that share the most',
      responses: { 200: jsonContent(ClonesOverviewSchema, 'The overview'), ...errorResponses(401) },
    }),
    async (c) => c.json(await clonesOverview(c.var.deps.db), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/clones/',
      ...meta,
      summary: 'List clones',
      request: { query },
      responses: { 200: listContent(CloneSchema, 'A page of clones'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const { project, level, other_project, cross } = c.req.valid('query');
      return listPage(c, clones, { project, level, other_project, cross });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/clones/{id}/',
      ...meta,
      summary: 'One clone',
      request: { params: idParam },
      responses: { 200: jsonContent(CloneSchema, 'The clone'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const clone = await clones.get(c.var.deps.db, c.req.valid('param').id);
      if (!clone) throw new NotFound();
      return c.json(clone, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/clones/{id}/fragments/',
      ...meta,
      summary: "Both sides' code, read from the projects' workspaces at the commits they were analysed at",
      request: { params: idParam },
      responses: { 200: jsonContent(CloneFragmentsSchema, 'The fragments'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const sides = await cloneSides(c.var.deps.db, c.req.valid('param').id);
      if (!sides) throw new NotFound();
      const language = negotiateLanguage(c.req.header('accept-language'));
      const read = async (side: StoredSide): Promise<CloneFragments['a']> => {
        const workspace = workspaceDir(c.var.deps.config.analysis, side.project_id);
        const fragment = await readFragment(workspace, side.tree_commit, side.file, side.start_line, side.end_line);
        return fragment.available
          ? { available: true, reason: null, lines: fragment.lines }
          : { available: false, reason: translateMessage(fragment.reason, language), lines: [] };
      };
      const [a, b] = await Promise.all([read(sides.a), read(sides.b)]);
      c.header('Vary', 'Accept-Language');
      return c.json({ a, b }, 200);
    },
  );
