import type { Clone, CloneLevel, ClonesOverview } from '../../../contract/clones';
import type { Queryable } from '../database';
import { narrowedBy, readModel } from '../read-model';

/** One side of a clone as stored. */
export type StoredSide = {
  project_id: number;
  file: string;
  start_line: number;
  end_line: number;
  commit: string | null;
  author_name: string | null;
  author_email: string | null;
  tree_commit: string | null;
};

export type StoredClone = {
  format: string;
  lines: number;
  tokens: number;
  level: CloneLevel;
  a: StoredSide;
  b: StoredSide;
};

const SIDE_COLUMNS = [
  'project_id',
  'file',
  'start_line',
  'end_line',
  'commit',
  'author_name',
  'author_email',
  'tree_commit',
];

/** A side as CONTRACT §19 answers it, with its project's name. */
const side = (prefix: 'a' | 'b') => `json_build_object(
    'project_id', x.${prefix}_project_id,
    'project_name', (SELECT p.name FROM projects p WHERE p.id = x.${prefix}_project_id),
    'file', x.${prefix}_file, 'start_line', x.${prefix}_start_line, 'end_line', x.${prefix}_end_line,
    'commit', x.${prefix}_commit, 'author_name', x.${prefix}_author_name, 'author_email', x.${prefix}_author_email) AS ${prefix}`;

const COLUMNS = `x.id, x.format, x.lines, x.tokens, x.level, ${side('a')}, ${side('b')}`;

const sideAs = (from: 'a' | 'b', to: 'a' | 'b') =>
  SIDE_COLUMNS.map((column) => `c.${from}_${column} AS ${to}_${column}`).join(', ');

/** Clones as stored, and (for a project's list) each cross-project clone also turned round. */
const STORED = `(SELECT c.id, c.format, c.lines, c.tokens, c.level, ${sideAs('a', 'a')}, ${sideAs('b', 'b')} FROM clones c) x`;
const BOTH_WAYS = `(SELECT c.id, c.format, c.lines, c.tokens, c.level, ${sideAs('a', 'a')}, ${sideAs('b', 'b')} FROM clones c
  UNION ALL
  SELECT c.id, c.format, c.lines, c.tokens, c.level, ${sideAs('b', 'a')}, ${sideAs('a', 'b')} FROM clones c
   WHERE c.a_project_id <> c.b_project_id) x`;

export type CloneFilters = { project?: number; level?: CloneLevel; other_project?: number; cross?: boolean };

const spec = {
  alias: 'x',
  columns: COLUMNS,
  searchColumns: ['x.a_file', 'x.b_file'],
  ordering: { lines: 'x.lines', tokens: 'x.tokens', format: 'x.format', file: 'x.a_file', id: 'x.id' },
  defaultOrdering: '-lines',
};

/**
 * CONTRACT §19 `GET /api/clones/`: with `?project=ID` side `a` is in that project (a clone within it
 * once, a clone with another project once, turned round when stored the other way); without it, as
 * stored. `other_project` is the project of side `b` (without `project`: of either side).
 */
export const clones = narrowedBy<Clone, CloneFilters>(
  'project',
  readModel<Clone, CloneFilters>({
    ...spec,
    table: STORED,
    filters: {
      project: 'x.a_project_id = $?',
      level: 'x.level = $?',
      other_project: '(x.a_project_id = $? OR x.b_project_id = $?)',
      cross: '(x.a_project_id <> x.b_project_id) = $?',
    },
  }),
  readModel<Clone, CloneFilters>({
    ...spec,
    table: BOTH_WAYS,
    filters: {
      project: 'x.a_project_id = $?',
      level: 'x.level = $?',
      other_project: 'x.b_project_id = $?',
      cross: '(x.a_project_id <> x.b_project_id) = $?',
    },
  }),
);

/** Where a clone's sides are, for reading their code. */
export async function cloneSides(db: Queryable, id: number): Promise<{ a: StoredSide; b: StoredSide } | undefined> {
  const [row] = await db.query<{ a: StoredSide; b: StoredSide }>(
    `SELECT json_build_object(${SIDE_COLUMNS.map((c) => `'${c}', a_${c}`).join(', ')}) AS a,
            json_build_object(${SIDE_COLUMNS.map((c) => `'${c}', b_${c}`).join(', ')}) AS b
       FROM clones WHERE id = $1`,
    [id],
  );
  return row;
}

/** CONTRACT §19's level of a clone by its lines. */
export const levelOf = (lines: number): CloneLevel => (lines < 50 ? 'low' : lines <= 300 ? 'medium' : 'high');

const CLONE_CHUNK = 2000;

/**
 * Replaces every clone with a side in `projectId` (within it, and with other projects in both
 * directions) by `found`. Answers the other projects whose clones changed.
 */
