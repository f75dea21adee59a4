import type { Project, ProjectDetail, RepoAuthKind, Workspace } from '../../../contract/projects';
import type { Stage } from '../../../contract/stages';
import type { Queryable } from '../database';
import { type ExportSql, type ListSql, listBatches, listColumns, listRows } from '../list-sql';
import { isoTime } from '../sql';

/** Counts are computed for the rows of one page only, through the join tables' indexes. */
const COLUMNS = `p.id, p.name, p.type, p.repo_url, p.repo_ref_name, p.stage, p.proprietor_id AS proprietor,
  p.is_active, ${isoTime('p.last_sca_analysis_at')}, ${isoTime('p.created_at')}, ${isoTime('p.updated_at')},
  p.repo_auth_kind, p.workspace,
  (SELECT count(*)::int FROM project_dependencies pd WHERE pd.project_id = p.id) AS dependencies_count,
  (SELECT count(DISTINCT dv.vulnerability_id)::int FROM project_dependencies pd
     JOIN dependency_vulnerabilities dv ON dv.dependency_id = pd.dependency_id
    WHERE pd.project_id = p.id) AS vulnerabilities_count`;

const DETAIL_COLUMNS = `${COLUMNS},
  (SELECT count(*)::int FROM policies po WHERE NOT EXISTS (SELECT 1 FROM policy_projects pp WHERE pp.policy_id = po.id)
      OR EXISTS (SELECT 1 FROM policy_projects pp WHERE pp.policy_id = po.id AND pp.project_id = p.id)) AS policies_count,
  (SELECT count(*)::int FROM policy_alerts a WHERE a.project_id = p.id AND a.status = 'active') AS alerts_count,
  p.duplicated_lines_percent, p.clones_count`;

export type ProjectFilters = { type?: string; stage?: string; is_active?: boolean; proprietor?: number };

export const PROJECT_ORDERING = {
  name: 'p.name',
  type: 'p.type',
  stage: 'p.stage',
  created_at: 'p.created_at',
  updated_at: 'p.updated_at',
  last_sca_analysis_at: 'p.last_sca_analysis_at',
  id: 'p.id',
};

const PROJECT_LIST = {
  table: 'projects p',
  alias: 'p',
  columns: COLUMNS,
  searchColumns: ['p.name', 'p.repo_url'],
  filters: {
    type: 'p.type = $?',
    stage: 'p.stage = $?',
    is_active: 'p.is_active = $?',
    proprietor: 'p.proprietor_id = $?',
  },
};

export function listProjects(db: Queryable, list: ListSql<ProjectFilters>) {
  return listRows<Project>(db, { ...PROJECT_LIST, list });
}

/** Every project matching the list's conditions, in batches (an export, CONTRACT §13). */
export const exportProjects = (db: Queryable, list: ExportSql<ProjectFilters>) =>
  listBatches<Project>(db, { ...PROJECT_LIST, list });

export const projectColumns = (db: Queryable) => listColumns(db, PROJECT_LIST);

export async function getProject(db: Queryable, id: number): Promise<ProjectDetail | undefined> {
  return (await db.query<ProjectDetail>(`SELECT ${DETAIL_COLUMNS} FROM projects p WHERE p.id = $1`, [id]))[0];
}

export type ProjectRow = {
  name: string;
  type: 'vcs' | 'cli';
  repo_url: string | null;
  repo_ref_name: string | null;
  stage: string;
  proprietor: number | null;
  is_active: boolean;
};

export async function projectNameTaken(db: Queryable, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM projects WHERE lower(name) = lower($1) AND id <> $2', [
    name,
    exceptId ?? 0,
  ]);
  return rows.length > 0;
}

/** Sealed repository credentials to store (CONTRACT §15): `undefined` keeps what is stored, `null` clears it. */
export type RepoAuthChange = { sealed: string; kind: RepoAuthKind } | null | undefined;

