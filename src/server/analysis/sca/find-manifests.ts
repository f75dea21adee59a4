import type { Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Extractor } from './types';

/**
 * Directories whose files are not the project's own manifests (CONTRACT §16: "outside `.git`,
 * `node_modules` and vendored directories"): installed packages, vendored copies, virtual environments,
 * build output and tool caches.
 */
const SKIPPED_DIRECTORIES = new Set([
  '.git',
  'node_modules',
  'bower_components',
  'jspm_packages',
  'vendor',
  'third_party',
  'third-party',
  '.venv',
  'venv',
  '.tox',
  '.nox',
  '__pypackages__',
  '__pycache__',
  'site-packages',
  '.gradle',
  '.m2',
  '.yarn',
  '.pnpm-store',
]);

/** How many directory entries one walk reads at most: a hostile tree cannot make it run for ever. */
const MAX_ENTRIES = 500_000;

export type FoundManifest = { path: string; absolute: string; extractor: Extractor };

/**
 * Every manifest, lockfile and SBOM under `root` that an extractor accepts by name, paths relative to the
 * root with `/`, in a stable order. Symbolic links are not followed (a repository's link cannot point the
 * walk outside its workspace); hidden directories other than the skipped ones are walked (`.github` can
 * hold a workflow's lockfile).
 */
export async function findManifests(
  root: string,
  extractors: Extractor[],
  signal?: AbortSignal,
): Promise<FoundManifest[]> {
  const found: FoundManifest[] = [];
  const pending: string[] = [''];
  let entries = 0;
  while (pending.length > 0) {
    signal?.throwIfAborted();
    const relative = pending.pop()!;
    let dirents: Dirent[];
    try {
      dirents = await readdir(join(root, relative), { withFileTypes: true });
    } catch {
      continue;
    }
    entries += dirents.length;
    if (entries > MAX_ENTRIES)
      throw new Error(`The tree has more than ${MAX_ENTRIES} files and directories: too many to search.`);
    for (const dirent of dirents) {
      const path = relative ? `${relative}/${dirent.name}` : dirent.name;
      if (dirent.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(dirent.name)) pending.push(path);
        continue;
      }
      if (!dirent.isFile()) continue;
      const extractor = extractors.find((e) => e.accepts(dirent.name));
      if (extractor) found.push({ path, absolute: join(root, path), extractor });
    }
  }
  return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
