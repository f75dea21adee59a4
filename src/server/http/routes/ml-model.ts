import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type MlModel, MlModelSchema, RunListSchema, RunConflictSchema } from '../../../contract/runs';
import type { Queryable } from '../../db/database';
import { acceptCandidate, useBaseModel } from '../../db/repositories/ml-model';
import { labelsCount } from '../../db/repositories/secret-findings';
import { enqueueEvent } from '../../delivery/outbox';
import { trainingNeeds } from '../../runs/plan';
import { mlModelView, rescoreFindings } from '../../runs/secret-models';
import { startRun } from '../../runs/start';
import { type AuditActor, recordAudit } from '../../audit/record';
import { auditRun } from '../../audit/runs';
import { actorOf } from '../audit';
import { type AppEnv, createRouter, TOKEN_SECURITY } from '../context';
import { errorResponses, jsonContent } from '../openapi';
import { Conflict, ValidationFailed } from '../../errors';

const meta = { tags: ['secrets'], security: TOKEN_SECURITY };

const minLabels = (c: Context<AppEnv>) => c.var.deps.config.analysis.secretsMinLabels;

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
    async (c) => c.json(await mlModelView(c.var.deps.db, minLabels(c)), 200),
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
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      const run = await db.transaction(async (tx) => {
        // CONTRACT §18: fewer labels than ARGUS_SECRETS_MIN_LABELS would train a model on too little.
        const have = await labelsCount(tx);
        if (have < minLabels(c)) throw new ValidationFailed({ non_field_errors: [trainingNeeds(minLabels(c), have)] });
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
      summary: 'Use the trained candidate from now on; every finding is scored again with it',
      responses: { 200: jsonContent(MlModelSchema, 'The model'), ...errorResponses(401, 403, 409) },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      await db.transaction(async (tx) => {
        const before = await mlModelView(tx, minLabels(c));
        if (!(await acceptCandidate(tx))) throw new Conflict('There is no trained candidate to accept.');
        await rescoreFindings(tx);
        await enqueueEvent(tx, 'ml_model_user_secrets_accepted', {}, now());
        await auditModel(tx, actorOf(c), 'accept', before, await mlModelView(tx, minLabels(c)));
      });
      return c.json(await mlModelView(db, minLabels(c)), 200);
    },
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'post',
      path: '/api/secrets/ml_model/purge/',
      summary: 'Drop the user model and any candidate; the base model is used again and scores every finding',
      responses: { 200: jsonContent(MlModelSchema, 'The model'), ...errorResponses(401, 403) },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      await db.transaction(async (tx) => {
        const before = await mlModelView(tx, minLabels(c));
        await useBaseModel(tx);
        await rescoreFindings(tx);
        await enqueueEvent(tx, 'ml_model_user_secrets_purged', {}, now());
        await auditModel(tx, actorOf(c), 'purge', before, await mlModelView(tx, minLabels(c)));
      });
      return c.json(await mlModelView(db, minLabels(c)), 200);
    },
  );
