import type { Stage } from '../../../contract/stages';
import type { Component, Finding } from '../../runs/evaluate';
import type { Queryable } from '../database';

/** An active project a policy of these stages and projects applies to (CONTRACT §8 scoping). */
export type PortfolioProject = { id: number; name: string };

export async function portfolioProjects(
  db: Queryable,
  stages: Stage[],
  projectIds: number[],
): Promise<PortfolioProject[]> {
  return db.query<PortfolioProject>(
    `SELECT id, name FROM projects
      WHERE is_active AND stage = ANY($1::text[]) AND (cardinality($2::int[]) = 0 OR id = ANY($2::int[]))
      ORDER BY id`,
    [stages, projectIds],
  );
}

const DEPENDENCY_COLUMNS = {
  purl: 'd.purl',
  name: 'd.name',
  version: 'd.version',
  technology: 'd.technology',
  relation: 'l.relation',
  released_at: 'd.released_at',
  is_dangerous: 'd.is_dangerous',
  licenses: 'd.licenses',
} as const;
const FINDING_COLUMNS = {
  vulnerability_id: 'v.vulnerability_id',
  severity: 'v.severity',
  cvss3_score: 'v.cvss3_score::float8',
  cvss2_score: 'v.cvss2_score::float8',
  cwe: 'v.cwe',
  fixed_version: 'dv.fixed_version',
  has_exploit: 'v.has_exploit',
  published_at: 'v.published_at',
} as const;
type DependencyColumn = keyof typeof DEPENDENCY_COLUMNS;
type FindingColumn = keyof typeof FINDING_COLUMNS;

/**
 * Which values to load: a policy that reads few fields loads few (null findings: none at all).
 * `worstFirst` orders each dependency's vulnerabilities as SCA reads them (runs/components.ts), which
 * only the criteria's words depend on.
 */
export type Reads = { dependency: DependencyColumn[]; findings: FindingColumn[] | null; worstFirst?: boolean };
export const READ_EVERYTHING: Reads = {
  dependency: Object.keys(DEPENDENCY_COLUMNS) as DependencyColumn[],
  findings: Object.keys(FINDING_COLUMNS) as FindingColumn[],
  worstFirst: true,
};

/** What an unread value holds: nothing a policy that does not read it could notice. */
const UNREAD_DEPENDENCY = {
  purl: '',
  name: '',
  version: '',
  technology: '',
  relation: 'transitive',
  released_at: null,
  is_dangerous: false,
  licenses: [],
};
const UNREAD_FINDING: Finding = {
  vulnerability_id: '',
  severity: 'low',
  cvss3_score: null,
  cvss2_score: null,
  cwe: null,
  fixed_version: null,
  has_exploit: false,
  published_at: null,
};

/** A SQL condition on `d` (dependencies) and `l` (project_dependencies), its parameters numbered from $3. */
type DependencyFilter = { sql: string; params: unknown[] };

type Selection = { projectIds: number[]; reads: Reads; filter?: DependencyFilter; dependencyIds?: number[] };

const asDate = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
const isTime = (column: string) => column === 'released_at' || column === 'published_at';

/** Rows as JSON arrays of the chosen columns, built by the database as one text the driver hands over whole. */
async function jsonRows(
  db: Queryable,
  columns: string[],
  orderBy: string,
  from: string,
  params: unknown[],
): Promise<unknown[][]> {
  const order = orderBy ? ` ORDER BY ${orderBy}` : '';
  const [result] = await db.query<{ rows: string }>(
    `SELECT coalesce(json_agg(json_build_array(${columns.join(', ')})${order}), '[]')::text AS rows ${from}`,
    params,
  );
  return JSON.parse(result!.rows) as unknown[][];
}

/**
 * The dependencies of these projects that pass the filter (or have these ids), as project SCA judges
 * them (runs/components.ts), in project and dependency order, with only the values `reads` names:
 * building and decoding the columns of tens of thousands of rows is most of a preview's time.
 */
export async function portfolioComponents(
  db: Queryable,
  { projectIds, reads, filter, dependencyIds }: Selection,
): Promise<(Component & { project_id: number })[]> {
  const where = [
    'l.project_id = ANY($1::int[])',
    '($2::int[] IS NULL OR d.id = ANY($2::int[]))',
    ...(filter ? [filter.sql] : []),
  ];
  const dependencyRows = await jsonRows(
    db,
    ['l.project_id', 'd.id', ...reads.dependency.map((c) => DEPENDENCY_COLUMNS[c])],
    'l.project_id, d.id',
    `FROM project_dependencies l JOIN dependencies d ON d.id = l.dependency_id WHERE ${where.join(' AND ')}`,
    [projectIds, dependencyIds ?? null, ...(filter?.params ?? [])],
  );
  const findings = new Map<number, Finding[]>();
  if (reads.findings && dependencyRows.length > 0) {
    const rows = await jsonRows(
      db,
      ['dv.dependency_id', ...reads.findings.map((c) => FINDING_COLUMNS[c])],
      reads.worstFirst ? 'v.cvss3_score DESC NULLS LAST, v.vulnerability_id' : '',
      `FROM dependency_vulnerabilities dv JOIN vulnerabilities v ON v.id = dv.vulnerability_id
        WHERE dv.dependency_id = ANY($1::int[])`,
      [[...new Set(dependencyRows.map((row) => row[1] as number))]],
    );
    for (const [dependencyId, ...values] of rows) {
      const finding: Record<string, unknown> = { ...UNREAD_FINDING };
      for (const [i, column] of reads.findings.entries())
        finding[column] = isTime(column) ? asDate(values[i]) : values[i];
      const list = findings.get(dependencyId as number) ?? [];
      list.push(finding as Finding);
      findings.set(dependencyId as number, list);
    }
  }
  const categories = reads.dependency.includes('licenses')
    ? new Map(
        (await db.query<{ spdx_id: string; category: string }>('SELECT spdx_id, category FROM licenses')).map((l) => [
          l.spdx_id,
          l.category,
        ]),
      )
    : new Map<string, string>();
  return dependencyRows.map(([projectId, id, ...values]) => {
    const row: Record<string, unknown> = { ...UNREAD_DEPENDENCY };
    for (const [i, column] of reads.dependency.entries()) row[column] = isTime(column) ? asDate(values[i]) : values[i];
    return {
      ...(row as Omit<Component, 'id' | 'licenses' | 'vulnerabilities'>),
      project_id: projectId as number,
      id: id as number,
      licenses: (row.licenses as string[]).map((spdx_id) => ({
        spdx_id,
        category: categories.get(spdx_id) ?? 'unknown',
      })),
      vulnerabilities: findings.get(id as number) ?? [],
    };
  });
}
