import type { Author, AuthorActivity } from '../../../contract/catalog';
import type { AuthorFigures } from '../../analysis/authors/types';
import type { Queryable } from '../database';
import { readModel } from '../read-model';
import { isoTime } from '../sql';

/**
 * CONTRACT §15 authors: every figure is read from analysed histories (project_authors). Overall, an
 * identity's figures add up over its projects; with `?project=ID` they are that project's alone. Both
 * lists read one derived table under the alias `a` with the same column names, so orderings and
 * searches are written once.
 */
const FIGURES = `a.id, a.name, a.email, a.commits_count, a.projects_count, a.merges_count, a.lines_added,
  a.lines_removed, ${isoTime('a.first_commit_at')}, ${isoTime('a.last_commit_at')}, a.active_months,
  (SELECT coalesce(json_agg(t.key ORDER BY t.lines DESC, t.key), '[]'::json)
     FROM (SELECT tech.key, sum(tech.value::bigint) AS lines FROM project_authors pt, jsonb_each_text(pt.technologies) tech
            WHERE pt.author_id = a.id AND (a.project_id IS NULL OR pt.project_id = a.project_id)
            GROUP BY tech.key) t) AS technologies`;

const OVERALL = `(SELECT au.id, au.name, au.email, NULL::int AS project_id,
    coalesce(f.commits_count, 0) AS commits_count, coalesce(f.projects_count, 0) AS projects_count,
    coalesce(f.merges_count, 0) AS merges_count, coalesce(f.lines_added, 0) AS lines_added,
    coalesce(f.lines_removed, 0) AS lines_removed, f.first_commit_at, f.last_commit_at,
    (SELECT count(DISTINCT m.key)::int FROM project_authors pm, jsonb_object_keys(pm.months) m(key)
      WHERE pm.author_id = au.id) AS active_months
   FROM authors au LEFT JOIN LATERAL (
     SELECT sum(pa.commits_count)::int AS commits_count, count(*)::int AS projects_count,
            sum(pa.merges_count)::int AS merges_count, sum(pa.lines_added)::bigint AS lines_added,
            sum(pa.lines_removed)::bigint AS lines_removed, min(pa.first_commit_at) AS first_commit_at,
            max(pa.last_commit_at) AS last_commit_at
       FROM project_authors pa WHERE pa.author_id = au.id) f ON true) a`;

const PER_PROJECT = `(SELECT au.id, au.name, au.email, pa.project_id, pa.commits_count, 1 AS projects_count,
    pa.merges_count, pa.lines_added, pa.lines_removed, pa.first_commit_at, pa.last_commit_at,
    (SELECT count(*)::int FROM jsonb_object_keys(pa.months)) AS active_months
   FROM authors au JOIN project_authors pa ON pa.author_id = au.id) a`;

const spec = {
  alias: 'a',
  columns: FIGURES,
  searchColumns: ['a.name', 'a.email'],
  ordering: {
    name: 'a.name',
    email: 'a.email',
    commits_count: 'a.commits_count',
    lines_added: 'a.lines_added',
    last_commit_at: 'a.last_commit_at',
    first_commit_at: 'a.first_commit_at',
    id: 'a.id',
  },
  defaultOrdering: 'name',
};

type AuthorFilters = { project?: number };
const overall = readModel<Author, AuthorFilters>({
  ...spec,
  table: OVERALL,
  // An identity belongs to the project's list when that project's history has it.
  filters: { project: 'EXISTS (SELECT 1 FROM project_authors pf WHERE pf.author_id = a.id AND pf.project_id = $?)' },
});
const perProject = readModel<Author, AuthorFilters>({
  ...spec,
  table: PER_PROJECT,
  filters: { project: 'a.project_id = $?' },
});

/** The authors list: the project's own figures when the list is filtered by project, else every project's. */
export const authors = {
  ordering: overall.ordering,
  defaultOrdering: overall.defaultOrdering,
  list: (db: Queryable, list: Parameters<typeof overall.list>[1]) =>
    (list.filters.project === undefined ? overall : perProject).list(db, list),
  exportRows: (db: Queryable, list: Parameters<typeof overall.exportRows>[1]) =>
    (list.filters.project === undefined ? overall : perProject).exportRows(db, list),
  columns: overall.columns,
  get: overall.get,
};

