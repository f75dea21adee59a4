import { CLI_ACTOR, recordAudit } from '../audit/record';
import type { Database } from '../db/database';
import { issueToken } from '../db/repositories/users';
import type { Role } from '../../contract/profile';

/**
 * `npm run token`: a new token (and the user when missing) with its audit row, actor `cli`, in one
 * transaction, whether the script opened the database itself or asked the running service.
 */
export async function issueCliToken(db: Database, username: string, role?: Role) {
  return db.transaction(async (tx) => {
    const before = (
      await tx.query<Record<string, unknown>>('SELECT username, role, is_active FROM users WHERE username = $1', [
        username,
      ])
    )[0];
    const issued = await issueToken(tx, username, role);
    const after = { username: issued.user.username, role: issued.user.role, is_active: true };
    await recordAudit(tx, CLI_ACTOR, {
      action: issued.created ? 'create' : 'regenerate_token',
      objectType: 'user',
      objectId: issued.user.id,
      objectRepr: issued.user.username,
      before: before ?? null,
      after,
      secrets: ['api_token'],
    });
    return issued;
  });
}
