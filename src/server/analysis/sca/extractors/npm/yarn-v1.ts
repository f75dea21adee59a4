import type { ExtractedComponent } from '../../../components/types';
import { componentsOf, type PackageNode } from './dependency-graph';
import { parseYarnV1 } from './yarn-v1-parser';

/** `name@range` → [name, range]; a scope's leading `@` is part of the name. */
export function splitDescriptor(descriptor: string): [string, string] {
  const at = descriptor.indexOf('@', 1);
  return at < 0 ? [descriptor, ''] : [descriptor.slice(0, at), descriptor.slice(at + 1)];
}

/** The package a descriptor installs: an alias (`x@npm:real@^1`) installs `real`. */
function realName(descriptor: string): string {
  const [name, range] = splitDescriptor(descriptor);
  if (!range.startsWith('npm:')) return name;
  const [aliased, aliasedRange] = splitDescriptor(range.slice(4));
  return aliasedRange === '' && !range.slice(4).startsWith('@') ? name : aliased;
}

/**
 * Components of a yarn v1 lockfile. yarn.lock alone does not say which packages the project asked for
 * (that is package.json, another file), so the direct ones are read from the graph: an entry that no
 * other entry depends on is direct, every other one transitive (a direct dependency that something
 * else also requires is therefore seen as transitive).
 */
export function yarnV1Components(content: string): ExtractedComponent[] {
  const entries = parseYarnV1(content);
  const byDescriptor = new Map<string, string>();
  const nodes = new Map<string, PackageNode>();
  for (const entry of entries) {
    const id = `#${entry.line}`;
    for (const descriptor of entry.descriptors) byDescriptor.set(descriptor, id);
    const version = entry.fields.version;
    if (!version) continue;
    const name = realName(entry.descriptors[0] as string);
    nodes.set(id, { id, name, version, requires: [] });
  }
  const required = new Set<string>();
  for (const entry of entries) {
    const node = nodes.get(`#${entry.line}`);
    if (!node) continue;
    for (const [name, range] of entry.requires) {
      const target = byDescriptor.get(`${name}@${range}`);
      if (target === undefined) continue;
      node.requires.push(target);
      if (target !== node.id) required.add(target);
    }
  }
  const direct = new Set([...nodes.keys()].filter((id) => !required.has(id)));
  return componentsOf(nodes, direct);
}
