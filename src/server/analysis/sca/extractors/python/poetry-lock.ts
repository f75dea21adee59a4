import { ExtractError, type Extractor } from '../../types';
import { indexesByName, relationsOf, unrequired } from '../dependency-chains';
import { baseName, guardSize, isRecord, parseToml } from '../input';
import { normalizePythonName } from './pep503';
import { componentOf } from '../../../components/component';
import { packageTables } from './package-tables';

/**
 * poetry.lock. The lockfile lists the resolved packages and what each depends on, but not what the
 * project's pyproject.toml asked for; so the packages no other package depends on are taken as direct,
 * and each other one is transitive through the shortest chain from one of them (a direct dependency that
 * something else also needs is therefore reported transitive; an optional dependency counts as an edge,
 * since the lockfile does not say which extras were asked for). Packages from a local `directory` source
 * are the project's own code and are skipped. The `category`/`groups` of a package (main, dev) has no
 * place in a component and is not reported.
 */
export const poetryLockExtractor: Extractor = {
  format: 'poetry.lock',
  accepts: (fileName) => baseName(fileName) === 'poetry.lock',
  sniff: (content) =>
    /^\[\[package\]\]\s*$/m.test(content) &&
    /^\[metadata\]\s*$/m.test(content) &&
    /^(?:content-hash|lock-version)\s*=/m.test(content),
  extract(content) {
    guardSize(content, 'poetry.lock');
    const document = parseToml(content, 'poetry.lock');
    if (!isRecord(document.metadata)) throw new ExtractError('poetry.lock has no [metadata] table');
    const packages = packageTables(document, 'poetry.lock').filter((entry) => {
      const source = entry.source;
      return !(isRecord(source) && source.type === 'directory');
    });
    packages.forEach((entry, index) => {
      if (typeof entry.version !== 'string' || entry.version === '') {
        throw new ExtractError(`poetry.lock: package ${index + 1} (${String(entry.name)}) has no version`);
      }
    });
    const byName = indexesByName(packages.map((entry) => normalizePythonName(entry.name as string)));
    const edges = packages.map((entry) => {
      const dependencies = isRecord(entry.dependencies) ? Object.keys(entry.dependencies) : [];
      return dependencies.flatMap((name) => byName.get(normalizePythonName(name)) ?? []);
    });
    const relationOf = relationsOf({
      direct: unrequired(edges),
      dependencies: (index) => edges[index] ?? [],
      label: (index) => `${packages[index]?.name}@${packages[index]?.version}`,
      unreached: 'transitive',
    });
    return packages.map((entry, index) => {
      const { relation, introduced_through } = relationOf(index);
      return componentOf('PyPI', entry.name as string, entry.version as string, { relation, introduced_through });
    });
  },
};
