import type {
  SecretCounts,
  SecretFinding,
  SecretFindingDetail,
  SecretSighting,
  SecretStatus,
} from '../../../contract/secrets';
import type { Queryable } from '../database';
import { readModel } from '../read-model';
import { isoTime } from '../sql';

/** The findings list's filters (CONTRACT §18); `probability_gte` is 0–1, checked by the route. */
export type SecretFindingFilters = { project?: number; status?: string; rule?: string; probability_gte?: number };

const FINDING_COLUMNS = `f.id, f.project_id, f.rule_id, f.description, f.file, f.start_line, f.end_line,
  f.start_column, f.end_column, f.commit_sha AS "commit", f.author_name, f.author_email, ${isoTime('f.committed_at')},
  f.entropy, f.masked, f.fingerprint, f.probability, f.status, f.status_reason, ${isoTime('f.first_seen_at')},
  ${isoTime('f.last_seen_at')}, f.is_in_head`;

/** Most probably real first (CONTRACT §18), then by id so that pages are stable. */
export const secretFindings = readModel<SecretFinding, SecretFindingFilters>({
  table: 'secret_findings f',
  alias: 'f',
  columns: FINDING_COLUMNS,
  searchColumns: ['f.file', 'f.rule_id', 'f.description'],
  filters: {
    project: 'f.project_id = $?',
    status: 'f.status = $?',
    rule: 'f.rule_id = $?',
    probability_gte: 'f.probability >= $?',
  },
  ordering: {
    probability: 'f.probability',
    last_seen_at: 'f.last_seen_at',
    first_seen_at: 'f.first_seen_at',
    rule_id: 'f.rule_id',
    file: 'f.file',
    status: 'f.status',
    id: 'f.id',
  },
  defaultOrdering: '-probability',
});

/** The sightings a finding's page shows at most. */
const SIGHTINGS_SHOWN = 100;

/** One finding with its newest sightings (the checked-out tree first: it is now), and who last changed its status. */
export async function secretFindingDetail(db: Queryable, id: number): Promise<SecretFindingDetail | undefined> {
  const [finding] = await db.query<
    SecretFinding & { status_changed_by: string | null; status_changed_at: string | null; sightings_count: number }
  >(
    `SELECT ${FINDING_COLUMNS}, f.status_changed_by, ${isoTime('f.status_changed_at')},
            f.sightings_unkept + (SELECT count(*)::int FROM secret_sightings s WHERE s.finding_id = f.id)
              AS sightings_count
       FROM secret_findings f WHERE f.id = $1`,
    [id],
  );
  if (!finding) return undefined;
  const sightings = await db.query<SecretSighting>(
    `SELECT s.commit_sha AS "commit", s.file, s.start_line, s.author_name, s.author_email, ${isoTime('s.committed_at')}
       FROM secret_sightings s WHERE s.finding_id = $1
      ORDER BY s.commit_sha IS NULL DESC, s.committed_at DESC, s.id DESC LIMIT $2`,
    [id, SIGHTINGS_SHOWN],
  );
  return { ...finding, sightings };
}

/** Findings by status, of one project or of every project. */
export async function countSecretsByStatus(db: Queryable, project: number | undefined): Promise<SecretCounts> {
  const rows = await db.query<{ status: SecretStatus; n: number }>(
    `SELECT status, count(*)::int AS n FROM secret_findings WHERE ($1::int IS NULL OR project_id = $1) GROUP BY status`,
    [project ?? null],
  );
  const counts: SecretCounts = { new: 0, true_positive: 0, false_positive: 0, fixed: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** A finding as its audit row names it, and its status before a change. */
export type ChangedFinding = {
  id: number;
  rule_id: string;
  file: string;
  start_line: number;
  status: SecretStatus;
  status_reason: string | null;
};

/**
 * Sets the status (and its reason, who and when) of the findings of `ids`; answers each one's state
 * before, for the audit log. Findings already in that status with that reason are left as they are.
 */
export async function setFindingsStatus(
  db: Queryable,
  ids: number[],
  change: { status: SecretStatus; reason: string | null },
  by: { username: string; at: Date },
): Promise<ChangedFinding[]> {
  return db.query<ChangedFinding>(
    `WITH before AS (
       SELECT f.id, f.rule_id, f.file, f.start_line, f.status, f.status_reason FROM secret_findings f
        WHERE f.id = ANY($1::int[])
          AND (f.status IS DISTINCT FROM $2 OR f.status_reason IS DISTINCT FROM $3)
        FOR UPDATE)
     UPDATE secret_findings SET status = $2, status_reason = $3, status_changed_by = $4, status_changed_at = $5
       FROM before WHERE secret_findings.id = before.id
     RETURNING before.id, before.rule_id, before.file, before.start_line, before.status, before.status_reason`,
    [[...new Set(ids)], change.status, change.reason, by.username, by.at],
  );
}

/**
 * The labelled findings of the installation as training examples: the model's features and whether an
 * administrator said the finding is a real secret.
 */
export async function labelledExamples(db: Queryable): Promise<{ features: Record<string, number>; label: boolean }[]> {
  return db.query(
    `SELECT features, status = 'true_positive' AS label FROM secret_findings
      WHERE status IN ('true_positive', 'false_positive') ORDER BY id`,
  );
}

/** How many findings are labelled true or false positive. */
export async function labelsCount(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM secret_findings WHERE status IN ('true_positive', 'false_positive')",
  );
  return row!.n;
}

/**
 * What a finding's context needs beyond the finding: where its project's workspace is read (the commit
 * the last secrets run read stands for the checked-out tree), and the other findings known in the same
 * file at the same commit between two lines, with their columns where their location is there, else
 * only their line (a sighting).
 */
export async function secretsCommitOf(db: Queryable, projectId: number): Promise<string | null> {
  const [row] = await db.query<{ secrets_commit: string | null }>('SELECT secrets_commit FROM projects WHERE id = $1', [
    projectId,
  ]);
  return row?.secrets_commit ?? null;
}

type Near = {
  start_line: number;
  end_line: number;
  start_column: number | null;
  end_column: number | null;
  masked: string;
};

export async function findingsNear(
  db: Queryable,
  finding: { id: number; project_id: number; file: string },
  at: { commit: string; treeCommit: string | null; from: number; to: number },
): Promise<Near[]> {
  return db.query<Near>(
    `SELECT f.start_line, f.end_line, f.start_column, f.end_column, f.masked FROM secret_findings f
      WHERE f.project_id = $1 AND f.id <> $2 AND f.file = $3 AND coalesce(f.commit_sha, $5) = $4
        AND f.start_line <= $7 AND f.end_line >= $6
     UNION ALL
     SELECT s.start_line, s.start_line, NULL, NULL, f.masked FROM secret_sightings s
       JOIN secret_findings f ON f.id = s.finding_id
      WHERE f.project_id = $1 AND f.id <> $2 AND s.file = $3 AND coalesce(s.commit_sha, $5) = $4
        AND s.start_line BETWEEN $6 AND $7
        -- The finding's own location already gives its columns there.
        AND NOT (f.file = $3 AND f.start_line = s.start_line AND coalesce(f.commit_sha, $5) = $4)`,
    [finding.project_id, finding.id, finding.file, at.commit, at.treeCommit, at.from, at.to],
  );
}
