import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export type TreeFile = { content: Buffer; executable: boolean };

/** A shipped source tree: relative path (with `/`) → content and mode; a few hundred kB at most. */
export function readTree(dir: string): Map<string, TreeFile> {
  const tree = new Map<string, TreeFile>();
  const paths = readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
  for (const path of paths) {
    const full = join(dir, path);
    const stat = statSync(full);
    if (!stat.isFile()) continue;
    const name = relative(dir, full).split(sep).join('/');
    tree.set(name, { content: readFileSync(full), executable: (stat.mode & 0o111) !== 0 });
  }
  return tree;
}
