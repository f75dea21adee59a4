import type { Run, RunKind } from '../../contract/runs';
import { type RUN_TRIGGERS, type RunEventStatus, runTrigger, type TriggerPayload } from '../../contract/triggers';
import type { Queryable } from '../db/database';
import { containerImageName } from '../db/repositories/catalog';
import { projectForEvents } from '../db/repositories/projects';
import { enqueueEvent } from '../delivery/outbox';

/** What every event of a run about a project or an image carries: the payload of its `started` event. */
type RunSubject = Exclude<TriggerPayload<(typeof RUN_TRIGGERS)[RunKind]['started']>, Record<string, never>>;

/** What a transition adds to its event: counts when an SCA finishes, the error when a run fails. */
type RunEventExtra =
  | { vulnerabilities_count: number; dependencies_count: number }
  | { error: string }
  | Record<string, never>;

/** The payload every event of this run carries (CONTRACT §7): names are looked up, not stored twice. */
async function basePayload(tx: Queryable, run: Run): Promise<RunSubject> {
  if (run.container_image_id) {
    const name = await containerImageName(tx, run.container_image_id);
    return { container_image_id: run.container_image_id, container_image_name: name ?? `#${run.container_image_id}` };
  }
  if (run.project_id === null) throw new Error(`run ${run.id} has neither a project nor a container image`);
  const project = await projectForEvents(tx, run.project_id);
  const payload = { project_id: run.project_id, project_name: project?.name ?? `#${run.project_id}` };
  if (run.kind !== 'repository_cloning') return payload;
  return { ...payload, repo_url: project?.repo_url ?? '', repo_ref_name: project?.repo_ref_name ?? '' };
}

/**
 * Writes the event of a run's transition in the caller's transaction (the transition and its event
 * commit together). `extra` adds what the phase carries: counts when SCA finishes, `error` on failure.
 * The outbox checks the payload against the trigger's own schema before it queues anything.
 */
export async function emitRunEvent(
  tx: Queryable,
  run: Run,
  phase: RunEventStatus,
  at: Date,
  extra: RunEventExtra = {},
) {
  const trigger = runTrigger(run.kind, phase);
  if (!trigger) return;
  // Secrets ML model events carry nothing; project secrets analysis sends no error (CONTRACT §7).
  if (run.kind === 'secrets_ml_training') return enqueueEvent(tx, trigger, {}, at);
  const base = await basePayload(tx, run);
  const payload = run.kind === 'project_secrets' && 'error' in extra ? base : { ...base, ...extra };
  await enqueueEvent(tx, trigger, payload, at);
}
