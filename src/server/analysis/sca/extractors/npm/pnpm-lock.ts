import { parse } from 'yaml';
import type { Extractor } from '../../types';
import { ExtractError } from '../../types';
import { componentsOf, type PackageNode } from './dependency-graph';
import { type KeyStyle, parseKey, refCandidates } from './pnpm-keys';
import { baseName, guardSize, isRecord, yamlReason } from '../input';

const IMPORTER_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies'];
const PACKAGE_FIELDS = ['dependencies', 'optionalDependencies'];
/** Larger than any lockfile a real project has; beyond it the file is refused rather than parsed. */
const MAX_MEGABYTES = 128;

function styleOf(lockfileVersion: unknown): KeyStyle {
  const major = Math.floor(Number.parseFloat(String(lockfileVersion)));
  if (major === 5) return 'v5';
  if (major === 6) return 'v6';
  if (major === 7 || major === 9) return 'v9';
  throw new ExtractError(
    lockfileVersion === undefined
      ? 'pnpm-lock.yaml has no lockfileVersion'
      : `pnpm-lock.yaml has lockfileVersion ${JSON.stringify(lockfileVersion)}, which this version of Argus does not know (5.x, 6.x and 9.x are read)`,
  );
}

/** `name → ref` of a dependency map, where v5 writes the ref itself and v6+ `{specifier, version}`. */
function refsOf(map: unknown): [string, string][] {
  if (!isRecord(map)) return [];
  const refs: [string, string][] = [];
  for (const [name, value] of Object.entries(map)) {
    const ref = isRecord(value) ? value.version : value;
    if (typeof ref === 'string' || typeof ref === 'number') refs.push([name, String(ref)]);
  }
  return refs;
}

/** The project's importers: v9's `importers`, or a single-project v5/v6 file's root maps. */
function importersOf(lock: Record<string, unknown>): Record<string, unknown>[] {
  if (isRecord(lock.importers)) return Object.values(lock.importers).filter(isRecord);
  return [lock];
}

/**
 * `pnpm-lock.yaml`, lockfile versions 5.x, 6.x and 9.x. The importers (the project and its workspaces;
 * the root maps of a single-project v5/v6 file) list the direct dependencies; `packages` (v5, v6) or
 * `snapshots` (v9) hold the graph, keyed `/name/1.0.0`, `/name@1.0.0` or `name@1.0.0(peer@x)`, whose
 * peer suffixes are stripped. `link:` references are the project's own workspaces, not components.
 */
export const pnpmLockExtractor: Extractor = {
  format: 'pnpm-lock.yaml',
  accepts: (fileName) => baseName(fileName) === 'pnpm-lock.yaml',
  sniff: (content) =>
    /^lockfileVersion:/m.test(content) &&
    /^(importers|packages|snapshots|dependencies|devDependencies):/m.test(content),
  extract(content) {
    guardSize(content, 'pnpm-lock.yaml', MAX_MEGABYTES);
    let lock: unknown;
    try {
      lock = parse(content);
    } catch (error) {
      throw new ExtractError(`pnpm-lock.yaml is not valid YAML: ${yamlReason(error)}`);
    }
    if (!isRecord(lock)) throw new ExtractError('pnpm-lock.yaml is not a YAML map');
    const style = styleOf(lock.lockfileVersion);
    const packages = isRecord(lock.packages) ? lock.packages : {};
    const graph = style === 'v9' && isRecord(lock.snapshots) ? lock.snapshots : packages;

    const nodes = new Map<string, PackageNode>();
    for (const [key, entry] of Object.entries(graph)) {
      const meta = style === 'v9' ? packages[key.replace(/\(.*$/, '')] : entry;
      const named =
        isRecord(meta) && typeof meta.name === 'string' && typeof meta.version === 'string'
          ? ([meta.name, meta.version] as [string, string])
          : parseKey(key, style);
      if (!named) throw new ExtractError(`pnpm-lock.yaml: the package key "${key}" names no version`);
      nodes.set(key, { id: key, name: named[0], version: named[1], requires: [] });
    }
    const resolve = (name: string, ref: string) => refCandidates(name, ref, style).find((key) => nodes.has(key));
    for (const node of nodes.values()) {
      const entry = graph[node.id];
      for (const field of PACKAGE_FIELDS) {
        for (const [name, ref] of refsOf(isRecord(entry) ? entry[field] : undefined)) {
          const target = resolve(name, ref);
          if (target !== undefined) node.requires.push(target);
        }
      }
    }
    const direct = new Set<string>();
    for (const importer of importersOf(lock)) {
      for (const field of IMPORTER_FIELDS) {
        for (const [name, ref] of refsOf(importer[field])) {
          const target = ref.startsWith('link:') ? undefined : resolve(name, ref);
          if (target !== undefined) direct.add(target);
        }
      }
    }
    return componentsOf(nodes, direct);
  },
};
