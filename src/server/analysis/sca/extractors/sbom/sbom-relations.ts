import { type Relation, relationsOf } from '../dependency-chains';

/**
 * Direct or transitive for every node of an SBOM's dependency graph: what a root depends on is direct;
 * anything reached from there is transitive, with the shortest chain from a direct dependency (see
 * `relationsOf`); the roots themselves are never walked through. Nodes the graph does not reach are
 * transitive without a chain. Without a graph (no root edges) nothing can be said: null.
 *
 * @param roots the project's own nodes (CycloneDX `metadata.component`, SPDX `DESCRIBES` targets)
 * @param edges node → the nodes it depends on
 * @param label node → `name@version`, for the chains
 */
export function sbomRelations(
  roots: readonly string[],
  edges: ReadonlyMap<string, readonly string[]>,
  label: (node: string) => string,
): (node: string) => Relation {
  const rootSet = new Set(roots);
  const direct = roots.flatMap((root) => edges.get(root) ?? []).filter((node) => !rootSet.has(node));
  if (direct.length === 0) return () => ({ relation: null, introduced_through: null });
  return relationsOf({
    direct,
    dependencies: (node) => (edges.get(node) ?? []).filter((next) => !rootSet.has(next)),
    label,
    unreached: 'transitive',
  });
}
