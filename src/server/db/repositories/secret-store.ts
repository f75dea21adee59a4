import type { SecretStatus } from '../../../contract/secrets';
import type { Queryable } from '../database';

/**
 * The writes of a secrets run (CONTRACT §18), a batch of findings per statement: a run on a large
 * history brings thousands, and one statement per finding would hold the run's transaction for long.
 */

/** A finding as a run stores it: where it was last seen, how it scores, when it was first and last seen. */
export type StoredFinding = {
  fingerprint: string;
  rule_id: string;
  description: string;
  file: string;
  start_line: number;
  end_line: number;
  start_column: number;
  end_column: number;
  commit_sha: string | null;
  author_name: string | null;
  author_email: string | null;
  committed_at: string | null;
  entropy: number;
  masked: string;
  features: Record<string, number>;
  probability: number;
  first_seen_at: string;
  last_seen_at: string;
  is_in_head: boolean;
  /** This run saw the secret in a commit: its location becomes that sighting's (else the stored one stays). */
  moved: boolean;
};

export type StoredSighting = {
  fingerprint: string;
  commit_sha: string | null;
  file: string;
  start_line: number;
  author_name: string | null;
  author_email: string | null;
  committed_at: string | null;
};

/** What the project already had: each finding's id, status and whether it was in the checked-out tree. */
export async function projectFindings(
  db: Queryable,
  projectId: number,
): Promise<Map<string, { id: number; status: SecretStatus; status_reason: string | null; is_in_head: boolean }>> {
  const rows = await db.query<{
    id: number;
    fingerprint: string;
    status: SecretStatus;
    status_reason: string | null;
    is_in_head: boolean;
  }>('SELECT id, fingerprint, status, status_reason, is_in_head FROM secret_findings WHERE project_id = $1', [
    projectId,
  ]);
  return new Map(rows.map(({ fingerprint, ...row }) => [fingerprint, row]));
}

const FINDING_RECORD = `x(fingerprint text, rule_id text, description text, file text, start_line int, end_line int,
  start_column int, end_column int, commit_sha text, author_name text, author_email text, committed_at timestamptz,
  entropy float8, masked text, features jsonb, probability float8, first_seen_at timestamptz,
  last_seen_at timestamptz, is_in_head boolean, moved boolean)`;

/** Opens findings the project did not have; answers their fingerprints and ids. */
export async function insertFindings(
  db: Queryable,
  projectId: number,
  findings: StoredFinding[],
): Promise<{ id: number; fingerprint: string }[]> {
  if (findings.length === 0) return [];
  return db.query(
    `INSERT INTO secret_findings (project_id, fingerprint, rule_id, description, file, start_line, end_line,
         start_column, end_column, commit_sha, author_name, author_email, committed_at, entropy, masked, features,
         probability, first_seen_at, last_seen_at, is_in_head)
       SELECT $1, x.fingerprint, x.rule_id, x.description, x.file, x.start_line, x.end_line, x.start_column,
              x.end_column, x.commit_sha, x.author_name, x.author_email, x.committed_at, x.entropy, x.masked,
              x.features, x.probability, x.first_seen_at, x.last_seen_at, x.is_in_head
         FROM jsonb_to_recordset($2::jsonb) AS ${FINDING_RECORD}
     ON CONFLICT (project_id, fingerprint) DO NOTHING
     RETURNING id, fingerprint`,
    [projectId, JSON.stringify(findings)],
  );
}

/**
 * Refreshes findings the project had: their rule's words, score and preview, the first and last time
 * seen widened, and their location moved to this run's latest commit sighting when there is one.
 */
export async function updateFindings(db: Queryable, projectId: number, findings: StoredFinding[]): Promise<void> {
  if (findings.length === 0) return;
  const moved = (column: string) => `${column} = CASE WHEN x.moved THEN x.${column} ELSE f.${column} END`;
  await db.query(
    `UPDATE secret_findings f SET rule_id = x.rule_id, description = x.description, entropy = x.entropy,
         masked = x.masked, features = x.features, probability = x.probability,
         ${['file', 'start_line', 'end_line', 'start_column', 'end_column', 'commit_sha', 'author_name', 'author_email', 'committed_at'].map(moved).join(', ')},
         first_seen_at = least(f.first_seen_at, x.first_seen_at),
         last_seen_at = greatest(f.last_seen_at, x.last_seen_at),
         is_in_head = x.is_in_head
       FROM jsonb_to_recordset($2::jsonb) AS ${FINDING_RECORD}
      WHERE f.project_id = $1 AND f.fingerprint = x.fingerprint`,
    [projectId, JSON.stringify(findings)],
  );
}

