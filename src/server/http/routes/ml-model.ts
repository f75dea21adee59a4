import { createRoute } from '@hono/zod-openapi';
import { MlModelSchema, RunListSchema, RunConflictSchema } from '../../../contract/runs';
import type { Queryable } from '../../db/database';
import { acceptCandidate, mlModelState, useBaseModel } from '../../db/repositories/ml-model';
import { enqueueEvent } from '../../delivery/outbox';
import { startRun } from '../../runs/start';
import { createRouter, TOKEN_SECURITY } from '../context';
import { errorResponses, jsonContent } from '../openapi';
import { Conflict } from '../../errors';

const meta = { tags: ['secrets'], security: TOKEN_SECURITY };

async function model(db: Queryable) {
  const row = await mlModelState(db);
  return MlModelSchema.parse({ ...row, training_status: row?.training_status ?? 'none' });
}

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
      const run = await db.transaction((tx) => startRun(tx, 'secrets_ml_training', {}, now()));
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
        if (!(await acceptCandidate(tx))) throw new Conflict('There is no trained candidate to accept.');
        await enqueueEvent(tx, 'ml_model_user_secrets_accepted', {}, now());
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
        await useBaseModel(tx);
        await enqueueEvent(tx, 'ml_model_user_secrets_purged', {}, now());
      });
      return c.json(await model(db), 200);
    },
  );
