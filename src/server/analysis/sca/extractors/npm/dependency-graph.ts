import { licenseIds } from '../../../components/licenses';
import { componentOf } from '../../../components/component';
import type { ExtractedComponent } from '../../../components/types';
import { type Relation, relationsOf } from '../dependency-chains';

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

const label = (node: PackageNode): string => `${node.name}@${node.version}`;

/**
 * The components of a lockfile's graph (CONTRACT §16): one per `name@version`, `direct` when one of its
 * installs is in `direct`, `transitive` when a direct one leads to it, with `introduced_through` the
 * shortest chain of `name@version` from a direct dependency down to the package that requires it (the
 * install with the shortest chain stands for the component). A package no direct one leads to (an
 * extraneous entry, a cycle of its own) keeps `relation: null`: the lockfile does not say who wants it.
 */
export function componentsOf(nodes: Map<string, PackageNode>, direct: Set<string>): ExtractedComponent[] {
  const relationOf = relationsOf({
    direct: [...direct].filter((id) => nodes.has(id)),
    dependencies: (id) => (nodes.get(id)?.requires ?? []).filter((child) => nodes.has(child)),
    label: (id) => label(nodes.get(id) as PackageNode),
    unreached: null,
  });
  const depthOf = (found: Relation): number =>
    found.relation === 'direct' ? 0 : (found.introduced_through?.length ?? Number.POSITIVE_INFINITY);
  const best = new Map<string, { node: PackageNode; found: Relation; licenses: Set<string> }>();
  for (const node of nodes.values()) {
    const key = label(node);
    const found = relationOf(node.id);
    const seen = best.get(key);
    const licenses = seen?.licenses ?? new Set<string>();
    for (const id of licenseIds(node.license)) licenses.add(id);
    if (!seen || depthOf(found) < depthOf(seen.found)) best.set(key, { node, found, licenses });
  }
  return [...best.values()].map(({ node, found, licenses }) =>
    componentOf('npm', node.name, node.version, { licenses: [...licenses], ...found }),
  );
}
