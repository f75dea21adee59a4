import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { countUsers, issueToken } from '../db/repositories/users';
import { seedDemo } from './demo';
import { loadLicenses } from './licenses';

const BOOTSTRAP_LOCK = 4_242_002;

export type Bootstrap = {
  /** Set only on the first start of a fresh database: the admin token, to print once. */
  adminToken?: string;
  migrationsApplied: number[];
};

/**
 * Brings a database up to date: migrations, reference data, and on a fresh database the `admin` user
 * and (unless `demo` is false) the demo installation. An existing database is never seeded.
 */
export async function bootstrap(db: Database, options: { demo?: boolean } = {}): Promise<Bootstrap> {
  const migrationsApplied = await migrate(db);
  return db.transaction(async (tx) => {
    // Two processes starting on one fresh PostgreSQL database must not both create `admin`.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [BOOTSTRAP_LOCK]);
    await loadLicenses(tx);
    if ((await countUsers(tx)) > 0) return { migrationsApplied };
    const { token } = await issueToken(tx, 'admin', 'administrator');
    if (options.demo ?? true) await seedDemo(tx);
    return { adminToken: token, migrationsApplied };
  });
}
