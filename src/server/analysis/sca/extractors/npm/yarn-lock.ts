import type { Extractor } from '../../types';
import { baseName, guardSize } from '../input';
import { yarnBerryComponents } from './yarn-berry';
import { yarnV1Components } from './yarn-v1';

const BERRY = /^__metadata:/m;
const V1_HEADER = /^# yarn lockfile v1\s*$/m;
/** Larger than any lockfile a real project has; beyond it the file is refused rather than parsed. */
const MAX_MEGABYTES = 128;

/** Whether the start of a file holds a v1 entry: a header `a@^1:` and under it `  version "…"`. */
function hasV1Entry(content: string): boolean {
  const lines = content.slice(0, 65536).split('\n');
  return lines.some(
    (line, i) =>
      !/^[\s#]/.test(line) &&
      line.includes('@') &&
      line.trimEnd().endsWith(':') &&
      (lines[i + 1] ?? '').startsWith('  version "'),
  );
}

/**
 * `yarn.lock`, classic (v1, yarn's own text format) and berry (v2+, `__metadata:` first), told apart by
 * content. Neither says which packages the project asked for the way package.json does: see
 * `yarnV1Components` and `yarnBerryComponents` for how each reads direct dependencies from the graph.
 */
export const yarnLockExtractor: Extractor = {
  format: 'yarn.lock',
  accepts: (fileName) => baseName(fileName) === 'yarn.lock',
  sniff: (content) => BERRY.test(content) || V1_HEADER.test(content) || hasV1Entry(content),
  extract(content) {
    guardSize(content, 'yarn.lock', MAX_MEGABYTES);
    return BERRY.test(content) ? yarnBerryComponents(content) : yarnV1Components(content);
  },
};
