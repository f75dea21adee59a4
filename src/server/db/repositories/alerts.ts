import type { Level, MatchedRule } from '../../../contract/policies';
import type { PolicyAlert } from '../../../contract/runs';
import type { AlertBulkResult, AlertCounts } from '../../../contract/alert-triage';
import type { Stage } from '../../../contract/stages';
import type { Queryable } from '../database';
import { auditAlertStatus } from '../../audit/alerts';
import type { AuditActor } from '../../audit/record';
import { listWhere } from '../list-sql';
import { readModel } from '../read-model';
import { isoTime } from '../sql';

/** The alert list's filters (CONTRACT §5, §13). */
export type AlertFilters = {
  status?: string;
  level?: string;
  stage?: string;
  policy?: number;
  project?: number;
  container_image?: number;
  is_blocks_build?: boolean;
};

const ALERT_FILTERS: { [K in keyof AlertFilters]-?: string } = {
  status: 'a.status = $?',
  level: 'a.level = $?',
  stage: 'a.stage = $?',
  policy: 'a.policy_id = $?',
  project: 'a.project_id = $?',
  container_image: 'a.container_image_id = $?',
  is_blocks_build: 'a.is_blocks_build = $?',
};
const SEARCH_COLUMNS = ['a.dependency_purl', 'a.policy_name'];

export const alerts = readModel<PolicyAlert, AlertFilters>({
  table: 'policy_alerts a',
  alias: 'a',
  columns: `a.id, a.policy_id, a.policy_name, a.level, a.stage, a.project_id, a.container_image_id,
    a.artifact_repository_id, a.dependency_id, a.dependency_purl, a.matched_criteria, a.matched_rules, a.status,
    a.is_blocks_build,
    ${isoTime('a.blocks_build_from')}, ${isoTime('a.created_at')}, a.ignored_reason,
    to_char(a.ignored_until, 'YYYY-MM-DD') AS ignored_until, a.ignored_by, ${isoTime('a.ignored_at')}`,
  searchColumns: SEARCH_COLUMNS,
  filters: ALERT_FILTERS,
  ordering: {
    created_at: 'a.created_at',
    level: "array_position(ARRAY['info','warning','critical'], a.level)",
    policy_name: 'a.policy_name',
    id: 'a.id',
  },
  defaultOrdering: '-id',
});

/** One alert a policy raises on one component of a project or a container image. */
export type NewAlert = {
  policy_id: number;
  policy_name: string;
  level: Level;
  stage: Stage;
  project_id: number | null;
  container_image_id: number | null;
  artifact_repository_id: number | null;
  dependency_id: number;
  dependency_purl: string;
  matched_criteria: string[];
  /** The same as data, for the console to phrase (issue 29). */
  matched_rules: MatchedRule[];
  /** The policy's: does it block builds, and after how many days of an alert's life (null: at once). */
  is_blocks_build: boolean;
  block_delay_days: number | null;
  /** The evaluation's time: a new alert's creation, and the moment its blocking is judged at. */
  created_at: Date;
};

const DAY_MS = 86_400_000;

/** `created`: this statement opened the alert (it was not open before). */
type OpenAlert = { id: number; status: string; policy_id: number; dependency_id: number; created: boolean };

/**
 * Opens each alert in one statement, or refreshes the one already open (active or ignored) for the
 * same policy, target and component; answers every row with its status. A blocking policy's alert
 * blocks builds from `created_at` + the policy's delay (`blocks_build_from`); `is_blocks_build` says
 * whether it does at this evaluation, which is when a build asks (CONTRACT §12). An alert open from
 * before keeps its creation, so its delay counts from when it was first raised. `created` comes from
 * `xmax = 0`: a row the INSERT wrote has no deleting transaction yet, one the UPDATE rewrote has ours.
 */
export async function upsertAlerts(db: Queryable, alerts: NewAlert[]): Promise<OpenAlert[]> {
  const params: unknown[] = [];
  const tuples = alerts.map((alert) => {
    const values = [
      alert.policy_id,
      alert.policy_name,
      alert.level,
      alert.stage,
      alert.project_id,
      alert.container_image_id,
      alert.artifact_repository_id,
      alert.dependency_id,
      alert.dependency_purl,
      alert.matched_criteria,
      JSON.stringify(alert.matched_rules),
      alert.is_blocks_build && alert.block_delay_days === null,
      alert.created_at,
      alert.is_blocks_build ? new Date(alert.created_at.getTime() + (alert.block_delay_days ?? 0) * DAY_MS) : null,
    ];
    const slots = values.map((value) => {
      params.push(value);
      return `$${params.length}`;
    });
    return `(${slots.join(', ')})`;
  });
  return db.query<OpenAlert>(
    `INSERT INTO policy_alerts (policy_id, policy_name, level, stage, project_id, container_image_id,
         artifact_repository_id, dependency_id, dependency_purl, matched_criteria, matched_rules, is_blocks_build,
         created_at, blocks_build_from)
       VALUES ${tuples.join(', ')}
       ON CONFLICT (policy_id, coalesce(project_id, 0), coalesce(container_image_id, 0), dependency_id)
         WHERE status IN ('active', 'ignored')
       DO UPDATE SET matched_criteria = EXCLUDED.matched_criteria, matched_rules = EXCLUDED.matched_rules,
         policy_name = EXCLUDED.policy_name,
         level = EXCLUDED.level, stage = EXCLUDED.stage,
         blocks_build_from = policy_alerts.created_at + (EXCLUDED.blocks_build_from - EXCLUDED.created_at),
         is_blocks_build = coalesce(
           policy_alerts.created_at + (EXCLUDED.blocks_build_from - EXCLUDED.created_at) <= EXCLUDED.created_at, false)
       RETURNING id, status, policy_id, dependency_id, (xmax = 0) AS created`,
    params,
  );
}

