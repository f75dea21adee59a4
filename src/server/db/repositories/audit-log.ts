import type { AuditEntry } from '../../../contract/audit';
import { readModel } from '../read-model';
import { isoTime } from '../sql';

export type AuditFilters = {
  actor?: string;
  object_type?: string;
  object_id?: number;
  action?: string;
  created_after?: string;
  created_before?: string;
};

/** CONTRACT §11: the audit log, newest first. */
export const auditLog = readModel<AuditEntry, AuditFilters>({
  table: 'audit_log a',
  alias: 'a',
  columns: `a.id::int AS id, ${isoTime('a.created_at')}, a.actor_id, a.actor_username, a.action, a.object_type,
    a.object_id::int AS object_id, a.object_repr, a.changes`,
  searchColumns: ['a.object_repr', 'a.actor_username'],
  filters: {
    actor: 'lower(a.actor_username) = lower($?)',
    object_type: 'a.object_type = $?',
    object_id: 'a.object_id = $?',
    action: 'a.action = $?',
    created_after: 'a.created_at >= $?::timestamptz',
    created_before: 'a.created_at <= $?::timestamptz',
  },
  ordering: { created_at: 'a.created_at', id: 'a.id' },
  defaultOrdering: '-id',
});
