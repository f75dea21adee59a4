import type { Level } from '../../../contract/policies';
import type { PolicyAlert } from '../../../contract/runs';
import type { Stage } from '../../../contract/stages';
import type { Queryable } from '../database';
import { readModel } from '../read-model';
import { isoTime } from '../sql';

export const alerts = readModel<
  PolicyAlert,
  { status?: string; level?: string; policy?: number; project?: number; container_image?: number }
>({
  table: 'policy_alerts a',
  alias: 'a',
  columns: `a.id, a.policy_id, a.policy_name, a.level, a.stage, a.project_id, a.container_image_id,
    a.artifact_repository_id, a.dependency_id, a.dependency_purl, a.matched_criteria, a.status, a.is_blocks_build,
    ${isoTime('a.blocks_build_from')}, ${isoTime('a.created_at')}`,
  searchColumns: ['a.dependency_purl', 'a.policy_name'],
  filters: {
    status: 'a.status = $?',
    level: 'a.level = $?',
    policy: 'a.policy_id = $?',
    project: 'a.project_id = $?',
    container_image: 'a.container_image_id = $?',
  },
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
         artifact_repository_id, dependency_id, dependency_purl, matched_criteria, is_blocks_build, created_at,
         blocks_build_from)
       VALUES ${tuples.join(', ')}
       ON CONFLICT (policy_id, coalesce(project_id, 0), coalesce(container_image_id, 0), dependency_id)
         WHERE status IN ('active', 'ignored')
       DO UPDATE SET matched_criteria = EXCLUDED.matched_criteria, policy_name = EXCLUDED.policy_name,
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
): Promise<number> {
  const resolved = await db.query(
    `UPDATE policy_alerts SET status = 'resolved', resolved_at = $3
       WHERE ${targetColumn} = $1 AND status IN ('active', 'ignored') AND NOT (id = ANY($2::int[]))
       RETURNING id`,
    [targetId, kept, now],
  );
  return resolved.length;
}

/** Ignores an alert or makes it active again; false when it is resolved (or gone). */
export async function setAlertStatus(db: Queryable, id: number, status: 'active' | 'ignored'): Promise<boolean> {
  const changed = await db.query('UPDATE policy_alerts SET status = $2 WHERE id = $1 AND status <> $3 RETURNING id', [
    id,
    status,
    'resolved',
  ]);
  return changed.length > 0;
}