/**
 * Resolves the target's open alerts that are not in `kept` (their components no longer match) at
 * `now`, for the overview's trend; answers how many it resolved.
 */
export async function resolveAlertsExcept(
  db: Queryable,
  targetColumn: 'project_id' | 'container_image_id',
  targetId: number,
  kept: number[],
  now: Date,
  onlyStage: string | null = null,
): Promise<number> {
  const resolved = await db.query(
    `UPDATE policy_alerts SET status = 'resolved', resolved_at = $3
       WHERE ${targetColumn} = $1 AND status IN ('active', 'ignored') AND NOT (id = ANY($2::int[]))
         AND ($4::text IS NULL OR stage = $4)
       RETURNING id`,
    [targetId, kept, now, onlyStage],
  );
  return resolved.length;
}

/** How many alerts each tab holds under the list's search and filters (the status filter left out). */
export async function countAlertsByStatus(
  db: Queryable,
  search: string | undefined,
  filters: Omit<AlertFilters, 'status'>,
): Promise<AlertCounts> {
  const { where, params } = listWhere({ searchColumns: SEARCH_COLUMNS, filters: ALERT_FILTERS }, { search, filters });
  const rows = await db.query<{ status: keyof AlertCounts; n: number }>(
    `SELECT a.status, count(*)::int AS n FROM policy_alerts a ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       GROUP BY a.status`,
    params,
  );
  const counts: AlertCounts = { active: 0, ignored: 0, resolved: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** The UTC calendar day of a moment, as `YYYY-MM-DD`: an ignore `until` that day has ended. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * CONTRACT §13: an ignore whose `until` day has come ends, and the alert is active again (its ignore's
 * details cleared). Asked before alerts are listed, read, counted or evaluated; the write happens only
 * when one has expired, so that lists read without one keep what the read cache remembers.
 */
export async function reactivateExpiredIgnores(db: Queryable, now: Date): Promise<number> {
  const day = utcDay(now);
  const due = await db.query(
    `SELECT 1 FROM policy_alerts WHERE status = 'ignored' AND ignored_until <= $1::date LIMIT 1`,
    [day],
  );
  if (due.length === 0) return 0;
  const changed = await db.query(
    `UPDATE policy_alerts SET status = 'active', ignored_reason = NULL, ignored_until = NULL, ignored_by = NULL,
       ignored_at = NULL
     WHERE status = 'ignored' AND ignored_until <= $1::date RETURNING id`,
    [day],
  );
  return changed.length;
}

/** Who ignores and when. */
/** Who changes the alerts (written on them and in the audit log) and when. */
export type Actor = AuditActor & { at: Date };

type Previous = AlertBulkResult['previous'][number];

/**
 * Ignores alerts with a reason and an optional last day (`until`, exclusive: active again from that day).
 * Resolved alerts are left as they are; an ignored one takes the new reason and date. The one place an
 * ignore is written, so that whatever must go with it (an audit row) is added here.
 */
export async function ignoreAlerts(
  db: Queryable,
  ids: number[],
  ignore: { reason: string; until: string | null },
  actor: Actor,
): Promise<AlertBulkResult> {
  return changeAlerts(
    db,
    ids,
    `status = 'ignored', ignored_reason = $2, ignored_until = $3::date, ignored_by = $4, ignored_at = $5`,
    `a.status IN ('active', 'ignored')`,
    [ignore.reason, ignore.until, actor.username, actor.at],
    { actor, status: 'ignored' },
  );
}

/**
 * Makes ignored alerts active again, their ignore's details cleared; active and resolved ones are left
 * as they are. The one place a reactivation is written (see ignoreAlerts).
 */
export async function reactivateAlerts(db: Queryable, ids: number[], actor: Actor): Promise<AlertBulkResult> {
  return changeAlerts(
    db,
    ids,
    `status = 'active', ignored_reason = NULL, ignored_until = NULL, ignored_by = NULL, ignored_at = NULL`,
    `a.status = 'ignored'`,
    [],
    { actor, status: 'active' },
  );
}

/** One UPDATE over the alerts of `ids` that `eligible` holds for, answering each one's state before it. */
async function changeAlerts(
  db: Queryable,
  ids: number[],
  set: string,
  eligible: string,
  params: unknown[],
  audit: { actor: AuditActor; status: 'active' | 'ignored' },
): Promise<AlertBulkResult> {
  const unique = [...new Set(ids)];
  const rows = await db.query<Previous & { policy_name: string; dependency_purl: string }>(
    `WITH before AS (
       SELECT a.id, a.status, a.ignored_reason, to_char(a.ignored_until, 'YYYY-MM-DD') AS ignored_until
         FROM policy_alerts a WHERE a.id = ANY($1::int[]) AND ${eligible} FOR UPDATE)
     UPDATE policy_alerts SET ${set} FROM before WHERE policy_alerts.id = before.id
     RETURNING before.id, before.status, before.ignored_reason, before.ignored_until,
               policy_alerts.policy_name, policy_alerts.dependency_purl`,
    [unique, ...params],
  );
  // One audit row per alert whose status changed (an ignored alert ignored again only takes a new reason).
  for (const row of rows) {
    if (row.status !== audit.status) await auditAlertStatus(db, audit.actor, row, { status: audit.status });
  }
  const changed = new Set(rows.map((r) => r.id));
  return {
    updated: unique.filter((id) => changed.has(id)),
    skipped: unique.filter((id) => !changed.has(id)),
    previous: rows
      .map(({ id, status, ignored_reason, ignored_until }) => ({ id, status, ignored_reason, ignored_until }))
      .sort((x, y) => x.id - y.id),
  };
}
