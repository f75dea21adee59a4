import { runGit } from './git-process';
import { readingGit } from './reading-git';

export type HistoryRange = {
  /** Revision arguments for `git log` / `git rev-list`. */
  revisions: string[];
  full: boolean;
};

/**
 * Which commits a run reads: those after `since` when it still is an ancestor of `head`, else the whole
 * history (a first run, a force-push that rewrote history, or a `since` git no longer has).
 */
export async function historyRange(
  dir: string,
  head: string,
  since: string | null | undefined,
  signal?: AbortSignal,
): Promise<HistoryRange> {
  if (since) {
    // Exit 0: ancestor; 1: not an ancestor; 128: unknown object. Only 0 allows an incremental read.
    const check = await runGit(
      readingGit(dir, ['merge-base', '--is-ancestor', '--end-of-options', since, head], signal),
    );
    if (check.code === 0) return { revisions: [head, `^${since}`], full: false };
  }
  return { revisions: [head], full: true };
}

/**
 * The number of commits in the range (merges left out when the read leaves them out), for a percentage;
 * null when git cannot say (progress stays unknown).
 */
export async function countCommits(
  dir: string,
  range: HistoryRange,
  options: { merges: boolean },
  signal?: AbortSignal,
): Promise<number | null> {
  const args = ['rev-list', '--count', ...(options.merges ? [] : ['--no-merges']), '--end-of-options'];
  const result = await runGit(readingGit(dir, [...args, ...range.revisions], signal));
  const count = Number.parseInt(result.stdout.trim(), 10);
  return result.code === 0 && Number.isFinite(count) ? count : null;
}
