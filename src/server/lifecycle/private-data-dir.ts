import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const DIRECTORY_MODE = 0o700;
const FILE_MODE = 0o600;

/**
 * Gives every entry under `dir` (and `dir` itself) its private mode: directories 0700, anything else
 * 0600. Returns how many had to change. Symbolic links are skipped, as chmod would follow them out of
 * the directory. Synchronous on purpose: PGlite works on the same thread, so nothing is created or
 * removed halfway through.
 */
/**
 * Directories made private but not walked: the git workspaces and the demo's repositories hold many
 * files (a workspace up to ARGUS_REPOSITORY_MAX_MB), all written by the service under its 0077 umask, and
 * a checkout's executable bits are the repository's own.
 */
const NOT_WALKED = ['workspaces', 'demo-repositories'];

export function makePrivate(dir: string): number {
  let changed = 0;
  const pending = [dir];
  const notWalked = new Set(NOT_WALKED.map((name) => join(dir, name)));
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) continue;
    const wanted = stat.isDirectory() ? DIRECTORY_MODE : FILE_MODE;
    if ((stat.mode & 0o7777) !== wanted) {
      chmodSync(path, wanted);
      changed++;
    }
    if (stat.isDirectory() && !notWalked.has(path))
      for (const entry of readdirSync(path)) pending.push(join(path, entry));
  }
  return changed;
}

/**
 * CONTRACT §9: DATA_DIR is private to the service's user. The umask makes whatever the process
 * creates from now on private; what an earlier version or another tool left open is fixed. Returns
 * how many entries were fixed.
 */
export function protectDataDir(dataDir: string): number {
  process.umask(0o077);
  return existsSync(dataDir) ? makePrivate(dataDir) : 0;
}
