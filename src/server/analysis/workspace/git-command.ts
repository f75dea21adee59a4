import { GitStartError, type GitOutcome, runGit } from '../git/git-process';
import { classifyGitFailure } from './failure';
import { WorkspaceError } from './types';

/** git bound to one sync: its hardened configuration and environment, its kill switch, its secrets. */
export type Git = {
  /** Runs git; a non-zero exit throws the classified WorkspaceError. Resolves with stdout. */
  run(args: string[], cwd: string, onStderr?: (text: string) => void): Promise<string>;
  /** Runs git for a question whose answer is the exit code (does this ref exist?). */
  probe(args: string[], cwd: string): Promise<GitOutcome>;
};

export type GitSetup = {
  /** `-c` pairs placed before the subcommand. */
  config: string[];
  env: Record<string, string>;
  signal: AbortSignal;
  /** The repository's host, named by the causes that concern it. */
  host: string;
  /** Texts to remove from any detail shown (the token, the header value). */
  secrets: string[];
  binary?: string;
};

export function createGit(setup: GitSetup): Git {
  const exec = (args: string[], cwd: string, onStderr?: (text: string) => void) =>
    runGit({
      args: [...setup.config, ...args],
      cwd,
      env: setup.env,
      signal: setup.signal,
      onStderr,
      binary: setup.binary,
    }).catch((error: unknown) => {
      throw error instanceof GitStartError ? new WorkspaceError({ cause: 'git_missing' }) : error;
    });
  return {
    async run(args, cwd, onStderr) {
      const outcome = await exec(args, cwd, onStderr);
      if (outcome.code !== 0) {
        throw new WorkspaceError(classifyGitFailure(outcome.stderrTail, setup.host, setup.secrets));
      }
      return outcome.stdout;
    },
    probe: (args, cwd) => exec(args, cwd),
  };
}
