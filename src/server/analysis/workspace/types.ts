/**
 * The git workspace of a project (CONTRACT §15): what the run engine asks of it and what it answers.
 * Implemented in this folder; the engine (src/server/runs) calls `syncWorkspace` inside the analysis
 * child process, never on the HTTP server's event loop.
 */

/** Write-only credentials, unsealed only inside the analysis process, never written to disk but as a 0600 key file that is removed after git ends. */
type RepositoryCredentials = { username?: string; token: string } | { ssh_private_key: string } | null;

export type WorkspaceLimits = {
  /** ARGUS_REPOSITORY_MAX_MB in bytes: git is stopped and the partial workspace removed past it. */
  maxBytes: number;
  /** ARGUS_REPOSITORY_TIMEOUT_SECONDS in ms, for the whole clone or fetch. */
  timeoutMs: number;
  /** ARGUS_ALLOW_LOCAL_REPOSITORIES: file:// URLs and hosts on non-public addresses. */
  allowLocal: boolean;
};

export type SyncRequest = {
  url: string;
  /** Branch, tag or commit; checked out detached. */
  ref: string;
  /** The workspace directory of this project (created or brought up to date). */
  dir: string;
  credentials: RepositoryCredentials;
  limits: WorkspaceLimits;
  /** Argus's own known-hosts file for `StrictHostKeyChecking=accept-new`. */
  knownHostsFile: string;
  /** Progress of the clone or fetch, 0–100 (null when git does not say), and a short phase text. */
  onProgress?: (progress: number | null, phase: string) => void;
  signal?: AbortSignal;
};

export type SyncResult = {
  commit: string;
  ref: string;
  size_bytes: number;
  files_count: number;
  /** The first line of the commit's message. */
  commit_message: string;
  committed_at: string;
  /** true when an existing workspace was fetched, false on a first clone. */
  fetched: boolean;
};

/** Why a sync failed; the engine words each cause (CONTRACT §15) in the run's `error`. */
export type WorkspaceFailure =
  | { cause: 'authentication_failed' }
  | { cause: 'repository_not_found' }
  | { cause: 'ref_not_found'; ref: string }
  | { cause: 'too_large'; limit_mb: number }
  | { cause: 'timed_out'; limit_seconds: number }
  | { cause: 'address_not_allowed'; host: string }
  | { cause: 'local_not_allowed' }
  | { cause: 'scheme_not_allowed'; scheme: string }
  | { cause: 'unresolvable_host'; host: string }
  | { cause: 'unreachable_host'; host: string }
  | { cause: 'git_missing' }
  | { cause: 'cancelled' }
  | { cause: 'git_failed'; detail: string };

export class WorkspaceError extends Error {
  constructor(readonly failure: WorkspaceFailure) {
    super(`workspace: ${failure.cause}`);
  }
}
