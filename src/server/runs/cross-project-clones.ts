import type { ClonesResult } from '../analysis/clones/types';
import type { IndexedWindow } from '../db/repositories/clone-index';

/** A fragment this project shares with another one, found through the index. */
export type SharedFragment = {
  format: string;
  tokens: number;
  file: string;
  start_line: number;
  end_line: number;
  other: { project_id: number; file: string; tree_commit: string; start_line: number; end_line: number };
};

type Pair = { ours: number; start: number; end: number; theirs: IndexedWindow };

/**
 * Turns the index's answers into fragments: the pairs of windows (one of this run's files, one of an
 * indexed file) that keep the same distance between their tokens form a diagonal; along it, matches
 * at most one winnowing window apart are one shared run of code, from the first window's first line to
 * the last window's last line on both sides. A run shorter than `minLines` on either side is left out.
 */
export function sharedFragments(result: ClonesResult, found: IndexedWindow[]): SharedFragment[] {
  const { minTokens, minLines, fingerprintWindow } = result.options;
  const byHash = new Map<string, IndexedWindow[]>();
  for (const window of found) {
    const list = byHash.get(window.hash);
    if (list) list.push(window);
    else byHash.set(window.hash, [window]);
  }
  const diagonals = new Map<string, Pair[]>();
  result.fingerprints.forEach((file, fileIndex) => {
    for (let j = 0; j < file.hashes.length; j++) {
      for (const theirs of byHash.get(file.hashes[j]!) ?? []) {
        const ours = file.tokens[j]!;
        const key = `${fileIndex}:${theirs.file_id}:${theirs.token_index - ours}`;
        const pair = { ours, start: file.start_lines[j]!, end: file.end_lines[j]!, theirs };
        const list = diagonals.get(key);
        if (list) list.push(pair);
        else diagonals.set(key, [pair]);
      }
    }
  });
  const fragments: SharedFragment[] = [];
  for (const [key, pairs] of diagonals) {
    const file = result.fingerprints[Number(key.slice(0, key.indexOf(':')))]!;
    pairs.sort((x, y) => x.ours - y.ours);
    let first = 0;
    for (let i = 1; i <= pairs.length; i++) {
      if (i < pairs.length && pairs[i]!.ours - pairs[i - 1]!.ours <= fingerprintWindow) continue;
      const head = pairs[first]!;
      const tail = pairs[i - 1]!;
      const fragment: SharedFragment = {
        format: file.format,
        tokens: tail.ours - head.ours + minTokens,
        file: file.file,
        start_line: head.start,
        end_line: Math.max(tail.end, head.end),
        other: {
          project_id: head.theirs.project_id,
          file: head.theirs.path,
          tree_commit: head.theirs.tree_commit,
          start_line: head.theirs.start_line,
          end_line: Math.max(tail.theirs.end_line, head.theirs.end_line),
        },
      };
      const lines = (s: number, e: number) => e - s + 1;
      if (
        lines(fragment.start_line, fragment.end_line) >= minLines &&
        lines(fragment.other.start_line, fragment.other.end_line) >= minLines
      )
        fragments.push(fragment);
      first = i;
    }
  }
  return fragments.sort((x, y) => (x.file < y.file ? -1 : x.file > y.file ? 1 : x.start_line - y.start_line));
}
