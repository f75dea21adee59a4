import type { ExtractedComponent } from '../../components/types';

/** A component's place in the graph, as CONTRACT §16 records it. */
export type Relation = Pick<ExtractedComponent, 'relation' | 'introduced_through'>;

/**
 * A lockfile's or SBOM's dependency graph, with nodes of any key (an index, an install path, a purl's
 * reference): what the project asks for, what each node depends on, and each node's `name@version`.
 */
export type DependencyGraph<Node> = {
  /** The nodes the project itself depends on. */
  direct: Iterable<Node>;
  /** The nodes a node depends on; whatever is returned is walked, so leave out what is not a node. */
  dependencies: (node: Node) => Iterable<Node>;
  /** A node's `name@version`, as chains show it. */
  label: (node: Node) => string;
  /**
   * The relation of a node no direct one leads to (a cycle of its own, an extraneous entry): `null` where
   * the format then does not say who wants it, `transitive` where every listed package is wanted by
   * something.
   */
  unreached: 'transitive' | null;
};

/**
 * Each node's relation (CONTRACT §16): direct for the `direct` nodes, transitive for the nodes they lead
 * to, with `introduced_through` the shortest chain of labels from a direct node down to the one that
 * pulls the node in. One breadth-first walk from all direct nodes at once visits each node and edge
 * once, without recursion, so the work is linear in the graph whatever cycles or depth a hostile file
 * draws (plus, per node asked about, its chain's length); ties go to the direct node listed first, then
 * to the edge listed first, so one file always gives the same chains.
 */
export function relationsOf<Node>(graph: DependencyGraph<Node>): (node: Node) => Relation {
  const parent = new Map<Node, Node | null>();
  const queue: Node[] = [];
  for (const node of graph.direct) {
    if (parent.has(node)) continue;
    parent.set(node, null);
    queue.push(node);
  }
  for (let head = 0; head < queue.length; head++) {
    for (const next of graph.dependencies(queue[head] as Node)) {
      if (parent.has(next)) continue;
      parent.set(next, queue[head] as Node);
      queue.push(next);
    }
  }
  return (node) => {
    const up = parent.get(node);
    if (up === undefined) return { relation: graph.unreached, introduced_through: null };
    if (up === null) return { relation: 'direct', introduced_through: null };
    const chain: string[] = [];
    for (let at: Node | null | undefined = up; at !== null && at !== undefined; at = parent.get(at)) {
      chain.push(graph.label(at));
    }
    return { relation: 'transitive', introduced_through: chain.reverse() };
  };
}

/** The nodes (indexes) no other node depends on: what the project asked for, when the file does not say. */
export function unrequired(edges: readonly (readonly number[])[]): number[] {
  const required = new Set<number>();
  for (const targets of edges) for (const target of targets) required.add(target);
  return edges.map((_, index) => index).filter((index) => !required.has(index));
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
