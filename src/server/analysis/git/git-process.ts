import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { groupGone, killGroup } from './process-group';

const STDERR_TAIL_CHARS = 4096;
/** Enough for a commit message, a count or a rev-parse answer; a longer output is streamed. */
const STDOUT_LIMIT_CHARS = 1 << 20;

export type GitCommand = {
  args: readonly string[];
  cwd: string;
  /** The whole environment (hardenedEnvironment): nothing of the service's own is inherited. */
  env: Record<string, string>;
  /** Aborting kills git's whole process group; git's exit then rejects with `signal.reason`. */
  signal?: AbortSignal;
  onStderr?: (text: string) => void;
  /** For tests: another binary in place of `git`. */
  binary?: string;
};

/** The exit code (-1 when killed by a signal) and the last 4 KiB of stderr, where git says what went wrong. */
type GitExit = { code: number; stderrTail: string };

export type GitOutcome = GitExit & { stdout: string };

type GitProcess = {
  /** stdout as bytes; read it to its end, or `kill` git. */
  stdout: Readable;
  exit: Promise<GitExit>;
  /** Kills git's process group: for a reader that stops before the end. */
  kill(): void;
};

/** git could not start: Node says ENOENT both for a missing program and a missing working directory. */
export class GitStartError extends Error {
  constructor(cwd: string, cause: Error) {
    super(existsSync(cwd) ? 'git is not installed' : `no workspace at ${cwd}`, { cause });
  }
}

/** Process groups of running git processes, killed if this process exits while they run. */
const running = new Set<number>();
let exitHookInstalled = false;

/**
 * Starts git once, without a shell, as the leader of its own process group (`detached`), so that a
 * cancel, a timeout or a limit can kill git together with everything it started. A killed git's `exit`
 * settles once its whole group is gone (so that its directory can be removed): a straggler holding the
 * pipes open must not delay the answer.
 */
export function startGit(command: GitCommand): GitProcess {
  const { signal } = command;
  // An already aborted signal fires no 'abort' event: git would run on unkilled.
  signal?.throwIfAborted();
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => running.forEach(killGroup));
  }
  const child = spawn(command.binary ?? 'git', command.args, {
    cwd: command.cwd,
    env: command.env,
    detached: true,
    shell: false,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid !== undefined) running.add(pid);
  const kill = () => {
    if (pid !== undefined) killGroup(pid);
  };
  const exit = new Promise<GitExit>((resolve, reject) => {
    let stderrTail = '';
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      if (pid !== undefined) running.delete(pid);
      signal?.removeEventListener('abort', kill);
      outcome();
    };
    signal?.addEventListener('abort', kill, { once: true });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderrTail = (stderrTail + chunk).slice(-STDERR_TAIL_CHARS);
      command.onStderr?.(chunk);
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      finish(() => reject(error.code === 'ENOENT' ? new GitStartError(command.cwd, error) : error)),
    );
    let killed = false;
    child.on('exit', () => {
      if (!signal?.aborted || pid === undefined) return;
      killed = true;
      child.stdout.destroy();
      child.stderr.destroy();
      void groupGone(pid).then(() => finish(() => reject(signal.reason)));
    });
    child.on('close', (code) => {
      if (killed) return;
      // Aborted after git had already exited: the work is being stopped all the same.
      if (signal?.aborted) finish(() => reject(signal.reason));
      else finish(() => resolve({ code: code ?? -1, stderrTail }));
    });
  });
  // A reader that fails first never awaits `exit`; its rejection is not a second failure.
  exit.catch(() => undefined);
  return { stdout: child.stdout, exit, kill };
}

/** Runs git for a small answer (a count, a commit, a yes/no in the exit code) and resolves with all of it. */
export async function runGit(command: GitCommand): Promise<GitOutcome> {
  const git = startGit(command);
  let stdout = '';
  git.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    if (stdout.length < STDOUT_LIMIT_CHARS) stdout += chunk;
  });
  const { code, stderrTail } = await git.exit;
  return { code, stdout, stderrTail };
}
