import type { Run, RunConflict, RunKind } from '../../contract/runs';
import type { Queryable } from '../db/database';
import { activeRun, insertRun, type RunTarget, transition } from '../db/repositories/runs';
import { Conflict } from '../errors';
import { emitRunEvent } from './events';

const TARGET_NOUN: Record<RunKind, string> = {
  project_sca: 'project',
  container_image_sca: 'container image',
  clones: 'project',
  authors: 'project',
  repository_cloning: 'project',
  project_secrets: 'project',
  secrets_ml_training: 'installation',
};

/** Queues a run, or answers 409 with the id of the one of that kind already queued or running. */
export async function startRun(tx: Queryable, kind: RunKind, target: RunTarget, at: Date): Promise<Run> {
  const running = await activeRun(tx, kind, target);
  if (running !== undefined) {
    // A DRF detail with the conflicting run's id beside it (RunConflictSchema).
    throw new Conflict(`A ${kind} run is already queued or running for this ${TARGET_NOUN[kind]} (run ${running}).`, {
      run_id: running,
    } satisfies Omit<RunConflict, 'detail'>);
  }
  return insertRun(tx, kind, target, at);
}

/** Cancels a queued or running run (CONTRACT §8); repository cloning and ended runs answer 409. */
export async function cancelRun(tx: Queryable, run: Run, at: Date): Promise<Run> {
  if (run.kind === 'repository_cloning') throw new Conflict('Repository cloning cannot be cancelled.');
  const cancelled = await transition(tx, run.id, ['queued', 'running'], 'cancelled', at);
  if (!cancelled) throw new Conflict(`Run ${run.id} has already ended (${run.status}).`);
  // A queued run never started, so only its cancellation is reported.
  await emitRunEvent(tx, cancelled, 'cancelled', at);
  return cancelled;
}
