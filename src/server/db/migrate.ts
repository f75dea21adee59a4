import { createHash } from 'node:crypto';
import type { Database, Queryable } from './database';
import { MIGRATIONS, type Migration } from './migrations';

// Any constant works; it only has to be the same in every Argus process sharing a PostgreSQL database.
const MIGRATION_LOCK = 4_242_001;

/** An applied migration's text no longer matches: the database was built by a different history. */
export class MigrationEditedError extends Error {}

/** As the file is named: `004-policies`. */
export const migrationLabel = (m: Migration) => `${String(m.version).padStart(3, '0')}-${m.name.replaceAll(' ', '-')}`;

export const migrationChecksum = (sql: string) => createHash('sha256').update(sql).digest('hex');

/**
 * Applies every migration not yet recorded, recording its checksum; returns the versions applied now.
 * Throws MigrationEditedError, changing nothing, when a migration applied before has another text now.
 */
export async function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  if (await upToDate(db, migrations)) return [];
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    // Checksums came after the first installations: theirs get the column here, empty until backfilled.
    await tx.query('ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text');
    const done = await checkApplied(tx, migrations);
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migrationChecksum(migration.sql),
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}

/**
 * Every migration applied with today's text: a start then runs no DDL. On the embedded engine each kind of
 * statement it first runs costs compiling PostgreSQL's code for it, and the statements of the full check
 * (CREATE TABLE IF NOT EXISTS, ALTER TABLE … IF NOT EXISTS, the lock) were a sixth of a restart. Read
 * without the lock: anything else, even a database another process is migrating now, takes the full path.
 */
async function upToDate(db: Queryable, migrations: readonly Migration[]): Promise<boolean> {
  const [table] = await db.query<{ found: boolean }>("SELECT to_regclass('schema_migrations') IS NOT NULL AS found");
  if (!table?.found) return false;
  let rows: { version: number; checksum: string | null }[];
  try {
    rows = await db.query('SELECT version, checksum FROM schema_migrations');
  } catch {
    return false; // a table from before checksums: the full path adds the column
  }
  const applied = new Map(rows.map((row) => [row.version, row.checksum]));
  return migrations.every((m) => applied.get(m.version) === migrationChecksum(m.sql));
}

/** Compares each applied migration with its text now; returns the versions applied. */
async function checkApplied(tx: Queryable, migrations: readonly Migration[]): Promise<Set<number>> {
  const rows = await tx.query<{ version: number; checksum: string | null }>(
    'SELECT version, checksum FROM schema_migrations ORDER BY version',
  );
  for (const row of rows) {
    // A version this code does not know was applied by a newer Argus; it has nothing to compare.
    const migration = migrations.find((m) => m.version === row.version);
    if (!migration) continue;
    const now = migrationChecksum(migration.sql);
    if (row.checksum === null) {
      // Applied before checksums existed: the text of today is the best record there is, taken once.
      await tx.query('UPDATE schema_migrations SET checksum = $1 WHERE version = $2', [now, row.version]);
    } else if (row.checksum !== now) {
      throw new MigrationEditedError(
        `migration ${migrationLabel(migration)} was edited after it was applied (checksum ${row.checksum.slice(0, 12)}…≠${now.slice(0, 12)}…); never edit a shipped migration: add a new one`,
      );
    }
  }
  return new Set(rows.map((r) => r.version));
}

/**
 * Splits on the semicolons outside `$$`-quoted function bodies. Our migrations hold no semicolons
 * inside strings, so this is exact for them.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  sql.split('$$').forEach((part, i) => {
    if (i % 2 === 1) {
      current += `$$${part}$$`;
      return;
    }
    const [first, ...rest] = part.split(';');
    current += first;
    for (const piece of rest) {
      statements.push(current);
      current = piece;
    }
  });
  statements.push(current);
  return statements.map((s) => s.trim()).filter(Boolean);
}
