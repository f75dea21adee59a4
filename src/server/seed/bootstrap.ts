import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { countUsers, issueToken } from '../db/repositories/users';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { errorSummary, log } from '../log';
import { seedDemo } from './demo';
import { DEMO_ADVISORIES_DIR, readDemoData } from './demo-data';
import { importOsv } from '../vulnerability-database/import-osv';
import { writeDemoRepositories } from './demo-repositories/write';
import { loadLicenses } from './licenses';

const BOOTSTRAP_LOCK = 4_242_002;

export type Bootstrap = {
  /** Set only on the first start of a fresh database: the admin token, to print once. */
  adminToken?: string;
  migrationsApplied: number[];
};

/**
 * The demo (CONTRACT §15, "the demo is real"): its projects' repositories are written as git
 * repositories in `repositoriesDir`; `queueAnalyses` queues each project's cloning and authors runs,
 * so a first start shows real results within a minute (test templates leave the queue empty).
 */
export type DemoOptions = { repositoriesDir: string; queueAnalyses: boolean };

/**
 * The demo's repositories, written; where they cannot be (no git on the machine), the service still
 * starts with the demo, its projects pointing where the repositories belong, and their cloning runs
 * fail saying why ("Git is not installed…").
 */
async function demoRepositories(dir: string): Promise<ReadonlyMap<string, string>> {
  try {
    return await writeDemoRepositories(dir);
  } catch (error) {
    log.warn('the demo repositories could not be written', { error: errorSummary(error as Error) });
    const vcs = readDemoData().projects.filter((project) => project.type === 'vcs');
    return new Map(vcs.map((project) => [project.name, pathToFileURL(join(dir, `${project.name}.git`)).href]));
  }
}

/**
 * Brings a database up to date: migrations, reference data, and on a fresh database the `admin` user
 * and (unless `demo` is false) the demo installation. An existing database is never seeded.
 */
export async function bootstrap(db: Database, options: { demo: DemoOptions | false }): Promise<Bootstrap> {
  const migrationsApplied = await migrate(db);
  const { demo } = options;
  // Git runs before the transaction and only on a fresh database: no transaction waits on it.
  const repositories = demo && (await countUsers(db)) === 0 ? await demoRepositories(demo.repositoriesDir) : undefined;
  const result = await db.transaction(async (tx) => {
    // Two processes starting on one fresh PostgreSQL database must not both create `admin`.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [BOOTSTRAP_LOCK]);
    await loadLicenses(tx);
    if ((await countUsers(tx)) > 0) return { migrationsApplied, seeded: false };
    const { token } = await issueToken(tx, 'admin', 'administrator');
    const seeded =
      demo && repositories ? await seedDemo(tx, { repositories, queueAnalyses: demo.queueAnalyses }) : false;
    return { adminToken: token, migrationsApplied, seeded };
  });
  // The demo's OSV data set, imported as an administrator would import one (CONTRACT §15, §16): the
  // demo's SCA runs match against it.
  if (result.seeded) await importDemoAdvisories(db);
  return { adminToken: result.adminToken, migrationsApplied: result.migrationsApplied };
}

async function importDemoAdvisories(db: Database): Promise<void> {
  const outcome = await importOsv(db, DEMO_ADVISORIES_DIR);
  if (outcome.status !== 'finished') {
    log.warn('the demo OSV data set could not be imported', { errors: outcome.errors.length });
  }
}