export async function replaceProjectClones(tx: Queryable, projectId: number, found: StoredClone[]): Promise<number[]> {
  const gone = await tx.query<{ project_id: number }>(
    `DELETE FROM clones WHERE a_project_id = $1 OR b_project_id = $1
     RETURNING CASE WHEN a_project_id = $1 THEN b_project_id ELSE a_project_id END AS project_id`,
    [projectId],
  );
  for (let start = 0; start < found.length; start += CLONE_CHUNK) {
    const chunk = found.slice(start, start + CLONE_CHUNK).map((c) => ({
      format: c.format,
      lines: c.lines,
      tokens: c.tokens,
      level: c.level,
      ...Object.fromEntries(
        SIDE_COLUMNS.flatMap((k) => [
          [`a_${k}`, c.a[k as keyof StoredSide]],
          [`b_${k}`, c.b[k as keyof StoredSide]],
        ]),
      ),
    }));
    const columns = ['format', 'lines', 'tokens', 'level', ...SIDE_COLUMNS.flatMap((k) => [`a_${k}`, `b_${k}`])];
    const types: Record<string, string> = { lines: 'int', tokens: 'int', a_project_id: 'int', b_project_id: 'int' };
    for (const k of ['a_start_line', 'a_end_line', 'b_start_line', 'b_end_line']) types[k] = 'int';
    await tx.query(
      `INSERT INTO clones (${columns.join(', ')})
       SELECT ${columns.map((c) => `u.${c}`).join(', ')}
         FROM jsonb_to_recordset($1::jsonb) AS u(${columns.map((c) => `${c} ${types[c] ?? 'text'}`).join(', ')})`,
      [JSON.stringify(chunk)],
    );
  }
  const others = new Set([...gone.map((r) => r.project_id), ...found.map((c) => c.b.project_id)]);
  others.delete(projectId);
  return [...others];
}

/** Keeps a project's lines of analysed code (CONTRACT §19's denominator). */
export async function setLinesOfCode(tx: Queryable, projectId: number, lines: number): Promise<void> {
  await tx.query('UPDATE projects SET lines_of_code = $2 WHERE id = $1', [projectId, lines]);
}

/**
 * A project's clone figures from its stored clones: the clones with a side in it, and its duplicated
 * lines (every line of its fragments, each counted once however many clones cover it) ÷ its lines of
 * code × 100; the share stays null until a clones run has counted the project's lines.
 */
export async function refreshCloneFigures(
  tx: Queryable,
  projectId: number,
): Promise<{ duplicated_lines: number; clones_count: number; percent: number | null }> {
  const sides = await tx.query<{ file: string; start_line: number; end_line: number }>(
    `SELECT a_file AS file, a_start_line AS start_line, a_end_line AS end_line FROM clones WHERE a_project_id = $1
     UNION ALL
     SELECT b_file, b_start_line, b_end_line FROM clones WHERE b_project_id = $1
     ORDER BY file, start_line`,
    [projectId],
  );
  let duplicated = 0;
  let file: string | undefined;
  let reached = 0;
  for (const s of sides) {
    if (s.file !== file) {
      file = s.file;
      reached = 0;
    }
    const from = Math.max(s.start_line, reached + 1);
    if (s.end_line >= from) duplicated += s.end_line - from + 1;
    reached = Math.max(reached, s.end_line);
  }
  const [row] = await tx.query<{ clones_count: number; percent: number | null }>(
    `UPDATE projects SET duplicated_lines = $2::int,
       clones_count = (SELECT count(*)::int FROM clones WHERE a_project_id = $1 OR b_project_id = $1),
       duplicated_lines_percent = CASE WHEN lines_of_code IS NULL THEN NULL WHEN lines_of_code = 0 THEN 0
                                       ELSE least(100, round(($2::int * 100.0 / lines_of_code)::numeric, 2))::float8 END
     WHERE id = $1 RETURNING clones_count, duplicated_lines_percent AS percent`,
    [projectId, duplicated],
  );
  return { duplicated_lines: duplicated, clones_count: row?.clones_count ?? 0, percent: row?.percent ?? null };
}

/** CONTRACT §19 overview: the ten projects with the largest share of duplicated lines, the ten pairs sharing most. */
export async function clonesOverview(db: Queryable): Promise<ClonesOverview> {
  const projects = await db.query<ClonesOverview['projects'][number]>(
    `SELECT p.id AS project_id, p.name AS project_name, p.duplicated_lines_percent,
            coalesce(p.duplicated_lines, 0) AS duplicated_lines, p.clones_count
       FROM projects p WHERE p.duplicated_lines_percent IS NOT NULL AND p.duplicated_lines > 0
      ORDER BY p.duplicated_lines_percent DESC, p.duplicated_lines DESC, p.id LIMIT 10`,
  );
  const pairs = await db.query<ClonesOverview['pairs'][number]>(
    `SELECT g.a_project_id, pa.name AS a_project_name, g.b_project_id, pb.name AS b_project_name,
            g.clones_count, g.lines
       FROM (SELECT least(a_project_id, b_project_id) AS a_project_id, greatest(a_project_id, b_project_id) AS b_project_id,
                    count(*)::int AS clones_count, sum(lines)::int AS lines
               FROM clones WHERE a_project_id <> b_project_id GROUP BY 1, 2) g
       JOIN projects pa ON pa.id = g.a_project_id JOIN projects pb ON pb.id = g.b_project_id
      ORDER BY g.lines DESC, g.clones_count DESC, g.a_project_id, g.b_project_id LIMIT 10`,
  );
  return { projects, pairs };
}