/**
 * The checked-out tree's sightings are the tree's as this run read it: the project's earlier ones go
 * (a commit's sightings stay: history does not change).
 */
export async function forgetTreeSightings(db: Queryable, projectId: number): Promise<void> {
  await db.query(
    `DELETE FROM secret_sightings s USING secret_findings f
      WHERE s.finding_id = f.id AND f.project_id = $1 AND s.commit_sha IS NULL`,
    [projectId],
  );
}

/** Adds sightings not stored yet; answers the findings that gained a commit sighting. */
export async function addSightings(db: Queryable, projectId: number, sightings: StoredSighting[]): Promise<number[]> {
  if (sightings.length === 0) return [];
  const rows = await db.query<{ finding_id: number; commit_sha: string | null }>(
    `INSERT INTO secret_sightings (finding_id, commit_sha, file, start_line, author_name, author_email, committed_at)
       SELECT f.id, x.commit_sha, x.file, x.start_line, x.author_name, x.author_email, x.committed_at
         FROM jsonb_to_recordset($2::jsonb) AS x(fingerprint text, commit_sha text, file text, start_line int,
                author_name text, author_email text, committed_at timestamptz)
         JOIN secret_findings f ON f.project_id = $1 AND f.fingerprint = x.fingerprint
     ON CONFLICT (finding_id, coalesce(commit_sha, ''), file, start_line) DO NOTHING
     RETURNING finding_id, commit_sha`,
    [projectId, JSON.stringify(sightings)],
  );
  return [...new Set(rows.filter((r) => r.commit_sha !== null).map((r) => r.finding_id))];
}

/**
 * Keeps at most `keep` sightings of each of `findingIds`: the first one and the newest; those dropped
 * (and `unkept`: those the analysis saw but did not send) are counted on the finding.
 */
export async function boundSightings(
  db: Queryable,
  findingIds: number[],
  unkept: Map<number, number>,
  keep: number,
): Promise<void> {
  if (unkept.size > 0) {
    await db.query(
      `UPDATE secret_findings f SET sightings_unkept = f.sightings_unkept + x.n
         FROM unnest($1::int[], $2::int[]) AS x(id, n) WHERE f.id = x.id`,
      [[...unkept.keys()], [...unkept.values()]],
    );
  }
  if (findingIds.length === 0) return;
  await db.query(
    `WITH ranked AS (
       SELECT s.id, s.finding_id,
              row_number() OVER (PARTITION BY s.finding_id ORDER BY s.commit_sha IS NULL DESC, s.committed_at DESC, s.id DESC) AS newest,
              row_number() OVER (PARTITION BY s.finding_id ORDER BY s.commit_sha IS NULL, s.committed_at, s.id) AS oldest
         FROM secret_sightings s WHERE s.finding_id = ANY($1::int[])),
     gone AS (
       DELETE FROM secret_sightings s USING ranked r
        WHERE s.id = r.id AND r.newest >= $2 AND r.oldest > 1 RETURNING s.finding_id)
     UPDATE secret_findings f SET sightings_unkept = f.sightings_unkept + g.n
       FROM (SELECT finding_id, count(*)::int AS n FROM gone GROUP BY finding_id) g WHERE f.id = g.finding_id`,
    [findingIds, keep],
  );
}

/**
 * CONTRACT §18: a finding marked fixed that a run sees again (a new commit adds it, or it is back in the
 * checked-out tree) is `new` again, saying why; answers the ids it reopened.
 */
export async function reopenFindings(db: Queryable, ids: number[], reason: string, at: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: number }>(
    `UPDATE secret_findings SET status = 'new', status_reason = $2, status_changed_by = 'system', status_changed_at = $3
      WHERE id = ANY($1::int[]) AND status = 'fixed' RETURNING id`,
    [ids, reason, at],
  );
  return rows.map((r) => r.id);
}

/** Findings of the project that this run did not see in the checked-out tree are no longer in it. */
export async function markOutOfHead(db: Queryable, projectId: number, inHead: string[]): Promise<void> {
  await db.query(
    `UPDATE secret_findings SET is_in_head = false
      WHERE project_id = $1 AND is_in_head AND NOT (fingerprint = ANY($2::text[]))`,
    [projectId, inHead],
  );
}

/** The last commit a secrets run read: the next run reads only the commits after it. */
export async function setSecretsCommit(db: Queryable, projectId: number, head: string): Promise<void> {
  await db.query('UPDATE projects SET secrets_commit = $2 WHERE id = $1', [projectId, head]);
}

export async function projectFindingsCount(db: Queryable, projectId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM secret_findings WHERE project_id = $1', [
    projectId,
  ]);
  return row!.n;
}
