import type { AnalysisFailure } from '../analysis/child/protocol';

/**
 * A failed run's `error` in words (CONTRACT §15), one sentence per cause. The English text is the
 * message id: src/contract/messages/ru.ts holds each one's Russian, so the console shows the reader's
 * language.
 */
export function failureText(failure: AnalysisFailure): string {
  switch (failure.cause) {
    case 'authentication_failed':
      return 'Authentication failed: the repository refused the credentials (or none were set).';
    case 'repository_not_found':
      return 'Repository not found, or the credentials give no access to it.';
    case 'ref_not_found':
      return `Ref "${failure.ref}" was not found in the repository.`;
    case 'too_large':
      return `The repository is larger than the limit of ${failure.limit_mb} MB (ARGUS_REPOSITORY_MAX_MB).`;
    case 'timed_out':
      return `Git timed out after ${failure.limit_seconds} s (ARGUS_REPOSITORY_TIMEOUT_SECONDS).`;
    case 'address_not_allowed':
      return `Address not allowed: ${failure.host} is not a public address (ARGUS_ALLOW_LOCAL_REPOSITORIES).`;
    case 'local_not_allowed':
      return 'Address not allowed: file:// repositories need ARGUS_ALLOW_LOCAL_REPOSITORIES=true.';
    case 'scheme_not_allowed':
      return `Address not allowed: the ${failure.scheme} scheme is not one of https, http and ssh.`;
    case 'unresolvable_host':
      return `Could not resolve the host ${failure.host}.`;
    case 'unreachable_host':
      return `Could not connect to ${failure.host}.`;
    case 'git_missing':
      return 'Git is not installed on the machine of the service.';
    case 'cancelled':
      return 'The run was cancelled.';
    case 'git_failed':
      return `Git failed: ${failure.detail}`;
    case 'error':
      return `The analysis failed: ${failure.message}`;
  }
}

export const outOfMemoryText = (limitMb: number) =>
  `The analysis ran out of memory (limit ${limitMb} MB, ARGUS_ANALYSIS_MEMORY_MB).`;

export const processEndedText = (how: string) => `The analysis process ended unexpectedly (${how}).`;

export const SERVICE_STOPPED = 'The service stopped while the run was in progress.';

export const PROCESS_STOPPED = 'The analysis process was stopped before the run ended.';