/** An author's commits by month over every project, and their figures per project (for the author's page). */
export async function authorActivity(db: Queryable, id: number): Promise<AuthorActivity | undefined> {
  if ((await db.query('SELECT 1 FROM authors WHERE id = $1', [id])).length === 0) return undefined;
  const months = await db.query<{ month: string; commits_count: number }>(
    `SELECT m.key AS month, sum(m.value::int)::int AS commits_count
       FROM project_authors pa, jsonb_each_text(pa.months) m WHERE pa.author_id = $1 GROUP BY m.key ORDER BY m.key`,
    [id],
  );
  const projects = await db.query<AuthorActivity['projects'][number]>(
    `SELECT p.id AS project_id, p.name AS project_name, pa.commits_count, pa.lines_added::int AS lines_added,
            pa.lines_removed::int AS lines_removed, ${isoTime('pa.last_commit_at')}
       FROM project_authors pa JOIN projects p ON p.id = pa.project_id WHERE pa.author_id = $1
      ORDER BY pa.commits_count DESC, p.name`,
    [id],
  );
  return { months, projects };
}

const AUTHORS_LOCK = 4_242_016;

type StoredFigures = Omit<AuthorFigures, 'email' | 'name'> & { author_id: number };

const addCounts = (a: Record<string, number>, b: Record<string, number>) => {
  const sum = { ...a };
  for (const [key, value] of Object.entries(b)) sum[key] = (sum[key] ?? 0) + value;
  return sum;
};

function merge(old: StoredFigures | undefined, next: StoredFigures): StoredFigures {
  if (!old) return next;
  return {
    author_id: next.author_id,
    commits_count: old.commits_count + next.commits_count,
    merges_count: old.merges_count + next.merges_count,
    lines_added: old.lines_added + next.lines_added,
    lines_removed: old.lines_removed + next.lines_removed,
    // ISO 8601 UTC texts of one format: their order is the order of time.
    first_commit_at: [old.first_commit_at, next.first_commit_at].sort()[0]!,
    last_commit_at: [old.last_commit_at, next.last_commit_at].sort()[1]!,
    months: addCounts(old.months, next.months),
    technologies: addCounts(old.technologies, next.technologies),
  };
}

/**
 * Stores what an authors run read (CONTRACT §15): a full read replaces the project's figures, an
 * incremental one adds the new commits to them. Identities are upserted by email with the newest name;
 * identities no project's history holds any more are removed. Answers the project's totals.
 */
export async function storeAuthors(
  db: Queryable,
  projectId: number,
  figures: readonly AuthorFigures[],
  full: boolean,
  head: string,
): Promise<{ authors_count: number; commits_count: number }> {
  // Identities are shared between projects: two authors runs storing at once (PostgreSQL, several
  // processes or slots) take turns, so that neither deadlocks on the other's upserts nor has an identity
  // it just attached deleted as an orphan by the other.
  await db.query('SELECT pg_advisory_xact_lock($1)', [AUTHORS_LOCK]);
  await db.query('UPDATE projects SET authors_commit = $2 WHERE id = $1', [projectId, head]);
  const stored = new Map<number, StoredFigures>();
  if (!full) {
    const rows = await db.query<StoredFigures & { first_commit_at: Date | string; last_commit_at: Date | string }>(
      `SELECT author_id, commits_count, merges_count, lines_added::float8 AS lines_added,
              lines_removed::float8 AS lines_removed, ${isoTime('first_commit_at')}, ${isoTime('last_commit_at')},
              months, technologies
         FROM project_authors WHERE project_id = $1`,
      [projectId],
    );
    for (const row of rows) stored.set(row.author_id, row as StoredFigures);
  }
  await db.query('DELETE FROM project_authors WHERE project_id = $1', [projectId]);
  for (const author of figures) {
    const [{ id }] = (await db.query<{ id: number }>(
      `INSERT INTO authors (name, email) VALUES ($1, $2)
         ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
      [author.name, author.email],
    )) as [{ id: number }];
    const { email: _e, name: _n, ...rest } = author;
    stored.set(id, merge(stored.get(id), { ...rest, author_id: id }));
  }
  let commits = 0;
  for (const row of stored.values()) {
    commits += row.commits_count;
    await db.query(
      `INSERT INTO project_authors (project_id, author_id, commits_count, merges_count, lines_added, lines_removed,
         first_commit_at, last_commit_at, months, technologies)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        projectId,
        row.author_id,
        row.commits_count,
        row.merges_count,
        row.lines_added,
        row.lines_removed,
        row.first_commit_at,
        row.last_commit_at,
        JSON.stringify(row.months),
        JSON.stringify(row.technologies),
      ],
    );
  }
  await db.query(
    'DELETE FROM authors au WHERE NOT EXISTS (SELECT 1 FROM project_authors pa WHERE pa.author_id = au.id)',
  );
  return { authors_count: stored.size, commits_count: commits };
}
