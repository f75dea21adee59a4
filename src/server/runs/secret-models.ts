import { type MlModel, MlModelSchema } from '../../contract/runs';
import { BASE_METRICS, BASE_MODEL } from '../analysis/secrets/model/base-model';
import { probabilityOf } from '../analysis/secrets/model/score';
import type { SecretModel } from '../analysis/secrets/model/types';
import type { Queryable } from '../db/database';
import { findingFeatures, mlModelState, setProbabilities, storedModel } from '../db/repositories/ml-model';
import { labelsCount } from '../db/repositories/secret-findings';

/** The model that scores findings now (CONTRACT §18): the accepted user model, else the base model Argus ships. */
export async function activeModel(db: Queryable): Promise<SecretModel> {
  const state = await mlModelState(db);
  if (state?.model_type !== 'user') return BASE_MODEL;
  return (await storedModel(db, 'user'))?.model ?? BASE_MODEL;
}

/** Every finding's probability under the model now active: after an accept or a purge. */
export async function rescoreFindings(db: Queryable): Promise<void> {
  const model = await activeModel(db);
  for await (const batch of findingFeatures(db)) {
    await setProbabilities(
      db,
      batch.map((row) => row.id),
      batch.map((row) => probabilityOf(model, row.features)),
    );
  }
}

/** `GET /api/secrets/ml_model/` (CONTRACT §8, §18): which model is in use, each model's figures, the labels. */
export async function mlModelView(db: Queryable, minLabels: number): Promise<MlModel> {
  const state = await mlModelState(db);
  const [candidate, user] = await Promise.all([storedModel(db, 'candidate'), storedModel(db, 'user')]);
  return MlModelSchema.parse({
    model_type: state?.model_type ?? 'base',
    training_status: state?.training_status ?? 'none',
    has_candidate: candidate !== undefined,
    base: BASE_METRICS,
    candidate: candidate?.metrics ?? null,
    user: state?.model_type === 'user' ? (user?.metrics ?? null) : null,
    labels_count: await labelsCount(db),
    min_labels: minLabels,
  });
}
