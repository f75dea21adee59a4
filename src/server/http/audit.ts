import type { Context } from 'hono';
import type { AuditAction } from '../../contract/audit';
import { AUDITED_FIELDS, type AuditActor, recordAudit } from '../audit/record';
import type { Queryable } from '../db/database';
import type { AppEnv } from './context';

/** The signed-in user as the actor of the change a request makes. */
export const actorOf = (c: Context<AppEnv>): AuditActor => ({ id: c.var.user.id, username: c.var.user.username });

type Named = { name?: unknown; username?: unknown };
type Audited = Named & Record<string, unknown>;

/**
 * A request's change to a named record (policy, project, proprietor, webhook, user), compared on its
 * audited fields; its name is the row's `object_repr`.
 */
export function auditRecord(
  tx: Queryable,
  c: Context<AppEnv>,
  objectType: keyof typeof AUDITED_FIELDS,
  action: AuditAction,
  id: number,
  before: Audited | null,
  after: Audited | null,
  secrets: readonly string[] = [],
): Promise<void> {
  const named = after ?? before;
  return recordAudit(tx, actorOf(c), {
    action,
    objectType,
    objectId: id,
    objectRepr: String(named?.name ?? named?.username ?? ''),
    before,
    after,
    fields: AUDITED_FIELDS[objectType],
    secrets,
  });
}
