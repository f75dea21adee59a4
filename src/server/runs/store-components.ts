import type { ExtractedComponent } from '../analysis/components/types';
import type { ScaResult } from '../analysis/sca/analyse-sca';
import type { Queryable } from '../db/database';
import { replaceProjectComponents, type StoredComponent } from '../db/repositories/project-components';
import { matchDependencies } from '../vulnerability-database/match';
import { TECHNOLOGY } from '../vulndb/ecosystems';
import { normalizePackageName } from '../vulndb/names';

/** The dependency row's fields of a found component (shared by projects' and images' components). */
export const dependencyRow = (c: ExtractedComponent, packageName = c.name) => ({
  purl: c.purl,
  name: c.name,
  version: c.version,
  technology: TECHNOLOGY[c.ecosystem],
  licenses: c.licenses,
  released_at: c.released_at,
  ecosystem: c.ecosystem,
  package_name: normalizePackageName(c.ecosystem, packageName),
});

/**
 * What an SCA analysis found becomes the project's components (CONTRACT §16), each matched against the
 * vulnerability database, before policies are evaluated over them.
 */
export async function storeComponents(tx: Queryable, projectId: number, result: ScaResult): Promise<void> {
  const components = result.components.map(
    (c): StoredComponent => ({
      ...dependencyRow(c),
      relation: c.relation,
      paths: c.paths,
      introduced_through: c.introduced_through,
    }),
  );
  const ids = await replaceProjectComponents(tx, projectId, components);
  await matchDependencies(tx, ids);
}
