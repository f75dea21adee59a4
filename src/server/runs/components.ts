import type { Queryable } from '../db/database';
import type { Component, Finding } from './evaluate';

type Row = Omit<Component, 'vulnerabilities' | 'licenses'> & { license_ids: string[]; categories: (string | null)[] };

/** Every dependency of a project (or container image) with its licenses and vulnerabilities, in two queries. */
export async function loadComponents(
  db: Queryable,
  target: { project_id?: number; container_image_id?: number },
): Promise<Component[]> {
  const [join, id] = target.project_id
    ? ['project_dependencies l ON l.dependency_id = d.id AND l.project_id = $1', target.project_id]
    : [
        'container_image_dependencies l ON l.dependency_id = d.id AND l.container_image_id = $1',
        target.container_image_id,
      ];
  const relation = target.project_id ? 'l.relation' : "'direct'";
  const rows = await db.query<Row>(
    `SELECT d.id, d.purl, d.name, d.version, d.technology, ${relation} AS relation, d.released_at, d.is_dangerous,
            d.licenses AS license_ids,
            ARRAY(SELECT coalesce(li.category, 'unknown') FROM unnest(d.licenses) WITH ORDINALITY u(spdx, n)
                  LEFT JOIN licenses li ON li.spdx_id = u.spdx ORDER BY u.n) AS categories
       FROM dependencies d JOIN ${join} ORDER BY d.id`,
    [id],
  );
  const findings = await db.query<Finding & { dependency_id: number }>(
    `SELECT dv.dependency_id, v.vulnerability_id, v.severity, v.cvss3_score::float8 AS cvss3_score,
            v.cvss2_score::float8 AS cvss2_score, v.cwe, dv.fixed_version, v.has_exploit, v.published_at
       FROM dependency_vulnerabilities dv JOIN vulnerabilities v ON v.id = dv.vulnerability_id
      WHERE dv.dependency_id = ANY($1::int[]) ORDER BY v.cvss3_score DESC NULLS LAST, v.vulnerability_id`,
    [rows.map((r) => r.id)],
  );
  const byDependency = new Map<number, Finding[]>();
  for (const { dependency_id, ...finding } of findings) {
    byDependency.set(dependency_id, [...(byDependency.get(dependency_id) ?? []), finding]);
  }
  return rows.map(({ license_ids, categories, ...row }) => ({
    ...row,
    licenses: license_ids.map((spdx_id, i) => ({ spdx_id, category: categories[i] ?? 'unknown' })),
    vulnerabilities: byDependency.get(row.id) ?? [],
  }));
}
