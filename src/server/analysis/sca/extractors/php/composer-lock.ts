import { licenseIds } from '../../../components/licenses';
import { componentOf } from '../../../components/component';
import { ExtractError, type Extractor } from '../../types';
import { indexesByName, relationsOf, unrequired } from '../dependency-chains';
import { baseName, guardSize, isRecord, parseJson } from '../input';

type LockedPackage = { name: string; version: string; licenses: string[]; requires: string[] };

/** Requirements on the platform (PHP itself, its extensions and libraries, Composer's APIs), not packages. */
const isPlatform = (name: string): boolean =>
  /^(?:php(?:-64bit|-ipv6|-zts|-debug)?|hhvm|ext-.+|lib-.+|composer(?:-plugin-api|-runtime-api)?)$/i.test(name);

/**
 * A Packagist version as OSV and Packagist's own normalization write it: a tag's leading `v` before a
 * digit is dropped (`v5.4.47` → `5.4.47`), so that ranges compare; branch versions (`dev-main`) stay.
 */
const packagistVersion = (version: string): string => version.replace(/^v(?=\d)/i, '');

function readPackages(document: Record<string, unknown>, section: string): LockedPackage[] {
  const list = document[section] ?? [];
  if (!Array.isArray(list)) throw new ExtractError(`composer.lock: "${section}" is not an array`);
  return list.map((entry, index) => {
    if (!isRecord(entry) || typeof entry.name !== 'string' || typeof entry.version !== 'string') {
      throw new ExtractError(`composer.lock: ${section}[${index}] has no name or version`);
    }
    const declared = Array.isArray(entry.license) ? entry.license : [entry.license];
    return {
      name: entry.name.toLowerCase(),
      version: packagistVersion(entry.version),
      licenses: [...new Set(declared.flatMap((item) => (typeof item === 'string' ? licenseIds(item) : [])))],
      requires: isRecord(entry.require) ? Object.keys(entry.require).filter((name) => !isPlatform(name)) : [],
    };
  });
}

/**
 * composer.lock: `packages` and `packages-dev`, with their declared licenses. The lockfile does not say
 * what composer.json asked for, so the packages no other locked package requires are taken as direct and
 * the rest are transitive through the shortest `require` chain from one of them. Names are lower-cased
 * (Composer's names are case-insensitive); versions lose a tag's leading `v` (see `packagistVersion`).
 */
export const composerLockExtractor: Extractor = {
  format: 'composer.lock',
  accepts: (fileName) => baseName(fileName) === 'composer.lock',
  sniff(content) {
    if (!/^\s*\{/.test(content) || !content.includes('"content-hash"')) return false;
    try {
      const document = JSON.parse(content) as unknown;
      return isRecord(document) && Array.isArray(document.packages) && typeof document['content-hash'] === 'string';
    } catch {
      return false;
    }
  },
  extract(content) {
    guardSize(content, 'composer.lock');
    const document = parseJson(content, 'composer.lock');
    if (!isRecord(document) || !Array.isArray(document.packages)) {
      throw new ExtractError('composer.lock has no "packages" array');
    }
    const packages = [...readPackages(document, 'packages'), ...readPackages(document, 'packages-dev')];
    const byName = indexesByName(packages.map((entry) => entry.name));
    const edges = packages.map((entry) => entry.requires.flatMap((name) => byName.get(name.toLowerCase()) ?? []));
    const relationOf = relationsOf({
      direct: unrequired(edges),
      dependencies: (index) => edges[index] ?? [],
      label: (index) => `${packages[index]?.name}@${packages[index]?.version}`,
      unreached: 'transitive',
    });
    return packages.map((entry, index) => {
      const { relation, introduced_through } = relationOf(index);
      return componentOf('Packagist', entry.name, entry.version, {
        licenses: entry.licenses,
        relation,
        introduced_through,
      });
    });
  },
};
