/**
 * For every node reachable from `roots`, the shortest chain of nodes from a root down to the node's
 * parent (breadth first, so the first chain found is a shortest one; ties go to the root and edge
 * listed first). Roots and unreachable nodes have no entry. Each node is visited once, so the work
 * is bounded by the graph's size whatever cycles a hostile lockfile draws.
 */
export function shortestChains(
  roots: readonly string[],
  edges: (node: string) => readonly string[],
): Map<string, string[]> {
  const parent = new Map<string, string | null>();
  const queue: string[] = [];
  for (const root of roots) {
    if (parent.has(root)) continue;
    parent.set(root, null);
    queue.push(root);
  }
  for (let at = 0; at < queue.length; at++) {
    const node = queue[at] as string;
    for (const next of edges(node)) {
      if (parent.has(next)) continue;
      parent.set(next, node);
      queue.push(next);
    }
  }
  const chains = new Map<string, string[]>();
  // Queue order is breadth-first, so a node's parent already has its chain when the node is reached.
  for (const node of queue) {
    const up = parent.get(node);
    if (up == null) continue;
    chains.set(node, [...(chains.get(up) ?? []), up]);
  }
  return chains;
}
