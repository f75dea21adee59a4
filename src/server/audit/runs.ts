import type { Run } from '../../contract/runs';
import type { Queryable } from '../db/database';
import { type AuditActor, recordAudit } from './record';

/** A run started or cancelled by someone: named by its kind and target, its status the change. */
export function auditRun(
  tx: Queryable,
  actor: AuditActor,
  action: 'start' | 'cancel',
  run: Run,
  before: Run | null = null,
): Promise<void> {
  const target = run.project_id
    ? ` (project ${run.project_id})`
    : run.container_image_id
      ? ` (container image ${run.container_image_id})`
      : '';
  return recordAudit(tx, actor, {
    action,
    objectType: 'run',
    objectId: run.id,
    objectRepr: `${run.kind} #${run.id}${target}`,
    before: before && { status: before.status },
    after: { status: run.status },
  });
}
