import { startGit } from '../../git/git-process';
import { readingGit } from '../../git/reading-git';
import { pathIgnored } from '../engine/allowlist';
import type { GitleaksIgnore } from '../engine/gitleaks-ignore';
import { type Match, scanFragment } from '../engine/scan-fragment';
import { skippedByPath } from '../engine/skipped-files';
import type { RuleSet } from '../rules/types';
import type { Sighting } from '../types';
import { ByteLines } from './byte-lines';
import { type CommitHeader, LOG_FORMAT, PatchReader } from './patch-reader';

export type HistoryScan = {
  dir: string;
  /** Revision arguments: `[head]` or `[head, ^since]`. */
  revisions: string[];
  rules: RuleSet;
  ignore: GitleaksIgnore;
  onMatch: (match: Match, sighting: Sighting) => void;
  /** Called after each commit's header, with the commits read so far. */
  onCommit?: (commitsScanned: number) => void;
  signal?: AbortSignal;
};

/**
 * Reads the lines every commit of the range added, oldest commit first, streamed from one `git log -p`:
 * never more than a line and a fragment of the history in memory. Merges are left out (their changes are
 * their parents' commits); no rename detection, so a moved file's lines count as added where they
 * arrive. A textconv or external diff driver of the repository's could run a program or hide lines:
 * both are off, and so are hooks. Lockfiles, minified files, binaries and allowlisted paths are left out
 * as in the tree, uncounted: `skipped` counts the checked-out files. Returns the number of commits read.
 */
export async function scanHistory(scan: HistoryScan): Promise<number> {
  const { rules, signal } = scan;
  let header: CommitHeader | null = null;
  let file = '';
  let commits = 0;
  const reader = new PatchReader({
    commit: (next) => {
      header = next;
      commits += 1;
      scan.onCommit?.(commits);
    },
    file: (path) => {
      file = path;
      return skippedByPath(path) === null && !pathIgnored(rules.allowlists, path);
    },
    fragment: (text, firstLine) => {
      const commit = header!;
      for (const match of scanFragment(text, rules, { file, commit: commit.commit, firstLine })) {
        if (scan.ignore.ignores(commit.commit, file, match.rule.id, match.start_line)) continue;
        scan.onMatch(match, {
          commit: commit.commit,
          file,
          start_line: match.start_line,
          end_line: match.end_line,
          start_column: match.start_column,
          end_column: match.end_column,
          author_name: commit.author_name,
          author_email: commit.author_email,
          committed_at: commit.committed_at,
        });
      }
    },
  });
  const lines = new ByteLines(reader.line);
  // biome-ignore format: the options read best together
  const args = [
    'log', '-p', '-U0', '--reverse', '--no-merges', '--no-renames', '--no-ext-diff', '--no-textconv',
    '--no-color', '--src-prefix=a/', '--dst-prefix=b/', `--format=${LOG_FORMAT}`,
    '--end-of-options', ...scan.revisions, '--',
  ];
  const git = startGit(readingGit(scan.dir, args, signal));
  try {
    for await (const chunk of git.stdout) lines.push(chunk as Buffer);
    lines.end();
    reader.end();
  } catch (error) {
    git.kill();
    signal?.throwIfAborted();
    throw error;
  }
  const { code, stderrTail } = await git.exit;
  signal?.throwIfAborted();
  if (code !== 0) throw new Error(`git log failed (exit ${code}): ${stderrTail.trim()}`);
  return commits;
}
