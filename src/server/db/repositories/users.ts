import type { Profile, Role } from '../../../contract/profile';
import { generateToken, hashToken } from '../../auth/tokens';
import type { Queryable } from '../database';

const COLUMNS = 'id, username, role, first_name, last_name, email';

export async function findUserByToken(db: Queryable, token: string): Promise<Profile | undefined> {
  const rows = await db.query<Profile>(`SELECT ${COLUMNS} FROM users WHERE token_hash = $1`, [hashToken(token)]);
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
