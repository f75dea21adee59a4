import { type AuditAction, type AuditObjectType, SECRET_MASK } from '../../contract/audit';
import type { Queryable } from '../db/database';

/** Who made a change: a signed-in user, the delivery task (`system`) or `npm run token` (`cli`). */
export type AuditActor = { id: number | null; username: string };
export const SYSTEM_ACTOR: AuditActor = { id: null, username: 'system' };
export const CLI_ACTOR: AuditActor = { id: null, username: 'cli' };

type Fields = Record<string, unknown>;

export type AuditChange = {
  action: AuditAction;
  objectType: AuditObjectType;
  objectId: number | null;
  objectRepr: string;
  /** The record before (absent for a create) and after (absent for a delete). */
  before?: Fields | null;
  after?: Fields | null;
  /** The fields compared; the others (ids, timestamps, counts) are not changes anyone made. */
  fields?: readonly string[];
  /** Secret fields that changed: recorded as `["***", "***"]`, never their values. */
  secrets?: readonly string[];
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** `{field: [old, new]}` for each compared field whose value differs. */
function fieldChanges(
  before: Fields | null | undefined,
  after: Fields | null | undefined,
  fields?: readonly string[],
): Record<string, [unknown, unknown]> {
  const keys = fields ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of keys) {
    const old = before?.[key] ?? null;
    const next = after?.[key] ?? null;
    if (!same(old, next)) changes[key] = [old, next];
  }
  return changes;
}

/**
 * CONTRACT §11: the one way a change is recorded, called by every write path with the transaction
 * that makes the change, so the row and the change commit or roll back together.
 */
export async function recordAudit(tx: Queryable, actor: AuditActor, change: AuditChange): Promise<void> {
  const changes = fieldChanges(change.before, change.after, change.fields);
  for (const secret of change.secrets ?? []) changes[secret] = [SECRET_MASK, SECRET_MASK];
  await tx.query(
    `INSERT INTO audit_log (actor_id, actor_username, action, object_type, object_id, object_repr, changes)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [
      actor.id,
      actor.username,
      change.action,
      change.objectType,
      change.objectId,
      change.objectRepr.slice(0, 200),
      JSON.stringify(changes),
    ],
  );
}

/** The fields each kind of record is compared on. */
export const AUDITED_FIELDS = {
  policy: [
    'name',
    'description',
    'stages',
    'level',
    'conditions',
    'conditions_connector',
    'condition_tree',
    'block_delay_days',
    'is_active',
    'is_blocks_build',
    'projects',
    'proprietors',
  ],
  project: ['name', 'type', 'repo_url', 'repo_ref_name', 'stage', 'proprietor', 'is_active', 'repo_auth_kind'],
  proprietor: ['name'],
  webhook: ['name', 'url', 'events', 'projects', 'is_active'],
  user: ['username', 'role', 'first_name', 'last_name', 'email', 'is_active'],
  container_image: ['name', 'artifact_repository_id'],
  // The credentials never: only whether there are some.
  artifact_repository: ['name', 'kind', 'url', 'auth_kind'],
} as const;

/** Audit rows older than the retention are dropped by the delivery task's periodic prune. */
export async function pruneAuditLog(db: Queryable, before: Date): Promise<number> {
  const rows = await db.query('DELETE FROM audit_log WHERE created_at < $1 RETURNING id', [before]);
  return rows.length;
}
