import { walkFiles } from '../workspace/walk-files';
import type { Extractor } from './types';

export type FoundManifest = { path: string; absolute: string; extractor: Extractor };

/**
 * Every manifest, lockfile and SBOM under `root` that an extractor accepts by name, paths relative to the
 * root with `/`, in a stable order; outside `.git`, `node_modules` and vendored directories (CONTRACT
 * §16), symbolic links not followed (see walkFiles).
 */
export async function findManifests(
  root: string,
  extractors: Extractor[],
  signal?: AbortSignal,
): Promise<FoundManifest[]> {
  const found: FoundManifest[] = [];
  for await (const file of walkFiles(root, signal)) {
    const extractor = extractors.find((e) => e.accepts(file.name));
    if (extractor) found.push({ path: file.path, absolute: file.absolute, extractor });
  }
  return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
