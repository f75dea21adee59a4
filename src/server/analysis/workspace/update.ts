import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { checkoutCommit, describeWorkspace, resolveRef } from './checkout';
import type { Git } from './git-command';
import { tooLarge } from './kill-switch';
import { watchSize } from './size';
import { removeTree, type SyncJob } from './sync-job';
import { type SyncResult, WorkspaceError } from './types';

/**
 * Whether `dir` holds a workspace this sync can fetch into: its own `.git` (not one found above it),
 * a commit checked out, and the same repository URL. Anything else is made again from scratch.
 */
export async function isUsableWorkspace(git: Git, dir: string, url: string): Promise<boolean> {
  const gitDir = await lstat(join(dir, '.git')).catch(() => undefined);
  if (!gitDir?.isDirectory()) return false;
  // A lock file left by a git killed with its process would fail every later fetch or checkout; one
  // sync at a time per workspace, so any lock found now is stale.
  const locks = (await readdir(join(dir, '.git'))).filter((name) => name.endsWith('.lock'));
  if (locks.length > 0) return false;
  const origin = await git.probe(['config', '--get', 'remote.origin.url'], dir);
  if (origin.code !== 0 || origin.stdout.trim() !== url) return false;
  const head = await git.probe(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], dir);
  return head.code === 0;
}

/** Brings an existing workspace up to date: every branch and tag, pruned, then the ref checked out. */
export async function updateWorkspace(job: SyncJob): Promise<SyncResult> {
  const { request, git, kill, progress } = job;
  const stopWatching = watchSize(request.dir, request.limits.maxBytes, () => kill.trip(tooLarge(request.limits)));
  try {
    progress.transfer('Fetching');
    await git.run(
      ['fetch', '--prune', '--progress', 'origin', '+refs/heads/*:refs/remotes/origin/*', '+refs/tags/*:refs/tags/*'],
      request.dir,
      progress.feed,
    );
    const commit = await resolveRef(git, request.dir, request.ref);
    progress.checkout(request.ref);
    await checkoutCommit(git, request.dir, commit, progress);
    stopWatching();
    const result = await describeWorkspace(job, request.dir, commit, true);
    kill.signal.throwIfAborted();
    return result;
  } catch (error) {
    stopWatching();
    // A git killed mid-fetch or mid-checkout leaves lock files and half-written state behind, and a
    // workspace past the limit may not stay; it can always be made again from the repository.
    const overLimit = error instanceof WorkspaceError && error.failure.cause === 'too_large';
    if (kill.tripped() || overLimit) await removeTree(request.dir);
    throw error;
  }
}
