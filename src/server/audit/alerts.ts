import type { PolicyAlert } from '../../contract/runs';
import type { Queryable } from '../db/database';
import { type AuditActor, recordAudit } from './record';

/** An alert ignored or made active again (the bulk paths call this per alert, as the single one does). */
export function auditAlertStatus(
  tx: Queryable,
  actor: AuditActor,
  before: Pick<PolicyAlert, 'id' | 'status' | 'policy_name' | 'dependency_purl'>,
  after: Pick<PolicyAlert, 'status'>,
): Promise<void> {
  return recordAudit(tx, actor, {
    action: after.status === 'ignored' ? 'ignore' : 'unignore',
    objectType: 'policy_alert',
    objectId: before.id,
    objectRepr: `${before.policy_name}: ${before.dependency_purl}`,
    before: { status: before.status },
    after: { status: after.status },
  });
}
