import type { Run, RunKind, RunSummary } from '../../../contract/runs';
import type { Queryable } from '../database';
import type { ReadCache } from '../read-cache';
import { readModel } from '../read-model';
import { isoTime } from '../sql';

const RUN_COLUMNS = `r.id, r.kind, r.project_id, r.container_image_id, r.status, r.error, ${isoTime('r.started_at')},
  ${isoTime('r.finished_at')}, ${isoTime('r.created_at')}, r.progress, r.phase, r.summary`;

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

export async function insertRun(
  db: Queryable,
  kind: RunKind,
  target: RunTarget,
  at: Date,
  input: unknown = null,
): Promise<Run> {
  const rows = await db.query<Run>(
    `INSERT INTO runs AS r (kind, project_id, container_image_id, created_at, input)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${RUN_COLUMNS}`,
    [
      kind,
      target.project_id ?? null,
      target.container_image_id ?? null,
      at,
      input === null ? null : JSON.stringify(input),
    ],
  );
  return rows[0]!;
}

/** What a run reads besides its target (an upload's directory and files), null for most runs. */
export async function runInput(db: Queryable, id: number): Promise<unknown> {
  const rows = await db.query<{ input: unknown }>('SELECT input FROM runs WHERE id = $1', [id]);
  return rows[0]?.input ?? null;
}

/** The upload directories that queued or running runs still need (the others can go). */
export async function pendingUploadDirs(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ dir: string }>(
    `SELECT input->>'dir' AS dir FROM runs WHERE status IN ('queued', 'running') AND input ? 'dir'`,
  );
  return rows.map((r) => r.dir);
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
       progress = CASE WHEN $3 = 'finished' THEN 100 ELSE r.progress END,
       phase = CASE WHEN $3 IN ('finished', 'failed', 'cancelled') THEN NULL ELSE r.phase END,
       error = $5
     WHERE r.id = $1 AND r.status = ANY($2::text[]) RETURNING ${RUN_COLUMNS}`,
    [id, from, to, at, error],
  );
  return rows[0];
}

/**
 * Claims the oldest queued runs (SKIP LOCKED: several processes never start the same run). A project
 * with a run in progress waits: its runs share one workspace, which two gits must not change at once.
 */
export async function claimQueuedRuns(
  db: Queryable,
  limit: number,
  at: Date,
  /** Projects whose analysis process is still ending here (a cancelled run's): their workspace is not free yet. */
  busyProjects: readonly number[] = [],
): Promise<Run[]> {
  return db.query<Run>(
    `UPDATE runs r SET status = 'running', started_at = $2, heartbeat_at = $2, progress = NULL, phase = NULL
      WHERE r.id IN (
        SELECT q.id FROM runs q
         WHERE q.status = 'queued'
           AND (q.project_id IS NULL OR NOT EXISTS (
             SELECT 1 FROM runs b WHERE b.project_id = q.project_id AND b.status = 'running'))
           AND (q.project_id IS NULL OR q.project_id <> ALL($3::int[]))
           AND q.id = (SELECT min(f.id) FROM runs f WHERE f.status = 'queued'
                        AND f.project_id IS NOT DISTINCT FROM q.project_id
                        AND f.container_image_id IS NOT DISTINCT FROM q.container_image_id)
         ORDER BY q.id LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING ${RUN_COLUMNS}`,
    [limit, at, busyProjects],
  );
}

/**
 * Records how far a running run is (CONTRACT §15); false when it is no longer running (cancelled here
 * or by another process), which tells its worker to stop the work.
 */
export async function setRunProgress(
  db: Queryable,
  id: number,
  at: Date,
  report?: { progress: number | null; phase: string },
): Promise<boolean> {
  const rows = report
    ? await db.query(
        `UPDATE runs SET heartbeat_at = $2, progress = $3, phase = $4 WHERE id = $1 AND status = 'running' RETURNING id`,
        [id, at, report.progress, report.phase],
      )
    : await db.query(`UPDATE runs SET heartbeat_at = $2 WHERE id = $1 AND status = 'running' RETURNING id`, [id, at]);
  return rows.length > 0;
}

/**
 * Running runs whose process went silent before `staleBefore` (it died: on PostgreSQL nobody else would
 * end them), except this process's own; each is locked for the transaction that fails it.
 */
export async function silentRunIds(db: Queryable, staleBefore: Date, own: readonly number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM runs WHERE status = 'running' AND heartbeat_at < $1 AND id <> ALL($2::int[])
      FOR UPDATE SKIP LOCKED`,
    [staleBefore, own],
  );
  return rows.map((row) => row.id);
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

/** Records what a run found (CONTRACT §13, §15), in the transaction that finishes it. */
export async function setRunSummary(db: Queryable, id: number, summary: RunSummary): Promise<void> {
  await db.query('UPDATE runs SET summary = $2 WHERE id = $1', [id, JSON.stringify(summary)]);
}

/** The newest runs, for the overview; remembered by the read cache, where there is one, until runs change. */
export async function recentRuns(db: Queryable & { readCache?: ReadCache }, limit: number): Promise<readonly Run[]> {
  const sql = `SELECT ${RUN_COLUMNS} FROM runs r ORDER BY r.id DESC LIMIT $1`;
  return db.readCache ? db.readCache.lookup<Run>(db, sql, [limit]) : db.query<Run>(sql, [limit]);
}
