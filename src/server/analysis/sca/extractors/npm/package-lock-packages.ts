import type { ExtractedComponent } from '../../../components/types';
import { ExtractError } from '../../types';
import { componentsOf, type PackageNode } from './dependency-graph';
import { isRecord, stringEntries } from '../input';

const DIRECT_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'] as const;
const INSTALLED_FIELDS = ['dependencies', 'optionalDependencies', 'peerDependencies'] as const;

/** The install path a package at `path` finds `name` at, walking up `node_modules` as Node does. */
function resolveFrom(path: string, name: string, packages: Record<string, unknown>): string | undefined {
  let at: string | null = path;
  while (at !== null) {
    const candidate = `${at === '' ? '' : `${at}/`}node_modules/${name}`;
    if (candidate in packages) return candidate;
    if (at === '') at = null;
    else {
      const cut = at.lastIndexOf('/node_modules/');
      at = cut < 0 ? '' : at.slice(0, cut);
    }
  }
  return undefined;
}

/** The name an install path stands for: what follows its last `node_modules/`. */
function nameFromPath(path: string): string {
  const cut = path.lastIndexOf('node_modules/');
  return cut < 0 ? path : path.slice(cut + 'node_modules/'.length);
}

/**
 * Components of a package-lock v2/v3 (or npm-shrinkwrap) `packages` map. `""` is the project; entries
 * outside `node_modules` are its workspaces (its own code, not components) and their dependencies, like
 * the root's, are the direct ones; a `link: true` entry points at such a folder and is followed there.
 * Aliases (`"name": "real"`) take the real name; `license` becomes SPDX ids.
 */
export function packagesComponents(packages: Record<string, unknown>, fileLabel: string): ExtractedComponent[] {
  const own = (path: string) => !path.startsWith('node_modules/') && !path.includes('/node_modules/');
  const target = (path: string): string => {
    const entry = packages[path];
    return isRecord(entry) && entry.link === true && typeof entry.resolved === 'string' ? entry.resolved : path;
  };
  const requiresOf = (path: string, fields: readonly string[]): string[] => {
    const entry = packages[path];
    const out: string[] = [];
    for (const field of fields) {
      for (const [name] of stringEntries(isRecord(entry) ? entry[field] : undefined)) {
        const found = resolveFrom(path, name, packages);
        if (found !== undefined) out.push(target(found));
      }
    }
    return out;
  };

  const nodes = new Map<string, PackageNode>();
  const direct = new Set<string>();
  for (const [path, entry] of Object.entries(packages)) {
    if (!isRecord(entry)) throw new ExtractError(`${fileLabel}: the entry "${path}" of "packages" is not an object`);
    if (own(path)) {
      for (const id of requiresOf(path, DIRECT_FIELDS)) direct.add(id);
      continue;
    }
    if (entry.link === true) continue;
    if (typeof entry.version !== 'string' || entry.version === '') continue;
    const name = typeof entry.name === 'string' && entry.name !== '' ? entry.name : nameFromPath(path);
    const license = typeof entry.license === 'string' ? entry.license : null;
    nodes.set(path, { id: path, name, version: entry.version, license, requires: requiresOf(path, INSTALLED_FIELDS) });
  }
  return componentsOf(nodes, direct);
}
