import type { ExtractedComponent } from '../../types';

type Relation = Pick<ExtractedComponent, 'relation' | 'introduced_through'>;

/**
 * Direct or transitive for every node of an SBOM's dependency graph: what a root depends on is direct;
 * anything reached from there is transitive, with the shortest chain from a direct dependency down to
 * the one that pulls it in (breadth first, so each node is visited once). Nodes the graph does not
 * reach are transitive without a chain. Without a graph (no root edges) nothing can be said: null.
 *
 * @param roots the project's own nodes (CycloneDX `metadata.component`, SPDX `DESCRIBES` targets)
 * @param edges node → the nodes it depends on
 * @param label node → `name@version`, for the chains
 */
export function relationsOf(
  roots: readonly string[],
  edges: ReadonlyMap<string, readonly string[]>,
  label: (node: string) => string,
): (node: string) => Relation {
  const rootSet = new Set(roots);
  const direct = new Set(roots.flatMap((root) => edges.get(root) ?? []).filter((node) => !rootSet.has(node)));
  if (direct.size === 0) return () => ({ relation: null, introduced_through: null });
  const parent = new Map<string, string | null>([...direct].map((node) => [node, null]));
  const queue = [...direct];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i] as string;
    for (const next of edges.get(node) ?? []) {
      if (parent.has(next) || rootSet.has(next)) continue;
      parent.set(next, node);
      queue.push(next);
    }
  }
  return (node) => {
    if (direct.has(node)) return { relation: 'direct', introduced_through: null };
    if (!parent.has(node)) return { relation: 'transitive', introduced_through: null };
    const chain: string[] = [];
    for (let at = parent.get(node); at; at = parent.get(at)) chain.unshift(label(at));
    return { relation: 'transitive', introduced_through: chain };
  };
}
