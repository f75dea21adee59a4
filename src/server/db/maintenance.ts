import { errorSummary, log } from '../log';
import type { Queryable } from './database';

/**
 * The tables due for the work autovacuum would do, by autovacuum's default thresholds: ANALYZE once more
 * than 50 rows + 10 % of the table changed since the last one (the planner's statistics; without them it
 * guesses, and a list that grew from 50 rows to 100 000 is planned as if it still had 50); VACUUM once
 * more than 50 rows + 20 % are dead (the space of pruned deliveries and audit rows is reused instead of
 * growing DATA_DIR), more than 1 000 + 20 % were inserted (the visibility map that index-only scans of
 * ordered pages rely on), or the table's oldest transaction id is 200 million transactions old
 * (wraparound). `reltuples` is -1 for a table never vacuumed or analyzed.
 */
const DUE = `
  SELECT s.relname AS name,
         (s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
           OR s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)
           OR age(c.relfrozenxid) > 200000000) AS vacuum,
         s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) AS analyze
    FROM pg_stat_user_tables s
    JOIN pg_class c ON c.oid = s.relid
   WHERE s.schemaname = current_schema()
   ORDER BY s.relname`;

export type MaintenancePass = { vacuumed: string[]; analyzed: string[] };

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Autovacuum for the embedded engine: PGlite runs PostgreSQL as a single process, without the
 * autovacuum launcher, so nothing else keeps statistics current or reclaims dead rows. A pass reads the
 * table statistics (a few dozen rows) and does nothing more unless a table crossed a threshold above;
 * every minute, as autovacuum's own naptime. Not for PostgreSQL, whose autovacuum does this itself.
 */
export class EmbeddedMaintenance {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(private readonly deps: { db: Queryable; tickMs?: number }) {}

  /** One pass: what it vacuumed (with ANALYZE) and what it only analyzed. */
  async pass(): Promise<MaintenancePass> {
    const { db } = this.deps;
    // The engine publishes its per-table counts lazily (at most once a second): now, for the next statement.
    await db.query('SELECT pg_stat_force_next_flush()');
    const tables = await db.query<{ name: string; vacuum: boolean; analyze: boolean }>(DUE);
    const done: MaintenancePass = { vacuumed: [], analyzed: [] };
    for (const table of tables) {
      if (table.vacuum) {
        await db.query(`VACUUM (ANALYZE) ${quoted(table.name)}`);
        done.vacuumed.push(table.name);
      } else if (table.analyze) {
        await db.query(`ANALYZE ${quoted(table.name)}`);
        done.analyzed.push(table.name);
      }
    }
    return done;
  }

  start(): void {
    // Not at start: a start stays as light as it can (its memory is the service's peak); a minute later.
    this.schedule();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      const started = performance.now();
      this.running = this.pass()
        .then(({ vacuumed, analyzed }) => {
          if (vacuumed.length + analyzed.length === 0) return;
          const durationMs = Math.round(performance.now() - started);
          log.info('database maintenance', { vacuumed, analyzed, duration_ms: durationMs });
        })
        .catch((error: Error) => log.error('database maintenance failed', { error: errorSummary(error) }))
        .finally(() => this.schedule());
    }, this.deps.tickMs ?? 60_000);
    this.timer.unref();
  }

  /** Stops the timer and waits for a pass under way, so the database can close after it. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
