import type { Profile, Role } from '../../../contract/profile';
import type { ProfilePatch, User } from '../../../contract/users';
import { generateToken, hashToken } from '../../auth/tokens';
import type { Queryable } from '../database';
import type { ReadCache } from '../read-cache';
import { readModel } from '../read-model';
import { isoTime } from '../sql';

const COLUMNS = 'id, username, role, first_name, last_name, email';

/**
 * Every request asks this. On the embedded database the answer is remembered until a write to
 * `users`, so a regenerated token or a deactivation stops it at once; on PostgreSQL it is asked every
 * time (ReadCache.lookup), so a deactivation by another process counts from its commit.
 */
export async function findUserByToken(
  db: Queryable & { readCache?: ReadCache },
  token: string,
): Promise<Profile | undefined> {
  const sql = `SELECT ${COLUMNS} FROM users WHERE token_hash = $1 AND is_active`;
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

/**
 * Gives the user a new token (creating the user when missing, active again when it was not) and
 * returns it; the old token stops working.
 */
export async function issueToken(
  db: Queryable,
  username: string,
  role?: Role,
): Promise<{ user: Profile; token: string; created: boolean }> {
  const token = generateToken();
  const rows = await db.query<Profile & { created: boolean }>(
    `INSERT INTO users (username, role, token_hash) VALUES ($1, $2, $3)
     ON CONFLICT (username) DO UPDATE
       SET token_hash = EXCLUDED.token_hash, is_active = true,
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

const USER_COLUMNS = `u.id, u.username, u.role, u.first_name, u.last_name, u.email, u.is_active,
  ${isoTime('u.last_seen_at')}, ${isoTime('u.created_at')}`;

/** CONTRACT §11: the users section. */
export const users = readModel<User, { role?: string; is_active?: boolean }>({
  table: 'users u',
  alias: 'u',
  columns: USER_COLUMNS,
  searchColumns: ['u.username', 'u.first_name', 'u.last_name', 'u.email'],
  filters: { role: 'u.role = $?', is_active: 'u.is_active = $?' },
  ordering: {
    username: 'lower(u.username)',
    role: 'u.role',
    last_seen_at: 'u.last_seen_at',
    created_at: 'u.created_at',
    id: 'u.id',
  },
  defaultOrdering: 'username',
});

export async function usernameTaken(db: Queryable, username: string, exceptId = 0): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE lower(username) = lower($1) AND id <> $2', [
    username,
    exceptId,
  ]);
  return rows.length > 0;
}

export type UserWrite = ProfilePatch & { username: string; role: Role; is_active: boolean };

/** A new user with its first token. */
export async function insertUser(db: Queryable, values: UserWrite): Promise<{ id: number; token: string }> {
  const token = generateToken();
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (username, role, first_name, last_name, email, is_active, token_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      values.username,
      values.role,
      values.first_name ?? '',
      values.last_name ?? '',
      values.email ?? '',
      values.is_active,
      values.is_active ? hashToken(token) : null,
    ],
  );
  return { id: row!.id, token };
}

/** Deactivating drops the token, so it stays dead even once the user is active again. */
export async function updateUser(db: Queryable, id: number, values: UserWrite): Promise<void> {
  await db.query(
    `UPDATE users SET username = $2, role = $3, first_name = $4, last_name = $5, email = $6, is_active = $7,
       token_hash = CASE WHEN $7 THEN token_hash ELSE NULL END WHERE id = $1`,
    [
      id,
      values.username,
      values.role,
      values.first_name ?? '',
      values.last_name ?? '',
      values.email ?? '',
      values.is_active,
    ],
  );
}

export async function updateProfile(db: Queryable, id: number, values: Required<ProfilePatch>): Promise<void> {
  await db.query('UPDATE users SET first_name = $2, last_name = $3, email = $4 WHERE id = $1', [
    id,
    values.first_name,
    values.last_name,
    values.email,
  ]);
}

/**
 * The active administrators, locked until the transaction ends: two requests demoting the last two
 * cannot both see the other one still there.
 */
export async function lockActiveAdministrators(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    "SELECT id FROM users WHERE role = 'administrator' AND is_active ORDER BY id FOR UPDATE",
  );
  return rows.map((row) => row.id);
}

/**
 * When the user was last seen, written at most once a minute per user by this process: each write
 * to `users` makes the embedded database's cached token lookups be asked again.
 */
export async function touchLastSeen(db: Queryable, id: number, at: Date): Promise<void> {
  await db.query(
    "UPDATE users SET last_seen_at = $2 WHERE id = $1 AND (last_seen_at IS NULL OR last_seen_at < $2::timestamptz - interval '1 minute')",
    [id, at],
  );
}

export async function findProfile(db: Queryable, id: number): Promise<Profile | undefined> {
  return (await db.query<Profile>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]))[0];
}
