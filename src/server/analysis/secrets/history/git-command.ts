import { configArguments, hardenedEnvironment, REPOSITORY_PROGRAMS_OFF } from '../../git/environment';
import type { GitCommand } from '../../git/git-process';

/**
 * Settings a workspace's own configuration could change and that would change what the history read
 * sees: no hook or fsmonitor program, paths quoted as git quotes them by default, `a/` and `b/`
 * prefixes, the root commit's patch shown, no signature checks (they run gpg). The pack windows bound
 * how much of a large pack git maps at once, as for the authors analysis.
 */
const PINNED_CONFIG = [
  ...REPOSITORY_PROGRAMS_OFF,
  'core.packedGitLimit=64m',
  'core.packedGitWindowSize=16m',
  'core.quotePath=true',
  'diff.noprefix=false',
  'diff.mnemonicPrefix=false',
  'diff.relative=false',
  'log.showRoot=true',
  'log.showSignature=false',
];

/** A git command of the secrets analysis in the workspace `dir`, reading only (no optional locks). */
export function secretsGit(dir: string, args: readonly string[], signal?: AbortSignal): GitCommand {
  return {
    args: [...configArguments(PINNED_CONFIG), ...args],
    cwd: dir,
    env: hardenedEnvironment({ extra: { GIT_OPTIONAL_LOCKS: '0' } }),
    signal,
  };
}
