import { lstat, readdir } from 'node:fs/promises';
import { join, sep } from 'node:path';

const POLL_MS = 1000;
/** A walk of a large checkout is not free: it may take at most this share of the time. */
const WALK_SHARE = 0.05;

export type TreeSize = { bytes: number; files: number };

/**
 * The bytes of every file under `root` (`.git` included) and the number of files outside `root/.git`.
 * Files may come and go during a clone (git renames its temporary packs): a vanished one counts nothing.
 * Symlinks are measured, never followed.
 */
export async function measureTree(root: string): Promise<TreeSize> {
  const gitDir = join(root, '.git');
  let bytes = 0;
  let files = 0;
  const pending = [root];
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const inGit = dir === gitDir || dir.startsWith(gitDir + sep);
    const sizes = await Promise.all(
      entries.map(async (entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          pending.push(path);
          return undefined;
        }
        return (await lstat(path).catch(() => undefined))?.size;
      }),
    );
    for (const size of sizes) {
      if (size === undefined) continue;
      bytes += size;
      if (!inGit) files += 1;
    }
  }
  return { bytes, files };
}

/**
 * Walks `dir` every second (less often when a walk takes long: at most 5% of the time, so the walk
 * does not slow the git it watches) and calls `onExceeded` once when it
 * holds more than `maxBytes`; whatever writes there (clone, fetch, the checkout of a highly compressed
 * blob) is caught. Returns the function that stops watching.
 */
export function watchSize(dir: string, maxBytes: number, onExceeded: () => void): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    const started = performance.now();
    const { bytes } = await measureTree(dir);
    if (stopped) return;
    if (bytes > maxBytes) return onExceeded();
    const took = performance.now() - started;
    timer = setTimeout(tick, Math.max(POLL_MS, took / WALK_SHARE));
  };
  timer = setTimeout(tick, 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
