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

type DependencyJson = Omit<Component, 'released_at' | 'licenses' | 'vulnerabilities'> & {
  project_id: number;
  released_at: string | null;
  licenses: string[];
};
type FindingJson = Omit<Finding, 'published_at'> & { dependency_id: number; published_at: string | null };

/**
 * Every dependency of these projects, as project SCA judges them (runs/components.ts), in one query
 * per table: the rows come as one JSON text the database builds, which the driver hands over whole
 * (decoding 100 000 rows column by column took most of a second). With `findings` false the
 * vulnerabilities are left out, for policies that never look at them.
 */
export async function portfolioComponents(
  db: Queryable,
  projectIds: number[],
  findings: boolean,
): Promise<(Component & { project_id: number })[]> {
  const [[dependencies], categories, [findingRows]] = await Promise.all([
    db.query<{ rows: string }>(
      `SELECT coalesce(json_agg(json_build_object('project_id', l.project_id, 'id', d.id, 'purl', d.purl,
                'name', d.name, 'version', d.version, 'technology', d.technology, 'relation', l.relation,
                'released_at', d.released_at, 'is_dangerous', d.is_dangerous, 'licenses', d.licenses)
              ORDER BY l.project_id, d.id), '[]')::text AS rows
         FROM project_dependencies l JOIN dependencies d ON d.id = l.dependency_id
        WHERE l.project_id = ANY($1::int[])`,
      [projectIds],
    ),
    db.query<{ spdx_id: string; category: string }>('SELECT spdx_id, category FROM licenses'),
    findings
      ? db.query<{ rows: string }>(
          `SELECT coalesce(json_agg(json_build_object('dependency_id', dv.dependency_id,
                    'vulnerability_id', v.vulnerability_id, 'severity', v.severity,
                    'cvss3_score', v.cvss3_score::float8, 'cvss2_score', v.cvss2_score::float8, 'cwe', v.cwe,
                    'fixed_version', dv.fixed_version, 'has_exploit', v.has_exploit, 'published_at', v.published_at)
                  ORDER BY v.cvss3_score DESC NULLS LAST, v.vulnerability_id), '[]')::text AS rows
             FROM dependency_vulnerabilities dv JOIN vulnerabilities v ON v.id = dv.vulnerability_id
            WHERE dv.dependency_id IN (SELECT dependency_id FROM project_dependencies WHERE project_id = ANY($1::int[]))`,
          [projectIds],
        )
      : Promise.resolve([{ rows: '[]' }]),
  ]);
  const category = new Map(categories.map((l) => [l.spdx_id, l.category]));
  const byDependency = new Map<number, Finding[]>();
  for (const { dependency_id, published_at, ...finding } of JSON.parse(findingRows!.rows) as FindingJson[]) {
    const list = byDependency.get(dependency_id) ?? [];
    list.push({ ...finding, published_at: published_at === null ? null : new Date(published_at) });
    byDependency.set(dependency_id, list);
  }
  return (JSON.parse(dependencies!.rows) as DependencyJson[]).map((row) => ({
    ...row,
    released_at: row.released_at === null ? null : new Date(row.released_at),
    licenses: row.licenses.map((spdx_id) => ({ spdx_id, category: category.get(spdx_id) ?? 'unknown' })),
    vulnerabilities: byDependency.get(row.id) ?? [],
  }));
}
