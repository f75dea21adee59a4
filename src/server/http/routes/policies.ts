import { createRoute, z } from '@hono/zod-openapi';
import { DEFAULT_OPERATOR, OPERATORS_BY_TYPE } from '../../../contract/condition-tree';
import { CONDITIONS } from '../../../contract/conditions';
import {
  ConditionDefinitionSchema,
  LEVELS,
  PolicyInputSchema,
  PolicyPatchSchema,
  PolicyPreviewSchema,
  PolicySchema,
} from '../../../contract/policies';
import { STAGES } from '../../../contract/stages';
import type { Queryable } from '../../db/database';
import { deletePolicy, insertPolicy, policies, updatePolicy } from '../../db/repositories/policies';
import { previewPolicy } from '../../policies/preview';
import { patchBase, policyNameTaken, validatePolicy } from '../../policies/validate-policy';
import { auditRecord } from '../audit';
import { deleteRoute, deleteWith, oneRoute } from '../record-routes';
import { createRouter, type Handler, TOKEN_SECURITY } from '../context';
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
import { NotFound } from '../../errors';
import { patched } from '../../validation/patch';

const meta = { tags: ['policies'], security: TOKEN_SECURITY };

const ListQuery = z.object({
  ...listParams,
  level: z.enum(LEVELS, { error: 'Select a valid choice.' }).optional(),
  stage: z.enum(STAGES, { error: 'Select a valid choice.' }).optional(),
  is_active: booleanParam,
  is_blocks_build: booleanParam,
  project: idFilter.openapi({
    description: 'Policies that apply to this project (their projects list is empty or holds it)',
  }),
});

async function load(db: Queryable, id: number) {
  const policy = await policies.get(db, id);
  if (!policy) throw new NotFound();
  return policy;
}

/** `<name> (copy)`, or `<name> (copy 2)`, `(copy 3)`… when that is taken: names are unique (CONTRACT §13). */
async function copyName(db: Queryable, name: string): Promise<string> {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ' (copy)' : ` (copy ${n})`;
    const candidate = `${name.slice(0, 255 - suffix.length)}${suffix}`;
    if (!(await policyNameTaken(db, candidate))) return candidate;
  }
}

/** The stored policy as write fields, the base a PATCH is merged onto. */
const writeFields = ({ id: _i, created_at: _c, updated_at: _u, ...fields }: z.infer<typeof PolicySchema>) => fields;

/** CONTRACT §12: each catalog key with the operators its value type allows and the one a flat condition means. */
const CATALOG = CONDITIONS.map((condition) => ({
  ...condition,
  operators: [...OPERATORS_BY_TYPE[condition.value_type]],
  default_operator: DEFAULT_OPERATOR[condition.value_type],
}));

/** PUT replaces every write field (absent optional ones take their defaults); PATCH changes some. */
const updateRoute = (method: 'put' | 'patch') =>
  createRoute({
    ...meta,
    method,
    path: '/api/policies/{id}/',
    summary:
      method === 'put'
        ? 'Replace every write field of a policy (absent optional fields take their defaults)'
        : 'Change some fields of a policy',
    request: { params: idParam, ...documentedBody(method === 'put' ? PolicyInputSchema : PolicyPatchSchema) },
    responses: { 200: jsonContent(PolicySchema, 'The policy'), ...errorResponses(400, 401, 403, 404) },
  });

const update: Handler<ReturnType<typeof updateRoute>> = async (c) => {
  const { db } = c.var.deps;
  const { id } = c.req.valid('param');
  const body = await rawJson(c);
  await db.transaction(async (tx) => {
    const before = await load(tx, id);
    const input = c.req.method === 'PATCH' ? patched(patchBase(writeFields(before), body), body) : body;
    await updatePolicy(tx, id, await validatePolicy(tx, input, { id }));
    await auditRecord(tx, c, 'policy', 'update', id, before, await load(tx, id));
  });
  return c.json(await load(db, id), 200);
};

// Bodies are judged by validatePolicy (the contract schema and the database in one step), which
// reports every wrong field at once; the route schemas document them.

export const policyRoutes = createRouter()
  .openapi(
    createRoute({
      ...meta,
      method: 'get',
      path: '/api/policies/conditions/',
      summary: 'The catalog of condition keys, with the operators each allows',
      responses: {
        200: jsonContent(z.array(ConditionDefinitionSchema), 'Every condition key'),
        ...errorResponses(401),
      },
    }),
    (c) => c.json(CATALOG, 200),
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'post',
      path: '/api/policies/preview/',
      summary: 'What a policy would match over the current portfolio; nothing is saved',
      request: documentedBody(PolicyInputSchema),
      responses: {
        200: jsonContent(PolicyPreviewSchema, 'The matches, per project, and a sample'),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      const policy = await validatePolicy(db, await rawJson(c));
      return c.json(await previewPolicy(db, policy, now()), 200);
    },
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'get',
      path: '/api/policies/',
      summary: 'List policies',
      request: { query: ListQuery },
      responses: { 200: listContent(PolicySchema, 'A page of policies'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const { level, stage, is_active, is_blocks_build, project } = c.req.valid('query');
      return listPage(c, policies, { level, stage, is_active, is_blocks_build, project });
    },
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'post',
      path: '/api/policies/',
      summary: 'Create a policy',
      request: documentedBody(PolicyInputSchema),
      responses: { 201: jsonContent(PolicySchema, 'The new policy'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const input = await rawJson(c);
      const id = await db.transaction(async (tx) => {
        const id = await insertPolicy(tx, await validatePolicy(tx, input, {}));
        await auditRecord(tx, c, 'policy', 'create', id, null, await load(tx, id));
        return id;
      });
      return c.json(await load(db, id), 201);
    },
  )
  .openapi(oneRoute('policies', '/api/policies/{id}/', 'One policy', PolicySchema, 'The policy'), async (c) =>
    c.json(await load(c.var.deps.db, c.req.valid('param').id), 200),
  )
  .openapi(updateRoute('put'), update)
  .openapi(updateRoute('patch'), update)
  .openapi(
    deleteRoute('policies', '/api/policies/{id}/', 'Delete a policy (its past alerts keep policy_name)'),
    deleteWith('policy', policies.get, deletePolicy),
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'post',
      path: '/api/policies/{id}/copy/',
      summary: 'Copy a policy as "<name> (copy)"',
      request: { params: idParam },
      responses: { 201: jsonContent(PolicySchema, 'The copy'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const id = await db.transaction(async (tx) => {
        const {
          conditions: _c,
          conditions_connector: _cc,
          ...original
        } = writeFields(await load(tx, c.req.valid('param').id));
        const name = await copyName(tx, original.name);
        const copy = await insertPolicy(tx, await validatePolicy(tx, { ...original, name }, {}));
        await auditRecord(tx, c, 'policy', 'create', copy, null, await load(tx, copy));
        return copy;
      });
      return c.json(await load(db, id), 201);
    },
  );
