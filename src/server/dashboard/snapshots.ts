import type { TrendPoint, Trends } from '../../contract/dashboard';
import type { Queryable } from '../db/database';
import type { ReadCache } from '../db/read-cache';
import { remembered } from './counts';

const DAY_MS = 86_400_000;

/** The UTC calendar day of `at`, as `YYYY-MM-DD`. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const addDays = (day: string, days: number) => utcDay(new Date(dayStart(day).getTime() + days * DAY_MS));

/**
 * One day's figures, counted now: what was opened and resolved during `day`, and the active alerts
 * and vulnerable dependencies as they stand (for a finished day taken just after midnight, its end).
 */
const ALERT_MEASURE = `
  SELECT (SELECT count(*) FROM policy_alerts WHERE created_at >= $1 AND created_at < $2) AS alerts_opened,
         (SELECT count(*) FROM policy_alerts WHERE resolved_at >= $1 AND resolved_at < $2) AS alerts_resolved,
         (SELECT count(*) FROM policy_alerts WHERE status = 'active' AND level = 'critical') AS active_critical,
         (SELECT count(*) FROM policy_alerts WHERE status = 'active' AND level = 'warning') AS active_warning,
         (SELECT count(*) FROM policy_alerts WHERE status = 'active' AND level = 'info') AS active_info`;
const VULNERABLE = 'SELECT count(DISTINCT dependency_id) AS n FROM dependency_vulnerabilities';
const MEASURE = `SELECT a.*, (${VULNERABLE}) AS vulnerable_dependencies FROM (${ALERT_MEASURE}) a`;

type Row = Record<string, string | number | boolean | null>;

const toPoint = (row: Row, partial: boolean): TrendPoint & { partial: boolean } => ({
  day: String(row.day),
  alerts_opened: Number(row.alerts_opened),
  alerts_resolved: Number(row.alerts_resolved),
  active: {
    critical: Number(row.active_critical),
    warning: Number(row.active_warning),
    info: Number(row.active_info),
  },
  vulnerable_dependencies: row.vulnerable_dependencies === null ? null : Number(row.vulnerable_dependencies),
  backfilled: Boolean(row.backfilled),
  partial,
});

/** Writes `day`'s snapshot as things stand at `now`, unless it exists; true when this call wrote it. */
async function takeSnapshot(db: Queryable, day: string, now: Date): Promise<boolean> {
  const written = await db.query(
    `INSERT INTO dashboard_snapshots (day, alerts_opened, alerts_resolved, active_critical, active_warning,
         active_info, vulnerable_dependencies, backfilled, taken_at)
       SELECT $3::date, m.*, false, $4 FROM (${MEASURE}) m
     ON CONFLICT (day) DO NOTHING RETURNING day`,
    [dayStart(day), dayStart(addDays(day, 1)), day, now],
  );
  return written.length > 0;
}

/**
 * Rebuilds the missing days from `from` to `to` (inclusive) from alert timestamps: opened from
 * `created_at`, resolved from `resolved_at`, and active at the day's end as alerts created before it
 * and not resolved by then. An alert ignored today is taken as not active on those days (nothing
 * dates its ignoring), and no dependency count can be rebuilt. Answers how many days it wrote.
 */
async function backfillSnapshots(db: Queryable, from: string, to: string, now: Date): Promise<number> {
  if (from > to) return 0;
  const written = await db.query(
    `INSERT INTO dashboard_snapshots (day, alerts_opened, alerts_resolved, active_critical, active_warning,
         active_info, vulnerable_dependencies, backfilled, taken_at)
     SELECT d.day,
            (SELECT count(*) FROM policy_alerts WHERE created_at >= d.s AND created_at < d.e),
            (SELECT count(*) FROM policy_alerts WHERE resolved_at >= d.s AND resolved_at < d.e),
            a.critical, a.warning, a.info, NULL, true, $3
       FROM (SELECT g::date AS day, g::timestamp AT TIME ZONE 'UTC' AS s,
                    (g + interval '1 day')::timestamp AT TIME ZONE 'UTC' AS e
               FROM generate_series($1::date, $2::date, interval '1 day') g) d
       CROSS JOIN LATERAL (
         SELECT count(*) FILTER (WHERE level = 'critical') AS critical,
                count(*) FILTER (WHERE level = 'warning') AS warning,
                count(*) FILTER (WHERE level = 'info') AS info
           FROM policy_alerts
          WHERE created_at < d.e AND status <> 'ignored'
            AND (resolved_at >= d.e OR (resolved_at IS NULL AND status = 'active'))) a
      WHERE NOT EXISTS (SELECT 1 FROM dashboard_snapshots s WHERE s.day = d.day)
     ON CONFLICT (day) DO NOTHING RETURNING day`,
    [from, to, now],
  );
  return written.length;
}

/** How far back the trends look at most, so also how far back a start backfills. */
const LONGEST_TREND_DAYS = 90;

/**
 * What the service does at start and at every tick: yesterday's snapshot if it is missing (taken
 * now: on the first tick after midnight that is the day's end), and the days before it that have
 * none, rebuilt from alert timestamps back to the first alert's day or the longest trend.
 */
export async function keepSnapshots(db: Queryable, now: Date): Promise<void> {
  const yesterday = addDays(utcDay(now), -1);
  await takeSnapshot(db, yesterday, now);
  const [first] = await db.query<{ day: string | null }>(
    `SELECT to_char(min(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM policy_alerts`,
  );
  // Before the first alert there is nothing to rebuild from (most likely, no Argus either): no rows.
  if (!first?.day) return;
  const earliest = addDays(yesterday, -(LONGEST_TREND_DAYS - 1));
  // The later of the two (ISO days sort as text).
  const from = [first.day, earliest].sort()[1]!;
  await backfillSnapshots(db, from, addDays(yesterday, -1), now);
}

/** The last `days` days, oldest first: the stored snapshots, and today counted now. */
export async function readTrends(db: Queryable & { readCache?: ReadCache }, days: number, now: Date): Promise<Trends> {
  const today = utcDay(now);
  const stored = await db.query<Row>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, alerts_opened, alerts_resolved, active_critical, active_warning,
            active_info, vulnerable_dependencies, backfilled
       FROM dashboard_snapshots WHERE day >= $1::date AND day < $2::date ORDER BY day`,
    [addDays(today, -(days - 1)), today],
  );
  const [live] = await db.query<Row>(ALERT_MEASURE, [dayStart(today), now]);
  const [vulnerable] = await remembered<{ n: string }>(db, VULNERABLE);
  return {
    days,
    points: [
      ...stored.map((row) => toPoint(row, false)),
      toPoint({ ...live!, vulnerable_dependencies: vulnerable!.n, day: today, backfilled: false }, true),
    ],
  };
}
