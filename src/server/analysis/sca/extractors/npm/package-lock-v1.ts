import type { ExtractedComponent } from '../../../components/types';
import { ExtractError } from '../../types';
import { componentsOf, type PackageNode } from './dependency-graph';
import { isRecord, stringEntries } from '../input';

/** Far deeper than any real install tree; a deeper file is refused rather than walked. */
const MAX_NESTING = 256;

type Flat = { name: string; version: string; requires: string[] };

/** `npm:real@1.2.3` (an alias) → the real name and version; anything else is kept as written. */
function aliasOf(name: string, version: string): [string, string] {
  if (!version.startsWith('npm:')) return [name, version];
  const spec = version.slice(4);
  const at = spec.lastIndexOf('@');
  return at > 0 ? [spec.slice(0, at), spec.slice(at + 1)] : [name, version];
}

/** The nested `dependencies` tree as install paths (`node_modules/a/node_modules/b`), walked without recursion. */
function flatten(top: Record<string, unknown>, fileLabel: string): Map<string, Flat> {
  const flat = new Map<string, Flat>();
  const stack: { prefix: string; tree: Record<string, unknown>; depth: number }[] = [
    { prefix: '', tree: top, depth: 1 },
  ];
  while (stack.length > 0) {
    const { prefix, tree, depth } = stack.pop() as (typeof stack)[number];
    if (depth > MAX_NESTING) {
      throw new ExtractError(`${fileLabel} nests dependencies more than ${MAX_NESTING} levels deep; it is not read`);
    }
    for (const [key, entry] of Object.entries(tree)) {
      if (!isRecord(entry)) throw new ExtractError(`${fileLabel}: the dependency "${key}" is not an object`);
      const path = `${prefix}node_modules/${key}`;
      if (typeof entry.version === 'string' && entry.version !== '' && !entry.version.startsWith('file:')) {
        const [name, version] = aliasOf(key, entry.version);
        flat.set(path, { name, version, requires: stringEntries(entry.requires).map(([required]) => required) });
      }
      if (isRecord(entry.dependencies)) stack.push({ prefix: `${path}/`, tree: entry.dependencies, depth: depth + 1 });
    }
  }
  return flat;
}

function resolveFrom(path: string, name: string, flat: Map<string, Flat>): string | undefined {
  let at = path;
  for (;;) {
    const candidate = `${at}/node_modules/${name}`;
    if (flat.has(candidate)) return candidate;
    const cut = at.lastIndexOf('/node_modules/');
    if (cut < 0) return flat.has(`node_modules/${name}`) ? `node_modules/${name}` : undefined;
    at = at.slice(0, cut);
  }
}

/**
 * Components of a package-lock v1 `dependencies` tree. A v1 lockfile does not list the project's own
 * dependencies, so the direct ones are read from the graph: a top-level package that no other package
 * requires is direct (a direct dependency that something else also requires is seen as transitive).
 */
export function treeComponents(dependencies: Record<string, unknown>, fileLabel: string): ExtractedComponent[] {
  const flat = flatten(dependencies, fileLabel);
  const nodes = new Map<string, PackageNode>();
  const required = new Set<string>();
  for (const [path, entry] of flat) {
    const requires: string[] = [];
    for (const name of entry.requires) {
      const found = resolveFrom(path, name, flat);
      if (found === undefined) continue;
      requires.push(found);
      if (found !== path) required.add(found);
    }
    nodes.set(path, { id: path, name: entry.name, version: entry.version, requires });
  }
  const direct = new Set<string>();
  for (const path of flat.keys()) if (!path.includes('/node_modules/') && !required.has(path)) direct.add(path);
  return componentsOf(nodes, direct);
}
