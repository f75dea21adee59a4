import type { SecretStatus } from '../../contract/secrets';
import type { Queryable } from '../db/database';
import { type AuditActor, recordAudit } from './record';

type StatusFields = { status: SecretStatus; status_reason: string | null };

/**
 * A secret finding's status changed (a bulk change writes one row per finding, a run that sees a fixed
 * one again writes the system's). The row names the rule and the place, never the secret, which Argus
 * does not have.
 */
export function auditSecretStatus(
  tx: Queryable,
  actor: AuditActor,
  finding: { id: number; rule_id: string; file: string; start_line: number },
  before: StatusFields,
  after: StatusFields,
): Promise<void> {
  return recordAudit(tx, actor, {
    action: 'update',
    objectType: 'secret_finding',
    objectId: finding.id,
    objectRepr: `${finding.rule_id}: ${finding.file}:${finding.start_line}`,
    before,
    after,
    fields: ['status', 'status_reason'],
  });
}
