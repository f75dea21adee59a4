import type { Run, RunKind, RunSummary } from '../../../contract/runs';
import type { Queryable } from '../database';
import type { ReadCache } from '../read-cache';
import { readModel } from '../read-model';
import { isoTime } from '../sql';

const RUN_COLUMNS = `r.id, r.kind, r.project_id, r.container_image_id, r.status, r.error, ${isoTime('r.started_at')},
  ${isoTime('r.finished_at')}, ${isoTime('r.created_at')}, r.summary`;

export const runs = readModel<Run, { kind?: string; status?: string; project?: number; container_image?: number }>({
  table: 'runs r',
  alias: 'r',
  columns: RUN_COLUMNS,
  searchColumns: ['r.kind', 'r.error'],
  filters: {
    kind: 'r.kind = $?',
    status: 'r.status = $?',
    project: 'r.project_id = $?',
    container_image: 'r.container_image_id = $?',
  },
  ordering: { id: 'r.id', created_at: 'r.created_at', started_at: 'r.started_at', finished_at: 'r.finished_at' },
  defaultOrdering: '-id',
});

export type RunTarget = { project_id?: number; container_image_id?: number };

/** The run of this kind already queued or running for the object, if any. */
export async function activeRun(db: Queryable, kind: RunKind, target: RunTarget): Promise<number | undefined> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM runs WHERE kind = $1 AND status IN ('queued', 'running')
       AND project_id IS NOT DISTINCT FROM $2 AND container_image_id IS NOT DISTINCT FROM $3 LIMIT 1`,
    [kind, target.project_id ?? null, target.container_image_id ?? null],
  );
  return rows[0]?.id;
}

export async function insertRun(db: Queryable, kind: RunKind, target: RunTarget, at: Date): Promise<Run> {
  const rows = await db.query<Run>(
    `INSERT INTO runs AS r (kind, project_id, container_image_id, created_at) VALUES ($1, $2, $3, $4) RETURNING ${RUN_COLUMNS}`,
    [kind, target.project_id ?? null, target.container_image_id ?? null, at],
  );
  return rows[0]!;
}

/** Moves a run from one status to another; undefined when it was no longer in `from` (someone else won). */
export async function transition(
  db: Queryable,
  id: number,
  from: string[],
  to: string,
  at: Date,
  error: string | null = null,
): Promise<Run | undefined> {
  const rows = await db.query<Run>(
    `UPDATE runs r SET status = $3,
       started_at = CASE WHEN $3 = 'running' THEN $4 ELSE r.started_at END,
       finished_at = CASE WHEN $3 IN ('finished', 'failed', 'cancelled') THEN $4 ELSE r.finished_at END,
       error = $5
     WHERE r.id = $1 AND r.status = ANY($2::text[]) RETURNING ${RUN_COLUMNS}`,
    [id, from, to, at, error],
  );
  return rows[0];
}

/** Claims the oldest queued runs (SKIP LOCKED: several processes never start the same run). */
export async function claimQueuedRuns(db: Queryable, limit: number, at: Date): Promise<Run[]> {
  return db.query<Run>(
    `UPDATE runs r SET status = 'running', started_at = $2
      WHERE r.id IN (SELECT id FROM runs WHERE status = 'queued' ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING ${RUN_COLUMNS}`,
    [limit, at],
  );
}

/** Locks the run's row until the transaction ends and answers its status (undefined when it is gone). */
export async function lockRunStatus(db: Queryable, id: number): Promise<string | undefined> {
  const [current] = await db.query<{ status: string }>('SELECT status FROM runs WHERE id = $1 FOR UPDATE', [id]);
  return current?.status;
}

export async function runningRunIds(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ id: number }>(`SELECT id FROM runs WHERE status = 'running'`);
  return rows.map((row) => row.id);
}

/** Records what an SCA run found (CONTRACT §13), in the transaction that finishes it. */
export async function setRunSummary(db: Queryable, id: number, summary: RunSummary): Promise<void> {
  await db.query('UPDATE runs SET summary = $2 WHERE id = $1', [id, JSON.stringify(summary)]);
}

/** The newest runs, for the overview; remembered by the read cache, where there is one, until runs change. */
export async function recentRuns(db: Queryable & { readCache?: ReadCache }, limit: number): Promise<readonly Run[]> {
  const sql = `SELECT ${RUN_COLUMNS} FROM runs r ORDER BY r.id DESC LIMIT $1`;
  return db.readCache ? db.readCache.lookup<Run>(db, sql, [limit]) : db.query<Run>(sql, [limit]);
}
