/**
 * Cargo.lock (https://doc.rust-lang.org/cargo/guide/cargo-toml-vs-cargo-lock.html), versions 1 to 4:
 * one `[[package]]` table per crate with `name`, `version`, `source` and `dependencies`, each
 * dependency written `"name"`, `"name version"` or `"name version (source)"` (the longer forms when
 * the name alone is ambiguous). Packages without a `source` are the workspace's own crates: they are
 * not components, and the crates they depend on are the direct dependencies. Every other crate is
 * transitive, introduced through the shortest chain from a direct one. Version 1's `[metadata]`
 * checksums are ignored.
 */
import { componentOf } from '../../../components/component';
import type { ExtractedComponent } from '../../../components/types';
import { ExtractError, type Extractor } from '../../types';
import { relationsOf } from '../dependency-chains';
import { baseName, guardSize, isRecord, parseToml } from '../input';

const MAX_MEGABYTES = 20;

type Crate = { id: string; name: string; version: string; source: string | null; dependencies: string[] };

function cratesOf(document: Record<string, unknown>): Crate[] {
  const packages = document.package ?? [];
  if (!Array.isArray(packages)) throw new ExtractError('"package" is not a list of [[package]] tables');
  // The first lockfiles (before Rust 1.0's format settled) put the workspace's crate in a [root] table.
  const tables = isRecord(document.root) ? [document.root, ...packages] : packages;
  return tables.map((entry, index) => {
    if (!isRecord(entry) || typeof entry.name !== 'string' || typeof entry.version !== 'string') {
      throw new ExtractError(`[[package]] number ${index + 1} has no name or version`);
    }
    const dependencies = entry.dependencies ?? [];
    if (!Array.isArray(dependencies) || !dependencies.every((d) => typeof d === 'string')) {
      throw new ExtractError(`the dependencies of ${entry.name} ${entry.version} are not a list of strings`);
    }
    const source = typeof entry.source === 'string' ? entry.source : null;
    return {
      id: `${entry.name} ${entry.version} ${source ?? ''}`,
      name: entry.name,
      version: entry.version,
      source,
      dependencies,
    };
  });
}

/** The crate a dependency entry names, by name, then version, then source. */
function resolver(crates: Crate[]): (entry: string, of: Crate) => Crate {
  const byName = new Map<string, Crate[]>();
  for (const crate of crates) byName.set(crate.name, [...(byName.get(crate.name) ?? []), crate]);
  return (entry, of) => {
    const match = /^(\S+)(?: (\S+))?(?: \((.+)\))?$/.exec(entry);
    const candidates = (match && byName.get(match[1] as string)) || [];
    let found = candidates.filter(
      (crate) => (!match?.[2] || crate.version === match[2]) && (!match?.[3] || crate.source === match[3]),
    );
    // Cargo adds the source only to the registry or git twin of a workspace crate: without it, the
    // entry means the crate of the workspace.
    if (found.length > 1 && !match?.[3]) found = found.filter((crate) => crate.source === null);
    if (found.length !== 1) {
      throw new ExtractError(
        `${of.name} ${of.version} depends on "${entry}", which names ${found.length === 0 ? 'no' : 'more than one'} package of the file`,
      );
    }
    return found[0] as Crate;
  };
}

function extract(content: string): ExtractedComponent[] {
  guardSize(content, 'Cargo.lock', MAX_MEGABYTES);
  const crates = cratesOf(parseToml(content, 'Cargo.lock'));
  const resolve = resolver(crates);
  const byId = new Map(crates.map((crate) => [crate.id, crate]));
  const edges = new Map(crates.map((crate) => [crate.id, crate.dependencies.map((d) => resolve(d, crate).id)]));
  const isComponent = (id: string): boolean => byId.get(id)?.source != null;

  const direct = new Set<string>();
  for (const crate of crates) {
    if (crate.source !== null) continue;
    for (const id of edges.get(crate.id) ?? []) if (isComponent(id)) direct.add(id);
  }
  const relationOf = relationsOf({
    direct,
    dependencies: (id) => (edges.get(id) ?? []).filter(isComponent),
    label: (id) => `${byId.get(id)?.name}@${byId.get(id)?.version}`,
    unreached: 'transitive',
  });

  const components = new Map<string, ExtractedComponent>();
  for (const crate of crates) {
    if (crate.source === null) continue;
    const key = `${crate.name}@${crate.version}`;
    const { relation, introduced_through } = relationOf(crate.id);
    const known = components.get(key);
    // The same name and version from two sources (crates.io and a git fork) is one component.
    if (known && (known.relation === 'direct' || relation === 'transitive')) continue;
    components.set(key, componentOf('crates.io', crate.name, crate.version, { relation, introduced_through }));
  }
  return [...components.values()];
}

export const cargoLockExtractor: Extractor = {
  format: 'Cargo.lock',
  accepts: (fileName) => baseName(fileName) === 'Cargo.lock',
  sniff: (content) => {
    const head = content.slice(0, 200_000);
    return (
      /^\[\[package\]\]\r?$/m.test(head) &&
      /^name = "[^"\n]+"\r?$/m.test(head) &&
      /^version = "[^"\n]+"\r?$/m.test(head) &&
      (/^version = [34]\r?$/m.test(head) || /^checksum = "/m.test(head) || /^\[metadata\]\r?$/m.test(head))
    );
  },
  extract: (content) => extract(content),
};
