import { licenseIds } from '../../licenses';
import { purlOf } from '../../purl';
import type { ExtractedComponent } from '../../types';

/**
 * One installed package of a lockfile. `id` is whatever the format uses to tell installs apart (an npm
 * install path, a pnpm key with its peer suffix, a yarn resolution); several nodes may share a
 * `name@version` and become one component.
 */
export type PackageNode = {
  id: string;
  name: string;
  version: string;
  license?: string | null;
  /** Ids of the nodes this one requires; ids that are not nodes are ignored. */
  requires: string[];
};

type Reached = { parent: string | null; depth: number };

/** Breadth-first from every direct node at once: the first time a node is seen is by a shortest chain. */
function walk(nodes: Map<string, PackageNode>, direct: Set<string>): Map<string, Reached> {
  const reached = new Map<string, Reached>();
  let frontier: string[] = [];
  for (const id of direct) {
    if (!nodes.has(id) || reached.has(id)) continue;
    reached.set(id, { parent: null, depth: 0 });
    frontier.push(id);
  }
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const id of frontier) {
      const depth = (reached.get(id)?.depth ?? 0) + 1;
      for (const child of nodes.get(id)?.requires ?? []) {
        if (!nodes.has(child) || reached.has(child)) continue;
        reached.set(child, { parent: id, depth });
        next.push(child);
      }
    }
    frontier = next;
  }
  return reached;
}

function label(node: PackageNode): string {
  return `${node.name}@${node.version}`;
}

function chainTo(id: string, nodes: Map<string, PackageNode>, reached: Map<string, Reached>): string[] {
  const chain: string[] = [];
  let at = reached.get(id)?.parent ?? null;
  while (at !== null) {
    const node = nodes.get(at);
    if (node) chain.push(label(node));
    at = reached.get(at)?.parent ?? null;
  }
  return chain.reverse();
}

/**
 * The components of a lockfile's graph (CONTRACT §16): one per `name@version`, `direct` when one of its
 * installs is in `direct`, `transitive` when a direct one leads to it, with `introduced_through` the
 * shortest chain of `name@version` from a direct dependency down to the package that requires it. A
 * package no direct one leads to (an extraneous entry, a cycle of its own) keeps `relation: null`:
 * the lockfile does not say who wants it.
 */
export function componentsOf(nodes: Map<string, PackageNode>, direct: Set<string>): ExtractedComponent[] {
  const reached = walk(nodes, direct);
  const best = new Map<string, { node: PackageNode; depth: number; licenses: Set<string> }>();
  for (const node of nodes.values()) {
    const key = label(node);
    const depth = reached.get(node.id)?.depth ?? Number.POSITIVE_INFINITY;
    const seen = best.get(key);
    const licenses = seen?.licenses ?? new Set<string>();
    for (const id of licenseIds(node.license)) licenses.add(id);
    if (!seen || depth < seen.depth) best.set(key, { node, depth, licenses });
  }
  return [...best.values()].map(({ node, depth, licenses }) => ({
    ecosystem: 'npm',
    name: node.name,
    version: node.version,
    purl: purlOf('npm', node.name, node.version),
    licenses: [...licenses],
    relation: depth === 0 ? 'direct' : Number.isFinite(depth) ? 'transitive' : null,
    introduced_through: depth > 0 && Number.isFinite(depth) ? chainTo(node.id, nodes, reached) : null,
    released_at: null,
  }));
}
