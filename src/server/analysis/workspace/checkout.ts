import type { Git } from './git-command';
import { tooLarge } from './kill-switch';
import type { ProgressReporter } from './progress';
import { measureTree } from './size';
import type { SyncJob } from './sync-job';
import { type SyncResult, WorkspaceError } from './types';

/**
 * What a ref name may hold (git-check-ref-format, plus no leading dash): anything else cannot name a
 * branch or tag, and must not reach rev-parse, which would read `~`, `^`, `:` or `@{` as revision syntax.
 */
export function isPlausibleRef(ref: string): boolean {
  return (
    ref.length > 0 &&
    ref.length <= 255 &&
    !ref.startsWith('-') &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    !/[\u0000-\u0020\u007f~^:?*[\\]|\.\.|@\{|\/\/|\/\.|^\/|\/$|\.$|\.lock$/.test(ref)
  );
}

/** Where a ref is looked for, in order: a branch of origin, a tag, then a full or abbreviated commit. */
function candidates(ref: string): string[] {
  if (ref.startsWith('refs/tags/')) return [ref];
  const name = ref.replace(/^refs\/heads\//, '');
  const commit = /^[0-9a-f]{4,40}$/i.test(ref) ? [ref] : [];
  return [`refs/remotes/origin/${name}`, `refs/tags/${name}`, ...commit];
}

/** The commit `ref` names in the workspace at `cwd`, or ref_not_found. */
export async function resolveRef(git: Git, cwd: string, ref: string): Promise<string> {
  if (isPlausibleRef(ref)) {
    for (const candidate of candidates(ref)) {
      const answer = await git.probe(
        ['rev-parse', '--verify', '--quiet', '--end-of-options', `${candidate}^{commit}`],
        cwd,
      );
      if (answer.code === 0) return answer.stdout.trim();
    }
  }
  throw new WorkspaceError({ cause: 'ref_not_found', ref });
}

/** Detached checkout of `commit`, whatever was changed or left in the work tree before. */
export async function checkoutCommit(git: Git, cwd: string, commit: string, progress: ProgressReporter) {
  await git.run(['checkout', '--force', '--detach', '--progress', commit, '--'], cwd, progress.feed);
  await git.run(['clean', '-ffdxq'], cwd);
  progress.done();
}

/** The result of a sync from the checked-out workspace at `cwd`; too_large when it ended up past the limit. */
export async function describeWorkspace(
  job: SyncJob,
  cwd: string,
  commit: string,
  fetched: boolean,
): Promise<SyncResult> {
  // The watcher polls: the last writes before git ended are only counted here.
  const { bytes, files } = await measureTree(cwd);
  if (bytes > job.request.limits.maxBytes) throw new WorkspaceError(tooLarge(job.request.limits));
  const log = await job.git.run(['log', '-1', '--no-show-signature', '--format=%cI%n%B', commit, '--'], cwd);
  const [committed = '', subject = ''] = log.split('\n');
  return {
    commit,
    ref: job.request.ref,
    size_bytes: bytes,
    files_count: files,
    commit_message: subject.trim(),
    committed_at: new Date(committed).toISOString(),
    fetched,
  };
}
