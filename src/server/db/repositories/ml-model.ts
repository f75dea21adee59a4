import type { Queryable } from '../database';

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

/** A finished training run leaves a candidate to accept. */
export async function markCandidateTrained(db: Queryable): Promise<void> {
  await db.query('UPDATE ml_model SET has_candidate = true WHERE id = 1');
}

/** Puts the trained candidate in use; false when there is none. */
export async function acceptCandidate(db: Queryable): Promise<boolean> {
  const changed = await db.query(
    "UPDATE ml_model SET model_type = 'user', has_candidate = false WHERE id = 1 AND has_candidate RETURNING id",
  );
  return changed.length > 0;
}

/** Drops the user model and any candidate: the base model is used again. */
export async function useBaseModel(db: Queryable): Promise<void> {
  await db.query("UPDATE ml_model SET model_type = 'base', has_candidate = false WHERE id = 1");
}
