import type { Dashboard } from '../../contract/dashboard';
import { LICENSE_CATEGORIES, type LicenseCategory } from '../../contract/licenses';
import type { Queryable } from '../db/database';
import type { ReadCache } from '../db/read-cache';
import { recentRuns } from '../db/repositories/runs';

const DAY_MS = 86_400_000;
/** How much more a critical alert weighs than a warning, and a warning than an info, in "top projects". */
const LEVEL_WEIGHTS = { critical: 10, warning: 3, info: 1 } as const;

const n = (value: unknown) => Number(value ?? 0);

type CachedDb = Queryable & { readCache?: ReadCache };

/**
 * A count's rows. On the embedded database the read cache keeps them until a write to a table they
 * read: counting the catalog takes most of a second, and PGlite counts on the service's own thread,
 * so a recount that finds nothing changed must cost nothing. Elsewhere they are read each time the
 * overview recounts.
 */
export const remembered = <Row>(db: CachedDb, sql: string, params: unknown[] = []): Promise<readonly Row[]> =>
  db.readCache ? db.readCache.lookup<Row>(db, sql, params) : db.query<Row>(sql, params);

/** Time in a count's parameters, to the minute: within a minute the count is the same query, so remembered. */
const toMinute = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

/**
 * An alert blocks when its last evaluation said so (`is_blocks_build`), or when a delayed block has
 * come due since (`blocks_build_from`, judged to the minute).
 */
async function alertCounts(db: CachedDb, now: Date) {
  const [row] = await remembered<Record<string, string>>(
    db,
    `SELECT count(*) FILTER (WHERE status = 'active' AND level = 'critical') AS critical,
            count(*) FILTER (WHERE status = 'active' AND level = 'warning') AS warning,
            count(*) FILTER (WHERE status = 'active' AND level = 'info') AS info,
            count(*) FILTER (WHERE status = 'active' AND (is_blocks_build OR blocks_build_from <= $1)) AS blocking,
            count(*) FILTER (WHERE status = 'ignored') AS ignored,
            count(DISTINCT project_id) FILTER (WHERE status = 'active' AND level = 'critical') AS critical_projects
       FROM policy_alerts WHERE status IN ('active', 'ignored')`,
    [toMinute(now)],
  );
  const active = { critical: n(row?.critical), warning: n(row?.warning), info: n(row?.info) };
  return {
    alerts: {
      active,
      total: active.critical + active.warning + active.info,
      blocking: n(row?.blocking),
      ignored: n(row?.ignored),
    },
    projects_with_critical_alerts: n(row?.critical_projects),
  };
}

async function vulnerableDependencies(db: CachedDb): Promise<Dashboard['vulnerable_dependencies']> {
  const [row] = await remembered<Record<string, string>>(
    db,
    `SELECT count(DISTINCT dv.dependency_id) AS total,
            count(DISTINCT dv.dependency_id) FILTER (WHERE v.severity = 'critical') AS critical,
            count(DISTINCT dv.dependency_id) FILTER (WHERE v.severity = 'high') AS high,
            count(DISTINCT dv.dependency_id) FILTER (WHERE v.severity = 'medium') AS medium,
            count(DISTINCT dv.dependency_id) FILTER (WHERE v.severity = 'low') AS low
       FROM dependency_vulnerabilities dv JOIN vulnerabilities v ON v.id = dv.vulnerability_id`,
  );
  return {
    total: n(row?.total),
    by_severity: { critical: n(row?.critical), high: n(row?.high), medium: n(row?.medium), low: n(row?.low) },
  };
}

/**
 * Each dependency counts once per category among its licenses; one without a license, or with an id
 * the SPDX list does not know, counts as unknown. Categories with no dependency are left out.
 */
async function licenseCategories(db: CachedDb): Promise<Dashboard['license_categories']> {
  const rows = await remembered<{ category: string; dependencies_count: string }>(
    db,
    `SELECT coalesce(l.category, 'unknown') AS category, count(DISTINCT d.id) AS dependencies_count
       FROM dependencies d
       CROSS JOIN LATERAL unnest(CASE WHEN cardinality(d.licenses) = 0 THEN ARRAY[NULL::text] ELSE d.licenses END)
         AS lic(spdx_id)
       LEFT JOIN licenses l ON l.spdx_id = lic.spdx_id
      GROUP BY 1`,
  );
  const order = (c: string) => LICENSE_CATEGORIES.indexOf(c as LicenseCategory);
  return rows
    .filter((r) => order(r.category) >= 0)
    .sort((a, b) => order(a.category) - order(b.category))
    .map((r) => ({ category: r.category as LicenseCategory, dependencies_count: n(r.dependencies_count) }));
}

async function webhookCounts(db: CachedDb): Promise<Dashboard['webhooks']> {
  const [row] = await remembered<Record<string, string>>(
    db,
    `SELECT count(*) FILTER (WHERE is_active AND (last_delivery_success = false OR availability_status = 'unavailable'))
              AS failing,
            count(*) FILTER (WHERE NOT is_active) AS disabled
       FROM webhooks`,
  );
  return { failing: n(row?.failing), disabled: n(row?.disabled) };
}

async function runCounts(db: CachedDb, now: Date): Promise<Dashboard['runs']> {
  const [row] = await remembered<Record<string, string>>(
    db,
    `SELECT (SELECT count(*) FROM runs WHERE status = 'queued') AS queued,
            (SELECT count(*) FROM runs WHERE status = 'running') AS running,
            (SELECT count(*) FROM runs WHERE status = 'failed' AND finished_at > $1) AS failed`,
    [toMinute(new Date(now.getTime() - DAY_MS))],
  );
  return { queued: n(row?.queued), running: n(row?.running), failed_last_24h: n(row?.failed) };
}

async function topProjects(db: CachedDb): Promise<Dashboard['top_projects']> {
  const { critical, warning, info } = LEVEL_WEIGHTS;
  const rows = await remembered<Record<string, string | number>>(
    db,
    `SELECT p.id, p.name, a.critical, a.warning, a.info,
            a.critical * ${critical} + a.warning * ${warning} + a.info * ${info} AS weight
       FROM (SELECT project_id,
                    count(*) FILTER (WHERE level = 'critical') AS critical,
                    count(*) FILTER (WHERE level = 'warning') AS warning,
                    count(*) FILTER (WHERE level = 'info') AS info
               FROM policy_alerts WHERE status = 'active' AND project_id IS NOT NULL GROUP BY project_id) a
       JOIN projects p ON p.id = a.project_id
      ORDER BY weight DESC, p.name, p.id
      LIMIT 10`,
  );
  return rows.map((r) => ({
    id: n(r.id),
    name: String(r.name),
    weight: n(r.weight),
    alerts: { critical: n(r.critical), warning: n(r.warning), info: n(r.info) },
  }));
}

/** Everything the overview counts, read in parallel (each query is one statement, no transaction). */
export async function countDashboard(db: CachedDb, now: Date): Promise<Dashboard> {
  const [alerts, vulnerable, licenses, webhooks, runs, top, recent] = await Promise.all([
    alertCounts(db, now),
    vulnerableDependencies(db),
    licenseCategories(db),
    webhookCounts(db),
    runCounts(db, now),
    topProjects(db),
    recentRuns(db, 10),
  ]);
  return {
    generated_at: now.toISOString(),
    ...alerts,
    vulnerable_dependencies: vulnerable,
    license_categories: licenses,
    webhooks,
    runs,
    top_projects: top,
    recent_runs: [...recent],
  };
}
