import type { Queryable } from '../db/database';
import type { Heartbeat } from './heartbeat';

type CheckName = 'database' | 'migrations' | 'delivery';
/** `reason` is a fixed phrase: never an error's own text, which could hold a connection string. */
type CheckResult = { status: 'ok' } | { status: 'failing'; reason: string };
export type Readiness = { ready: boolean; checks: Record<CheckName, CheckResult> };

export type ReadinessDeps = {
  db: Queryable;
  /** The delivery task's; absent where no task runs. */
  heartbeat: Heartbeat | undefined;
  tickMs: number;
  now: () => Date;
  /** The newest migration this build knows. */
  latestMigration: number;
  /** How long the database may take to answer `SELECT 1`. */
  timeoutMs?: number;
};

const OK: CheckResult = { status: 'ok' };
const failing = (reason: string): CheckResult => ({ status: 'failing', reason });

/** The checks of CONTRACT §10, each named, so a 503 says which one failed. */
export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const database = await answers(deps.db, deps.timeoutMs ?? 2000);
  const migrations = database
    ? await migrationsCurrent(deps.db, deps.latestMigration)
    : failing('database unreachable');
  const checks: Record<CheckName, CheckResult> = {
    database: database ? OK : failing('no answer to SELECT 1'),
    migrations,
    delivery: deliveryTicking(deps),
  };
  return { ready: Object.values(checks).every((check) => check.status === 'ok'), checks };
}

async function answers(db: Queryable, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.query('SELECT 1').then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

async function migrationsCurrent(db: Queryable, latest: number): Promise<CheckResult> {
  try {
    const [row] = await db.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
    const applied = row?.version ?? 0;
    if (applied < latest) return failing(`migration ${latest} not applied (database at ${applied})`);
    if (applied > latest) return failing(`database at migration ${applied}, newer than this build (${latest})`);
    return OK;
  } catch {
    return failing('schema_migrations unreadable');
  }
}

function deliveryTicking({ heartbeat, tickMs, now }: ReadinessDeps): CheckResult {
  if (!heartbeat) return failing('delivery task not running');
  const silentMs = now().getTime() - heartbeat.last().getTime();
  return silentMs <= 3 * tickMs ? OK : failing(`no delivery tick for ${Math.round(silentMs / 1000)} s`);
}
