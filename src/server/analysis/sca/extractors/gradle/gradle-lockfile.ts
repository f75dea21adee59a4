/**
 * Gradle dependency locking (https://docs.gradle.org/current/userguide/dependency_locking.html): one
 * `group:artifact:version=configuration,…` line per locked module in `gradle.lockfile`, an `empty=`
 * line naming the configurations that resolve nothing, `#` comments. Gradle 4.8–6 wrote one file per
 * configuration under `gradle/dependency-locks/` with bare `group:artifact:version` lines; both read
 * the same. A lockfile flattens the graph and does not say which modules the build asked for, so the
 * relation is null.
 */
import { componentOf } from '../../../components/component';
import type { ExtractedComponent } from '../../../components/types';
import { ExtractError, type Extractor } from '../../types';
import { baseName, guardSize } from '../input';

const MAX_MEGABYTES = 20;
const LINE = /^([^:=\s]+):([^:=\s]+):([^:=\s]+)(?:=([^=\s]*))?$/;
const HEADER = '# This is a Gradle generated file';

function extract(content: string): ExtractedComponent[] {
  guardSize(content, 'gradle.lockfile', MAX_MEGABYTES);
  const components = new Map<string, ExtractedComponent>();
  for (const [index, raw] of content.split('\n').entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith('empty=')) continue;
    const match = LINE.exec(line);
    if (!match) {
      throw new ExtractError(`line ${index + 1} is not a "group:artifact:version=configurations" entry`);
    }
    const [, group, artifact, version] = match as unknown as [string, string, string, string];
    const name = `${group}:${artifact}`;
    const key = `${name}@${version}`;
    if (components.has(key)) continue;
    components.set(key, componentOf('Maven', name, version));
  }
  return [...components.values()];
}

export const gradleLockfileExtractor: Extractor = {
  format: 'gradle.lockfile',
  accepts: (fileName) => {
    const base = baseName(fileName);
    return (
      base === 'gradle.lockfile' ||
      (base.endsWith('.lockfile') && fileName.replace(/\\/g, '/').includes('gradle/dependency-locks/'))
    );
  },
  sniff: (content) => {
    const head = content.slice(0, 100_000);
    if (head.includes(HEADER)) return true;
    const lines = head
      .split('\n', 50)
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    return (
      lines.length > 0 &&
      lines.every((line) => line.startsWith('empty=') || LINE.test(line)) &&
      lines.some((l) => l.includes('='))
    );
  },
  extract: (content) => extract(content),
};