export async function insertProject(db: Queryable, row: ProjectRow, auth: RepoAuthChange = undefined): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO projects (name, type, repo_url, repo_ref_name, stage, proprietor_id, is_active, repo_auth_sealed,
       repo_auth_kind)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      row.name,
      row.type,
      row.repo_url,
      row.repo_ref_name,
      row.stage,
      row.proprietor,
      row.is_active,
      auth?.sealed ?? null,
      auth?.kind ?? 'none',
    ],
  );
  return rows[0]!.id;
}

/**
 * A new repository URL makes the workspace and the authors' read position belong to another repository:
 * both are forgotten, so the next runs clone afresh and read the whole history.
 */
export async function updateProject(db: Queryable, id: number, row: ProjectRow, auth: RepoAuthChange = undefined) {
  await db.query(
    `UPDATE projects SET name = $2, repo_url = $3, repo_ref_name = $4, stage = $5, proprietor_id = $6,
       is_active = $7, updated_at = now(),
       workspace = CASE WHEN repo_url IS DISTINCT FROM $3 THEN NULL ELSE workspace END,
       authors_commit = CASE WHEN repo_url IS DISTINCT FROM $3 THEN NULL ELSE authors_commit END,
       repo_auth_sealed = CASE WHEN $8 THEN $9 ELSE repo_auth_sealed END,
       repo_auth_kind = CASE WHEN $8 THEN $10 ELSE repo_auth_kind END
     WHERE id = $1`,
    [
      id,
      row.name,
      row.repo_url,
      row.repo_ref_name,
      row.stage,
      row.proprietor,
      row.is_active,
      auth !== undefined,
      auth?.sealed ?? null,
      auth?.kind ?? 'none',
    ],
  );
}

export async function deleteProject(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM projects WHERE id = $1 RETURNING id', [id])).length > 0;
}

/** The name and repository a run's events carry (CONTRACT §7). */
export async function projectForEvents(
  db: Queryable,
  id: number,
): Promise<{ name: string; repo_url: string | null; repo_ref_name: string | null } | undefined> {
  const [project] = await db.query<{ name: string; repo_url: string | null; repo_ref_name: string | null }>(
    'SELECT name, repo_url, repo_ref_name FROM projects WHERE id = $1',
    [id],
  );
  return project;
}

/** What an SCA run of the project needs: its name, and the stage whose policies apply. */
export async function projectForSca(db: Queryable, id: number): Promise<{ name: string; stage: Stage } | undefined> {
  const [project] = await db.query<{ name: string; stage: Stage }>('SELECT name, stage FROM projects WHERE id = $1', [
    id,
  ]);
  return project;
}

export async function markProjectAnalysed(db: Queryable, id: number, at: Date): Promise<void> {
  await db.query('UPDATE projects SET last_sca_analysis_at = $2 WHERE id = $1', [id, at]);
}

export async function projectType(db: Queryable, id: number): Promise<{ id: number; type: string } | undefined> {
  const [row] = await db.query<{ id: number; type: string }>('SELECT id, type FROM projects WHERE id = $1', [id]);
  return row;
}

export async function activeProjectIds(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM projects WHERE is_active ORDER BY id');
  return rows.map((row) => row.id);
}

/** What a run needs to bring a project's workspace up to date; the credentials stay sealed until the analysis process. */
export type ProjectRepository = {
  name: string;
  type: 'vcs' | 'cli';
  repo_url: string | null;
  repo_ref_name: string | null;
  repo_auth_sealed: string | null;
  authors_commit: string | null;
};

export async function projectRepository(db: Queryable, id: number): Promise<ProjectRepository | undefined> {
  const [row] = await db.query<ProjectRepository>(
    'SELECT name, type, repo_url, repo_ref_name, repo_auth_sealed, authors_commit FROM projects WHERE id = $1',
    [id],
  );
  return row;
}

/** Records the commit the project's workspace now holds (CONTRACT §15 `workspace`). */
export async function setProjectWorkspace(db: Queryable, id: number, workspace: Workspace): Promise<void> {
  await db.query('UPDATE projects SET workspace = $2 WHERE id = $1', [id, JSON.stringify(workspace)]);
}
