import { type WorkspaceFailure, WorkspaceError, type WorkspaceLimits } from './types';

export type KillSwitch = {
  /** Aborted, with the WorkspaceError that says why, on cancel, timeout or the size limit. */
  signal: AbortSignal;
  trip(failure: WorkspaceFailure): void;
  /** Whether the sync was stopped from outside its git runs (their work is then not to be kept). */
  tripped(): boolean;
  dispose(): void;
};

/**
 * One signal for everything that stops a sync: the caller's abort, the timeout for the whole sync
 * (lookup, clone or fetch, checkout) and the size watcher. The first reason wins.
 */
export function killSwitch(limits: WorkspaceLimits, cancel: AbortSignal | undefined): KillSwitch {
  const controller = new AbortController();
  const trip = (failure: WorkspaceFailure) => {
    if (!controller.signal.aborted) controller.abort(new WorkspaceError(failure));
  };
  const onCancel = () => trip({ cause: 'cancelled' });
  const timer = setTimeout(
    () => trip({ cause: 'timed_out', limit_seconds: limits.timeoutMs / 1000 }),
    limits.timeoutMs,
  );
  if (cancel?.aborted) onCancel();
  else cancel?.addEventListener('abort', onCancel, { once: true });
  return {
    signal: controller.signal,
    trip,
    tripped: () => controller.signal.aborted,
    dispose() {
      clearTimeout(timer);
      cancel?.removeEventListener('abort', onCancel);
    },
  };
}

export const tooLarge = (limits: WorkspaceLimits): WorkspaceFailure => ({
  cause: 'too_large',
  limit_mb: Math.round((limits.maxBytes / 1024 / 1024) * 100) / 100,
});
