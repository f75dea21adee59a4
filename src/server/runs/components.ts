import type { Queryable } from '../db/database';
import { dependencyFindings, targetDependencies } from '../db/repositories/components';
import type { Component, Finding } from './evaluate';

/** Every dependency of a project (or container image) with its licenses and vulnerabilities, in two queries. */
export async function loadComponents(
  db: Queryable,
  target: { project_id?: number; container_image_id?: number },
): Promise<Component[]> {
  const rows = await targetDependencies(db, target);
  const findings = await dependencyFindings(
    db,
    rows.map((r) => r.id),
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
