import { parseSyml } from '@yarnpkg/parsers';
import type { ExtractedComponent } from '../../../components/types';
import { ExtractError } from '../../types';
import { componentsOf, type PackageNode } from './dependency-graph';
import { isRecord, stringEntries, yamlReason } from '../input';
import { splitDescriptor } from './yarn-v1';

/** `name@npm:1.2.3` → name and version; other protocols (`patch:`, `git:`…) take the entry's `version`. */
function resolved(resolution: string, version: string): [string, string] {
  const [name, reference] = splitDescriptor(resolution);
  return [name, reference.startsWith('npm:') ? reference.slice(4) : version];
}

/**
 * Components of a yarn berry (v2+) lockfile, read with yarn's own syml parser. `__metadata` is skipped;
 * entries resolved with `@workspace:` are the project's own packages, not components, and what they
 * depend on is exactly the direct dependencies (the root workspace `@workspace:.` and every other
 * workspace of the project alike). Each entry's `resolution` (`name@npm:version`) names what it installs.
 */
export function yarnBerryComponents(content: string): ExtractedComponent[] {
  let lock: unknown;
  try {
    lock = parseSyml(content);
  } catch (error) {
    throw new ExtractError(`yarn.lock (berry) does not parse: ${yamlReason(error)}`);
  }
  if (!isRecord(lock)) throw new ExtractError('yarn.lock (berry) is not a map of packages');
  const byDescriptor = new Map<string, string>();
  const entries: [string, Record<string, unknown>][] = [];
  for (const [key, entry] of Object.entries(lock)) {
    if (key === '__metadata') continue;
    if (!isRecord(entry) || typeof entry.resolution !== 'string') {
      throw new ExtractError(`yarn.lock (berry): the entry "${key}" has no resolution`);
    }
    for (const descriptor of key.split(',')) byDescriptor.set(descriptor.trim(), entry.resolution);
    entries.push([entry.resolution, entry]);
  }

  const nodes = new Map<string, PackageNode>();
  const direct = new Set<string>();
  for (const [resolution, entry] of entries) {
    const requires: string[] = [];
    for (const field of ['dependencies', 'optionalDependencies']) {
      for (const [name, range] of stringEntries(entry[field])) {
        const target = byDescriptor.get(`${name}@${range}`);
        if (target !== undefined) requires.push(target);
      }
    }
    if (resolution.includes('@workspace:')) {
      for (const id of requires) direct.add(id);
      continue;
    }
    const [name, version] = resolved(resolution, typeof entry.version === 'string' ? entry.version : '');
    if (version === '') continue;
    nodes.set(resolution, { id: resolution, name, version, requires });
  }
  return componentsOf(nodes, direct);
}
