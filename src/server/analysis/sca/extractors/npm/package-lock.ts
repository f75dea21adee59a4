import type { Extractor } from '../../types';
import { ExtractError } from '../../types';
import { packagesComponents } from './package-lock-packages';
import { treeComponents } from './package-lock-v1';
import { baseName, guardSize, isRecord, parseJson } from '../input';

const NAMES = new Set(['package-lock.json', 'npm-shrinkwrap.json']);
/** Larger than any lockfile a real project has; beyond it the file is refused rather than parsed. */
const MAX_MEGABYTES = 128;

/**
 * npm's `package-lock.json` and `npm-shrinkwrap.json` (the same format), lockfile versions 1, 2 and 3.
 * v2 and v3 are read from their `packages` map (v2 also carries the v1 tree, which is then ignored);
 * v1 from its nested `dependencies` tree.
 */
export const packageLockExtractor: Extractor = {
  format: 'package-lock.json',
  accepts: (fileName) => NAMES.has(baseName(fileName)),
  sniff: (content) =>
    /^\s*\{/.test(content) &&
    /"lockfileVersion"\s*:\s*\d/.test(content.slice(0, 4096)) &&
    /"(packages|dependencies)"\s*:/.test(content),
  extract(content, path) {
    const fileLabel = baseName(path) || 'package-lock.json';
    guardSize(content, fileLabel, MAX_MEGABYTES);
    const lock = parseJson(content, fileLabel);
    if (!isRecord(lock)) throw new ExtractError(`${fileLabel} is not a JSON object`);
    const version = lock.lockfileVersion;
    if (version === 2 || version === 3) {
      if (!isRecord(lock.packages)) throw new ExtractError(`${fileLabel} (lockfile v${version}) has no "packages" map`);
      return packagesComponents(lock.packages, fileLabel);
    }
    if (version === 1) {
      if (lock.dependencies === undefined) return [];
      if (!isRecord(lock.dependencies)) throw new ExtractError(`${fileLabel}: "dependencies" is not an object`);
      return treeComponents(lock.dependencies, fileLabel);
    }
    throw new ExtractError(
      version === undefined
        ? `${fileLabel} has no lockfileVersion; it is not an npm lockfile`
        : `${fileLabel} has lockfileVersion ${JSON.stringify(version)}, which this version of Argus does not know (1, 2 and 3 are read)`,
    );
  },
};
