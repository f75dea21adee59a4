import { ExtractError, type Extractor } from '../../types';
import { indexesByName, relationsOf } from '../dependency-chains';
import { baseName, guardSize, isRecord, parseToml } from '../input';
import { normalizePythonName } from './pep503';
import { componentOf } from '../../../components/component';
import { packageTables } from './package-tables';

type Dependency = { name: string; version: string | null; extras: string[] };

/** The project and its workspace members: sources `{ editable = … }` or `{ virtual = … }`. */
const isProject = (entry: Record<string, unknown>): boolean =>
  isRecord(entry.source) && (entry.source.editable !== undefined || entry.source.virtual !== undefined);

function dependencyList(value: unknown): Dependency[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!isRecord(item) || typeof item.name !== 'string') return [];
    const extras = Array.isArray(item.extra) ? item.extra.filter((e): e is string => typeof e === 'string') : [];
    return [{ name: item.name, version: typeof item.version === 'string' ? item.version : null, extras }];
  });
}

/** Every list of a table of dependency lists (`[package.optional-dependencies]`, `[package.dev-dependencies]`). */
const groupedLists = (value: unknown, only?: Set<string>): Dependency[] =>
  isRecord(value)
    ? Object.entries(value).flatMap(([group, list]) => (only && !only.has(group) ? [] : dependencyList(list)))
    : [];

/**
 * uv.lock. The project's own package (and each workspace member) has an editable or virtual source: it is
 * not a component, and what it depends on — its dependencies, optional dependencies and dependency
 * groups — is direct. Every other package is transitive through the shortest chain from a direct one; a
 * package's optional dependencies count only for the extras someone asks of it.
 */
export const uvLockExtractor: Extractor = {
  format: 'uv.lock',
  accepts: (fileName) => baseName(fileName) === 'uv.lock',
  sniff: (content) =>
    /^version\s*=\s*\d+\s*$/m.test(content) &&
    /^requires-python\s*=/m.test(content) &&
    /^\[\[package\]\]\s*$/m.test(content),
  extract(content) {
    guardSize(content, 'uv.lock');
    const document = parseToml(content, 'uv.lock');
    if (typeof document.version !== 'number') throw new ExtractError('uv.lock has no lockfile "version" number');
    const packages = packageTables(document, 'uv.lock');
    const byName = indexesByName(packages.map((entry) => normalizePythonName(entry.name as string)));
    const requestedExtras = new Map<string, Set<string>>();
    const allDependencies = packages.map((entry) => {
      const project = isProject(entry);
      const own = [...dependencyList(entry.dependencies), ...groupedLists(entry['dev-dependencies'])];
      if (project) own.push(...groupedLists(entry['optional-dependencies']));
      for (const dependency of own) {
        const name = normalizePythonName(dependency.name);
        const extras = requestedExtras.get(name) ?? new Set<string>();
        for (const extra of dependency.extras) extras.add(extra);
        requestedExtras.set(name, extras);
      }
      return own;
    });
    packages.forEach((entry, index) => {
      if (isProject(entry)) return;
      const asked = requestedExtras.get(normalizePythonName(entry.name as string));
      if (asked && asked.size > 0) allDependencies[index]?.push(...groupedLists(entry['optional-dependencies'], asked));
    });
    const targets = (dependency: Dependency): number[] =>
      (byName.get(normalizePythonName(dependency.name)) ?? []).filter(
        (index) => dependency.version === null || packages[index]?.version === dependency.version,
      );
    const edges = allDependencies.map((list) => list.flatMap(targets));
    const projectList = packages.flatMap((entry, index) => (isProject(entry) ? [index] : []));
    const projects = new Set(projectList);
    // Chains start at the direct packages; project packages are left out of the walk and of the chains.
    const relationOf = relationsOf({
      direct: projectList.flatMap((index) => edges[index] ?? []).filter((index) => !projects.has(index)),
      dependencies: (index) => (edges[index] ?? []).filter((target) => !projects.has(target)),
      label: (index) => `${packages[index]?.name}@${packages[index]?.version ?? ''}`,
      unreached: 'transitive',
    });
    return packages.flatMap((entry, index) => {
      if (isProject(entry) || typeof entry.version !== 'string' || entry.version === '') return [];
      const { relation, introduced_through } =
        projects.size === 0 ? { relation: null, introduced_through: null } : relationOf(index);
      return [componentOf('PyPI', entry.name as string, entry.version, { relation, introduced_through })];
    });
  },
};
