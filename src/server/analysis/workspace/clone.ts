import { randomBytes } from 'node:crypto';
import { rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import { checkoutCommit, describeWorkspace, resolveRef } from './checkout';
import { tooLarge } from './kill-switch';
import { watchSize } from './size';
import { removeTree, type SyncJob } from './sync-job';
import type { SyncResult } from './types';

/** The prefix of partial clones of `dir`: `<dir>.partial-<random>`, beside it. */
export const partialPrefix = (dir: string) => `${dir}.partial-`;

/**
 * A first clone, made in a sibling directory and renamed into place only once checked out: a clone
 * that fails, is cancelled or is killed with this process never leaves a workspace at `dir`.
 */
export async function cloneWorkspace(job: SyncJob): Promise<SyncResult> {
  const { request, location, git, kill, progress } = job;
  const partial = `${partialPrefix(request.dir)}${randomBytes(6).toString('hex')}`;
  const stopWatching = watchSize(partial, request.limits.maxBytes, () => kill.trip(tooLarge(request.limits)));
  try {
    progress.transfer('Cloning');
    await git.run(
      ['clone', '--progress', '--no-checkout', ...transferOptions(job), '--', location.url, partial],
      dirname(partial),
      progress.feed,
    );
    // Kept in the workspace's own configuration too, for any later checkout that runs without `-c`.
    await git.run(['config', 'core.symlinks', 'false'], partial);
    const commit = await resolveRef(git, partial, request.ref);
    progress.checkout(request.ref);
    await checkoutCommit(git, partial, commit, progress);
    stopWatching();
    const result = await describeWorkspace(job, partial, commit, false);
    kill.signal.throwIfAborted();
    await rename(partial, request.dir);
    return result;
  } catch (error) {
    stopWatching();
    await removeTree(partial);
    throw error;
  }
}

/**
 * Full history with every blob, no partial clone: the analyses read old contents (the authors' line
 * counts, later secrets in history), and a blobless workspace would have git fetch them one commit at a
 * time — without the credentials, the pinned address or the protocol limits, which only the sync's git
 * gets. A local clone goes through the transport (`--no-local`, no hard links into the source's objects).
 */
function transferOptions(job: SyncJob): string[] {
  return job.location.transport === 'file' && job.location.plainPath ? ['--no-local'] : [];
}
