import { RUN_TRIGGERS } from '../../contract/triggers';
import type { Run } from '../../contract/runs';
import type { Queryable } from '../db/database';
import { enqueueEvent } from '../delivery/outbox';

type Phase = 'started' | 'finished' | 'failed' | 'cancelled';

/** The payload every event of this run carries (CONTRACT §7): names are looked up, not stored twice. */
async function basePayload(tx: Queryable, run: Run): Promise<Record<string, unknown>> {
  if (run.kind === 'secrets_ml_training') return {};
  if (run.container_image_id) {
    const [image] = await tx.query<{ name: string }>('SELECT name FROM container_images WHERE id = $1', [
      run.container_image_id,
    ]);
    return {
      container_image_id: run.container_image_id,
      container_image_name: image?.name ?? `#${run.container_image_id}`,
    };
  }
  const [project] = await tx.query<{ name: string; repo_url: string | null; repo_ref_name: string | null }>(
    'SELECT name, repo_url, repo_ref_name FROM projects WHERE id = $1',
    [run.project_id],
  );
  const payload: Record<string, unknown> = {
    project_id: run.project_id,
    project_name: project?.name ?? `#${run.project_id}`,
  };
  if (run.kind === 'repository_cloning')
    Object.assign(payload, { repo_url: project?.repo_url ?? '', repo_ref_name: project?.repo_ref_name ?? '' });
  return payload;
}

/**
 * Writes the event of a run's transition in the caller's transaction (the transition and its event
 * commit together). `extra` adds what the phase carries: counts when SCA finishes, `error` on failure
 * (project secrets analysis sends no error, CONTRACT §7).
 */
export async function emitRunEvent(
  tx: Queryable,
  run: Run,
  phase: Phase,
  at: Date,
  extra: Record<string, unknown> = {},
) {
  const trigger = (RUN_TRIGGERS[run.kind] as Record<Phase, string | null>)[phase];
  if (!trigger) return;
  const payload = { ...(await basePayload(tx, run)), ...extra };
  if (phase === 'failed' && run.kind === 'project_secrets') delete payload.error;
  if (run.kind === 'secrets_ml_training') {
    for (const key of Object.keys(payload)) delete payload[key];
  }
  await enqueueEvent(tx, trigger as never, payload as never, at);
}
