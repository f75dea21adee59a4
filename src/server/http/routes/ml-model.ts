import { createRoute } from '@hono/zod-openapi';
import { type MlModel, MlModelSchema, RunListSchema, RunConflictSchema } from '../../../contract/runs';
import type { Queryable } from '../../db/database';
import { acceptCandidate, mlModelState, useBaseModel } from '../../db/repositories/ml-model';
import { enqueueEvent } from '../../delivery/outbox';
import { startRun } from '../../runs/start';
import { type AuditActor, recordAudit } from '../../audit/record';
import { auditRun } from '../../audit/runs';
import { actorOf } from '../audit';
import { createRouter, TOKEN_SECURITY } from '../context';
import { errorResponses, jsonContent } from '../openapi';
import { Conflict } from '../../errors';

const meta = { tags: ['secrets'], security: TOKEN_SECURITY };

async function model(db: Queryable) {
  const row = await mlModelState(db);
  return MlModelSchema.parse({
    ...row,
    training_status: row?.training_status ?? 'none',
    base: null,
    candidate: null,
    user: null,
  });
}

/** The one ML model has no id: its rows are named by what changed in it. */
const auditModel = (tx: Queryable, actor: AuditActor, action: 'accept' | 'purge', before: MlModel, after: MlModel) =>
  recordAudit(tx, actor, {
    action,
    objectType: 'ml_model',
    objectId: null,
    objectRepr: 'secrets ML model',
    before,
    after,
  });

export const mlModelRoutes = createRouter()
  .openapi(
    createRoute({
      ...meta,
      method: 'get',
      path: '/api/secrets/ml_model/',
      summary: 'The secrets ML model in use and its training state',
      responses: { 200: jsonContent(MlModelSchema, 'The model'), ...errorResponses(401) },
    }),
    async (c) => c.json(await model(c.var.deps.db), 200),
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'post',
      path: '/api/secrets/ml_model/train/',
      summary: 'Train a user model on this installation (a secrets_ml_training run)',
      responses: {
        202: jsonContent(RunListSchema, 'The queued run'),
        409: jsonContent(RunConflictSchema, 'Training is already active'),
        ...errorResponses(401, 403),
      },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      const run = await db.transaction(async (tx) => {
        const run = await startRun(tx, 'secrets_ml_training', {}, now());
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
      path: '/api/secrets/ml_model/accept/',
      summary: 'Use the trained candidate from now on',
      responses: { 200: jsonContent(MlModelSchema, 'The model'), ...errorResponses(401, 403, 409) },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      await db.transaction(async (tx) => {
        const before = await model(tx);
        if (!(await acceptCandidate(tx))) throw new Conflict('There is no trained candidate to accept.');
        await enqueueEvent(tx, 'ml_model_user_secrets_accepted', {}, now());
        await auditModel(tx, actorOf(c), 'accept', before, await model(tx));
      });
      return c.json(await model(db), 200);
    },
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'post',
      path: '/api/secrets/ml_model/purge/',
      summary: 'Drop the user model and any candidate; the base model is used again',
      responses: { 200: jsonContent(MlModelSchema, 'The model'), ...errorResponses(401, 403) },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      await db.transaction(async (tx) => {
        const before = await model(tx);
        await useBaseModel(tx);
        await enqueueEvent(tx, 'ml_model_user_secrets_purged', {}, now());
        await auditModel(tx, actorOf(c), 'purge', before, await model(tx));
      });
      return c.json(await model(db), 200);
    },
  );
