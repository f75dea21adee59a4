import { createRoute, z } from '@hono/zod-openapi';
import {
  SECRET_STATUSES,
  SecretBulkResultSchema,
  SecretBulkSchema,
  SecretContextSchema,
  SecretCountsSchema,
  SecretFindingDetailSchema,
  SecretFindingSchema,
} from '../../../contract/secrets';
import { auditSecretStatus } from '../../audit/secrets';
import {
  countSecretsByStatus,
  findingsNear,
  secretFindingDetail,
  secretFindings,
  secretsCommitOf,
  setFindingsStatus,
} from '../../db/repositories/secret-findings';
import { found, NotFound, ValidationFailed } from '../../errors';
import { workspaceDir } from '../../runs/plan';
import { findingContext, type Mask, masksOf, ruleMasks } from '../../secret-findings/context';
import { actorOf } from '../audit';
import { unknownIds } from '../../validation/unknown-ids';
import { createRouter, TOKEN_SECURITY } from '../context';
import { errorResponses, idFilter, idParam, jsonBody, jsonContent } from '../openapi';
import { listPage } from '../pagination';
import { listRoute, oneRoute } from '../record-routes';

const meta = { tags: ['secrets'], security: TOKEN_SECURITY };

/** `probability_gte=0.8`: a number from 0 to 1. */
const probabilityParam = z
  .string()
  .regex(/^\s*(?:0(?:\.\d+)?|1(?:\.0+)?|\.\d+)\s*$/, 'Must be a number from 0 to 1.')
  .transform(Number)
  .optional();

const FILTERS = {
  project: idFilter,
  status: z.enum(SECRET_STATUSES, { error: 'Select a valid choice.' }).optional(),
  rule: z.string().max(200, 'At most 200 characters.').optional(),
  probability_gte: probabilityParam,
};

export const secretRoutes = createRouter()
  .openapi(
    listRoute(
      'secrets',
      '/api/secrets/findings/',
      'Secrets found in projects, the most probably real first (CONTRACT §18); search reads file, rule and description',
      SecretFindingSchema,
      'A page of findings',
      FILTERS,
    ),
    async (c) => {
      const { page: _p, per_page: _pp, search: _s, ordering: _o, format: _f, ...filters } = c.req.valid('query');
      return listPage(c, secretFindings, filters);
    },
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'get',
      path: '/api/secrets/findings/counts/',
      summary: 'Findings by status, of one project or of every project',
      request: { query: z.object({ project: idFilter }) },
      responses: { 200: jsonContent(SecretCountsSchema, 'The count per status'), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await countSecretsByStatus(c.var.deps.db, c.req.valid('query').project), 200),
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'post',
      path: '/api/secrets/findings/bulk/',
      summary:
        'Mark findings new, true positive, false positive or fixed, with a reason (administrators and security managers)',
      request: jsonBody(SecretBulkSchema),
      responses: {
        200: jsonContent(SecretBulkResultSchema, 'How many findings changed'),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      const body = c.req.valid('json');
      const actor = actorOf(c);
      const at = now();
      const reason = body.reason?.trim() || null;
      const changed = await db.transaction(async (tx) => {
        const unknown = await unknownIds(tx, 'secret_findings', body.ids);
        if (unknown.length) throw new ValidationFailed({ ids: unknown });
        const before = await setFindingsStatus(tx, body.ids, { status: body.status, reason }, { ...actor, at });
        for (const finding of before) {
          await auditSecretStatus(tx, actor, finding, finding, { status: body.status, status_reason: reason });
        }
        return before.length;
      });
      return c.json({ updated: changed }, 200);
    },
  )
  .openapi(
    oneRoute(
      'secrets',
      '/api/secrets/findings/{id}/',
      'One finding with its newest sightings (at most 100)',
      SecretFindingDetailSchema,
      'The finding',
    ),
    async (c) => c.json(found(await secretFindingDetail(c.var.deps.db, c.req.valid('param').id)), 200),
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'get',
      path: '/api/secrets/findings/{id}/context/',
      summary: "The lines around a finding in the project's workspace, every known secret in them masked",
      request: { params: idParam },
      responses: {
        200: jsonContent(SecretContextSchema, 'The lines, or why they are not available'),
        ...errorResponses(401, 404),
      },
    }),
    async (c) => {
      const { db, config } = c.var.deps;
      const finding = await secretFindingDetail(db, c.req.valid('param').id);
      if (!finding) throw new NotFound();
      const treeCommit = await secretsCommitOf(db, finding.project_id);
      const commit = finding.commit ?? treeCommit;
      const others = async (lines: string[], from: number): Promise<Mask[]> => {
        const matched = await ruleMasks(
          lines,
          from,
          { file: finding.file, commit: commit! },
          config.analysis.secretsRulesFile,
        );
        const near = await findingsNear(db, finding, {
          commit: commit!,
          treeCommit,
          from,
          to: from + lines.length - 1,
        });
        const stored = near.flatMap((other) =>
          other.start_column === null || other.end_column === null
            ? [{ line: other.start_line, from: 1, to: Number.MAX_SAFE_INTEGER, text: other.masked }]
            : masksOf({ ...other, file: finding.file, start_column: other.start_column, end_column: other.end_column }),
        );
        return [...stored, ...matched];
      };
      const dir = workspaceDir(config.analysis, finding.project_id);
      return c.json(await findingContext(dir, commit, finding, others), 200);
    },
  );
