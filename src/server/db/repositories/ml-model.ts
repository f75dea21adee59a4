import type { ModelMetrics } from '../../../contract/secrets';
import type { Metrics, SecretModel, TrainingResult } from '../../analysis/secrets/model/types';
import type { Queryable } from '../database';
import { isoTime } from '../sql';

type MlModelRow = { model_type: 'base' | 'user'; has_candidate: boolean; training_status: string | null };

/** The model in use, whether a trained candidate waits, and the status of the latest training run. */
export async function mlModelState(db: Queryable): Promise<MlModelRow | undefined> {
  const [row] = await db.query<MlModelRow>(
    `SELECT m.model_type, m.has_candidate,
            (SELECT r.status FROM runs r WHERE r.kind = 'secrets_ml_training' ORDER BY r.id DESC LIMIT 1) AS training_status
       FROM ml_model m WHERE m.id = 1`,
  );
  return row;
}

/** A stored user model or candidate: its weights, and its figures on its held-out split. */
export type StoredModel = { model: SecretModel; metrics: ModelMetrics; active_metrics: Metrics | null };

export async function storedModel(db: Queryable, role: 'user' | 'candidate'): Promise<StoredModel | undefined> {
  const [row] = await db.query<{
    weights: SecretModel;
    metrics: Metrics;
    active_metrics: Metrics | null;
    labels_count: number;
    trained_at: string;
  }>(
    `SELECT weights, metrics, active_metrics, labels_count, ${isoTime('trained_at')} FROM secrets_models WHERE role = $1`,
    [role],
  );
  if (!row) return undefined;
  const { accuracy, precision, recall, f1 } = row.metrics;
  return {
    model: row.weights,
    metrics: { accuracy, precision, recall, f1, labels_count: row.labels_count, trained_at: row.trained_at },
    active_metrics: row.active_metrics,
  };
}

/** A finished training run leaves its candidate to accept (replacing any earlier one). */
export async function storeCandidate(db: Queryable, training: TrainingResult, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO secrets_models (role, weights, metrics, active_metrics, labels_count, trained_at)
       VALUES ('candidate', $1::jsonb, $2::jsonb, $3::jsonb, $4, $5)
     ON CONFLICT (role) DO UPDATE SET weights = EXCLUDED.weights, metrics = EXCLUDED.metrics,
       active_metrics = EXCLUDED.active_metrics, labels_count = EXCLUDED.labels_count, trained_at = EXCLUDED.trained_at`,
    [
      JSON.stringify(training.model),
      JSON.stringify(training.candidate),
      JSON.stringify(training.active),
      training.labels_count,
      at,
    ],
  );
  await db.query('UPDATE ml_model SET has_candidate = true WHERE id = 1');
}

/** Puts the trained candidate in use in place of any user model; false when there is none. */
export async function acceptCandidate(db: Queryable): Promise<boolean> {
  const candidate = await db.query("SELECT role FROM secrets_models WHERE role = 'candidate' FOR UPDATE");
  if (candidate.length === 0) return false;
  await db.query("DELETE FROM secrets_models WHERE role = 'user'");
  await db.query("UPDATE secrets_models SET role = 'user' WHERE role = 'candidate'");
  await db.query("UPDATE ml_model SET model_type = 'user', has_candidate = false WHERE id = 1");
  return true;
}

/** Drops the user model and any candidate: the base model is used again. */
export async function useBaseModel(db: Queryable): Promise<void> {
  await db.query('DELETE FROM secrets_models');
  await db.query("UPDATE ml_model SET model_type = 'base', has_candidate = false WHERE id = 1");
}

/** Every finding's features, a batch at a time by id, for re-scoring them under another model. */
export async function* findingFeatures(
  db: Queryable,
  batch = 1000,
): AsyncGenerator<{ id: number; features: Record<string, number> }[]> {
  let after = 0;
  for (;;) {
    const rows = await db.query<{ id: number; features: Record<string, number> }>(
      'SELECT id, features FROM secret_findings WHERE id > $1 ORDER BY id LIMIT $2',
      [after, batch],
    );
    if (rows.length === 0) return;
    yield rows;
    after = rows.at(-1)!.id;
  }
}

/** Writes findings' probabilities, in one statement per batch. */
export async function setProbabilities(db: Queryable, ids: number[], probabilities: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `UPDATE secret_findings f SET probability = x.p
       FROM unnest($1::int[], $2::float8[]) AS x(id, p) WHERE f.id = x.id`,
    [ids, probabilities],
  );
}
