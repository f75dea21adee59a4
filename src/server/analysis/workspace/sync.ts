import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { isPlausibleRef } from './checkout';
import { cloneWorkspace, partialPrefix } from './clone';
import { prepareGit } from './git-access';
import { killSwitch } from './kill-switch';
import { progressReporter } from './progress';
import { parseRepositoryUrl } from './repository-url';
import { removeTree } from './sync-job';
import { type SyncRequest, type SyncResult, WorkspaceError } from './types';
import { isUsableWorkspace, updateWorkspace } from './update';

/**
 * Clones `request.url` into `request.dir`, or fetches into the workspace already there, and checks out
 * `request.ref` detached (CONTRACT §15). Rejects with a WorkspaceError. One sync at a time per `dir`:
 * the caller (the run engine) serialises the runs of a project.
 */
export async function syncWorkspace(request: SyncRequest): Promise<SyncResult> {
  // Refusals that need neither the network nor the disk come first.
  const location = parseRepositoryUrl(request.url);
  if (location.transport === 'file' && !request.limits.allowLocal) {
    throw new WorkspaceError({ cause: 'local_not_allowed' });
  }
  if (!isPlausibleRef(request.ref)) throw new WorkspaceError({ cause: 'ref_not_found', ref: request.ref });

  const kill = killSwitch(request.limits, request.signal);
  await mkdir(dirname(request.dir), { recursive: true, mode: 0o700 });
  // HOME and the key file of this sync, beside the workspace (mkdtemp makes it 0700): a process killed
  // before its `finally` leaves it where the next sync of the project sweeps it.
  await removeStale(request.dir);
  const privateDir = await mkdtemp(`${privatePrefix(request.dir)}`);
  try {
    const git = await prepareGit(request, location, kill.signal, privateDir);
    const job = { request, location, git, kill, progress: progressReporter(request.onProgress) };
    if (await isUsableWorkspace(git, request.dir, location.url)) return await updateWorkspace(job);
    await removeTree(request.dir);
    return await cloneWorkspace(job);
  } finally {
    kill.dispose();
    await rm(privateDir, { recursive: true, force: true });
  }
}

const privatePrefix = (dir: string) => `${dir}.git-private-`;

/** Partial clones and private directories (a key file) of a process killed outright (its `finally` never ran). */
async function removeStale(dir: string): Promise<void> {
  const prefixes = [basename(partialPrefix(dir)), basename(privatePrefix(dir))];
  const siblings = await readdir(dirname(dir));
  await Promise.all(
    siblings
      .filter((name) => prefixes.some((prefix) => name.startsWith(prefix)))
      .map((name) => removeTree(join(dirname(dir), name))),
  );
}
