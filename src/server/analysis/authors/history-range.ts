import { runGit } from '../git/git-process';
import { authorsGit } from './git-command';

/**
 * Which commits a run reads: those after `since` when it still is an ancestor of `head`, else the whole
 * history (a first run, a force-push that rewrote history, or a `since` git no longer has).
 */

type HistoryRange = {
  /** Revision arguments for `git log` / `git rev-list`. */
  revisions: string[];
  full: boolean;
};

export async function historyRange(
  dir: string,
  head: string,
  since: string | null | undefined,
  signal?: AbortSignal,
): Promise<HistoryRange> {
  if (since) {
    // Exit 0: ancestor; 1: not an ancestor; 128: unknown object. Only 0 allows an incremental read.
    const check = await runGit(
      authorsGit(dir, ['merge-base', '--is-ancestor', '--end-of-options', since, head], signal),
    );
    if (check.code === 0) return { revisions: [head, `^${since}`], full: false };
  }
  return { revisions: [head], full: true };
}

/** The number of commits in the range, for a percentage; null when git cannot say (progress stays unknown). */
export async function countCommits(dir: string, range: HistoryRange, signal?: AbortSignal): Promise<number | null> {
  const result = await runGit(authorsGit(dir, ['rev-list', '--count', '--end-of-options', ...range.revisions], signal));
  const count = Number.parseInt(result.stdout.trim(), 10);
  return result.code === 0 && Number.isFinite(count) ? count : null;
}
