import { configArguments, hardenedEnvironment, REPOSITORY_PROGRAMS_OFF } from './environment';
import type { GitCommand } from './git-process';

/**
 * Settings a workspace's own configuration could change and that would change (or slow) what the
 * analyses read from its history: no hook, fsmonitor or signature program; paths quoted as git quotes
 * them by default, `a/` and `b/` prefixes, the root commit's patch shown. The pack windows bound how much
 * of a large unrepacked pack git maps at once (its RSS: 390 → 100 MiB on a 265 MiB pack, same CPU time);
 * the 96 MiB delta-base cache stays: halving it doubled the CPU time.
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

/**
 * A git command that reads the workspace `dir` for an analysis: the hardened environment (no HOME, no
 * system or user configuration), the settings above, and no optional locks: reading never writes the index.
 */
export function readingGit(dir: string, args: readonly string[], signal?: AbortSignal): GitCommand {
  return {
    args: [...configArguments(PINNED_CONFIG), ...args],
    cwd: dir,
    env: hardenedEnvironment({ extra: { GIT_OPTIONAL_LOCKS: '0' } }),
    signal,
  };
}
