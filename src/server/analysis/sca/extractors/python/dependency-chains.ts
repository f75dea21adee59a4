/**
 * A lockfile's packages as a graph by index: `labels[i]` is `name@version`, `edges[i]` the packages that
 * package `i` depends on. Shared by the lockfiles that carry a graph (poetry.lock, uv.lock, pip-compile
 * output, Gemfile.lock, composer.lock).
 */
export type DependencyGraph = { labels: string[]; edges: number[][] };

/**
 * The shortest chain from any root down to the package that pulls each node in (CONTRACT §16,
 * `introduced_through`): a breadth-first walk from all roots at once, so the work is linear in nodes and
 * edges whatever the input. A root gets `[]`; a node no root reaches (a cycle nobody else depends on)
 * gets `undefined`. Ties go to the root listed first and then to the edge listed first, so the result is
 * stable for one file.
 */
export function shortestChains(graph: DependencyGraph, roots: readonly number[]): (string[] | undefined)[] {
  const parent = new Array<number>(graph.labels.length).fill(-2);
  const queue: number[] = [];
  for (const root of roots) {
    if (parent[root] !== -2) continue;
    parent[root] = -1;
    queue.push(root);
  }
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head] as number;
    for (const next of graph.edges[node] ?? []) {
      if (parent[next] !== -2) continue;
      parent[next] = node;
      queue.push(next);
    }
  }
  const chains: (string[] | undefined)[] = new Array(graph.labels.length).fill(undefined);
  // The queue is in breadth-first order, so a node's parent always has its chain already.
  for (const node of queue) {
    const up = parent[node] as number;
    chains[node] = up < 0 ? [] : [...(chains[up] as string[]), graph.labels[up] as string];
  }
  return chains;
}

/**
 * Relation and chain of one package from `shortestChains`: a root is direct, a reached node transitive
 * with its chain, a node no root reaches is transitive without a chain (its origin is a cycle).
 */
export function relationFrom(chain: string[] | undefined): {
  relation: 'direct' | 'transitive';
  introduced_through: string[] | null;
} {
  if (chain === undefined) return { relation: 'transitive', introduced_through: null };
  if (chain.length === 0) return { relation: 'direct', introduced_through: null };
  return { relation: 'transitive', introduced_through: chain };
}

/** The packages nobody in the graph depends on: what the project itself asked for, when the file does not say. */
export function unrequired(graph: DependencyGraph): number[] {
  const required = new Set<number>();
  for (const targets of graph.edges) for (const target of targets) required.add(target);
  return graph.labels.map((_, index) => index).filter((index) => !required.has(index));
}

/** The indexes of the packages of each name (a lockfile may hold several versions of one package). */
export function indexesByName(names: readonly string[]): Map<string, number[]> {
  const byName = new Map<string, number[]>();
  names.forEach((name, index) => {
    const list = byName.get(name);
    if (list) list.push(index);
    else byName.set(name, [index]);
  });
  return byName;
}
