import type { Profile, Role } from '../../../contract/profile';
import { generateToken, hashToken } from '../../auth/tokens';
import type { Queryable } from '../database';
import type { ReadCache } from '../read-cache';

const COLUMNS = 'id, username, role, first_name, last_name, email';

/**
 * Every request asks this. On the embedded database the answer is remembered until a write to
 * `users`, so a regenerated token stops working at once; on PostgreSQL it is asked every time
 * (ReadCache.lookup).
 */
export async function findUserByToken(
  db: Queryable & { readCache?: ReadCache },
  token: string,
): Promise<Profile | undefined> {
  const sql = `SELECT ${COLUMNS} FROM users WHERE token_hash = $1`;
  const params = [hashToken(token)];
  const rows = db.readCache
    ? await db.readCache.lookup<Profile>(db, sql, params)
    : await db.query<Profile>(sql, params);
  return rows[0];
}

export async function countUsers(db: Queryable): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return rows[0]!.n;
}

/** Gives the user a new token (creating the user when missing) and returns it; the old token stops working. */
export async function issueToken(
  db: Queryable,
  username: string,
  role?: Role,
): Promise<{ user: Profile; token: string; created: boolean }> {
  const token = generateToken();
  const rows = await db.query<Profile & { created: boolean }>(
    `INSERT INTO users (username, role, token_hash) VALUES ($1, $2, $3)
     ON CONFLICT (username) DO UPDATE
       SET token_hash = EXCLUDED.token_hash,
           role = CASE WHEN $4::boolean THEN EXCLUDED.role ELSE users.role END
     RETURNING ${COLUMNS}, (xmax = 0) AS created`,
    [username, role ?? 'user', hashToken(token), role !== undefined],
  );
  const { created, ...user } = rows[0]!;
  return { user, token, created };
}

export async function regenerateToken(db: Queryable, userId: number): Promise<string> {
  const token = generateToken();
  await db.query('UPDATE users SET token_hash = $1 WHERE id = $2', [hashToken(token), userId]);
  return token;
}
