import { runGit } from '../../git/git-process';
import { secretsGit } from './git-command';

/**
 * Which commits a run reads: those after `since` when it still is an ancestor of `head`, else the whole
 * history (a first run, a force-push that rewrote history, or a `since` git no longer has).
 */
export async function historyRevisions(
  dir: string,
  head: string,
  since: string | null,
  signal?: AbortSignal,
): Promise<string[]> {
  if (since) {
    // Exit 0: ancestor; 1: not an ancestor; 128: unknown object. Only 0 allows an incremental read.
    const check = await runGit(
      secretsGit(dir, ['merge-base', '--is-ancestor', '--end-of-options', since, head], signal),
    );
    if (check.code === 0) return [head, `^${since}`];
  }
  return [head];
}

/** Commits the read will go through (merges left out, as the read leaves them); null when git cannot say. */
export async function countCommits(dir: string, revisions: string[], signal?: AbortSignal): Promise<number | null> {
  const args = ['rev-list', '--count', '--no-merges', '--end-of-options', ...revisions];
  const result = await runGit(secretsGit(dir, args, signal));
  const count = Number.parseInt(result.stdout.trim(), 10);
  return result.code === 0 && Number.isFinite(count) ? count : null;
}
