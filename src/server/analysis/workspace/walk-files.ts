import type { Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Directories whose files are not the project's own (CONTRACT §16: "outside `.git`, `node_modules` and
 * vendored directories"): installed packages, vendored copies, virtual environments, build output and
 * tool caches. The SCA and the secrets analyses skip the same ones.
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

export type WalkedFile = {
  /** Relative to the root, with `/`. */
  path: string;
  absolute: string;
  name: string;
};

/**
 * Every regular file under `root` outside the skipped directories (and `alsoSkipped`, an analysis' own
 * additions such as build output), in no particular order. Symbolic links are not followed (a
 * repository's link cannot point the walk outside its workspace); hidden directories other than the
 * skipped ones are walked (`.github` holds workflows and their lockfiles).
 */
export async function* walkFiles(
  root: string,
  signal?: AbortSignal,
  alsoSkipped: ReadonlySet<string> = new Set(),
): AsyncGenerator<WalkedFile> {
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
        if (!SKIPPED_DIRECTORIES.has(dirent.name) && !alsoSkipped.has(dirent.name)) pending.push(path);
      } else if (dirent.isFile()) {
        yield { path, absolute: join(root, path), name: dirent.name };
      }
    }
  }
}
