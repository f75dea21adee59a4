import { rm } from 'node:fs/promises';
import type { Git } from './git-command';
import type { KillSwitch } from './kill-switch';
import type { ProgressReporter } from './progress';
import type { RepositoryLocation } from './repository-url';
import type { SyncRequest } from './types';

/** Everything a clone or a fetch works with. */
export type SyncJob = {
  request: SyncRequest;
  location: RepositoryLocation;
  git: Git;
  kill: KillSwitch;
  progress: ProgressReporter;
};

/** Removes a workspace or a partial clone; retried because a killed git may still be writing its last file. */
export async function removeTree(path: string): Promise<void> {
  await rm(path, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
}
