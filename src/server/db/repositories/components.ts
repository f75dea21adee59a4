import type { Component, Finding } from '../../runs/evaluate';
import type { Queryable } from '../database';

/** A dependency of the target, its licenses as two parallel arrays (SPDX ids and their categories). */
type DependencyRow = Omit<Component, 'vulnerabilities' | 'licenses'> & {
  license_ids: string[];
  categories: (string | null)[];
};

/** Every dependency of a project (or container image), with its licenses' categories, by id. */
export async function targetDependencies(
  db: Queryable,
  target: { project_id?: number; container_image_id?: number },
): Promise<DependencyRow[]> {
  const [join, id] = target.project_id
    ? ['project_dependencies l ON l.dependency_id = d.id AND l.project_id = $1', target.project_id]
    : [
        'container_image_dependencies l ON l.dependency_id = d.id AND l.container_image_id = $1',
        target.container_image_id,
      ];
  const relation = target.project_id ? 'l.relation' : "'direct'";
  return db.query<DependencyRow>(
    `SELECT d.id, d.purl, d.name, d.version, d.technology, ${relation} AS relation, d.released_at, d.is_dangerous,
            d.licenses AS license_ids,
            ARRAY(SELECT coalesce(li.category, 'unknown') FROM unnest(d.licenses) WITH ORDINALITY u(spdx, n)
                  LEFT JOIN licenses li ON li.spdx_id = u.spdx ORDER BY u.n) AS categories
       FROM dependencies d JOIN ${join} ORDER BY d.id`,
    [id],
  );
}

/** The vulnerabilities of these dependencies, worst first. */
export async function dependencyFindings(
  db: Queryable,
  dependencyIds: number[],
): Promise<(Finding & { dependency_id: number })[]> {
  return db.query<Finding & { dependency_id: number }>(
    `SELECT dv.dependency_id, v.vulnerability_id, v.severity, v.cvss3_score::float8 AS cvss3_score,
            v.cvss2_score::float8 AS cvss2_score, v.cwe, dv.fixed_version, v.has_exploit, v.published_at
       FROM dependency_vulnerabilities dv JOIN vulnerabilities v ON v.id = dv.vulnerability_id
      WHERE dv.dependency_id = ANY($1::int[]) ORDER BY v.cvss3_score DESC NULLS LAST, v.vulnerability_id`,
    [dependencyIds],
  );
}
