import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Readable } from 'node:stream';

/**
 * The system git, run the same hardened way for every call of this analysis: no shell, no prompt,
 * no system or user configuration, no hooks, and its own process group so that cancelling a run ends
 * git (and anything git started) at once.
 */

type GitProcess = ChildProcessByStdio<null, Readable, Readable>;

type GitExit = { code: number | null; stderr: string; error?: Error };

/** Only PATH is inherited: a GIT_DIR, GIT_INDEX_FILE or GIT_CONFIG_* of the service must not steer git here. */
function gitEnv(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    LC_ALL: 'C',
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_OPTIONAL_LOCKS: '0',
  };
}

/**
 * Settings a workspace's own configuration could change and that would change (or slow) what we read.
 * The pack windows bound how much of a large unrepacked pack git maps at once (its RSS: 390 → 100 MiB on
 * a 265 MiB pack, same CPU time); the 96 MiB delta-base cache stays: halving it doubled the CPU time.
 */
const PINNED_CONFIG = [
  'core.hooksPath=/dev/null',
  'core.fsmonitor=false',
  'core.packedGitLimit=64m',
  'core.packedGitWindowSize=16m',
  'log.showRoot=true',
  'log.showSignature=false',
  'diff.relative=false',
];

const STDERR_LIMIT = 4096;

/** Starts git in `dir`; on `signal` abort its whole process group is killed. */
export function spawnGit(dir: string, args: readonly string[], signal?: AbortSignal): GitProcess {
  // An already aborted signal fires no 'abort' event: git would run on unkilled.
  signal?.throwIfAborted();
  const config = PINNED_CONFIG.flatMap((setting) => ['-c', setting]);
  const child = spawn('git', [...config, ...args], {
    cwd: dir,
    env: gitEnv(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (signal) {
    const kill = () => killGroup(child);
    signal.addEventListener('abort', kill, { once: true });
    child.once('close', () => signal.removeEventListener('abort', kill));
  }
  return child;
}

/** SIGKILL to the group (negative pid): git's own children (e.g. a lazy fetch) go with it. */
export function killGroup(child: GitProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone between the check and the kill.
  }
}

/** Resolves (never rejects) once git has ended, with its exit code and the head of its stderr. */
export function gitExit(child: GitProcess): Promise<GitExit> {
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => {
    if (stderr.length < STDERR_LIMIT) stderr += text.slice(0, STDERR_LIMIT - stderr.length);
  });
  return new Promise((resolve) => {
    child.once('error', (error) => resolve({ code: null, stderr, error }));
    child.once('close', (code) => resolve({ code, stderr }));
  });
}

/** Runs a git command whose output is small (a count, a yes/no) and returns it whole. */
export async function gitOutput(dir: string, args: readonly string[], signal?: AbortSignal) {
  signal?.throwIfAborted();
  const child = spawnGit(dir, args, signal);
  const exit = gitExit(child);
  let stdout = '';
  child.stdout.setEncoding('utf8');
  for await (const text of child.stdout) stdout += text;
  const ended = await exit;
  signal?.throwIfAborted();
  if (ended.error) throw gitStartError(ended.error, dir);
  return { code: ended.code, stdout, stderr: ended.stderr };
}

/**
 * git missing is a cause the engine words for the user (CONTRACT §15). Node says ENOENT both for a
 * missing program and a missing working directory, so the directory tells them apart.
 */
export function gitStartError(error: Error, dir: string): Error {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return error;
  const cause = existsSync(dir) ? 'git is not installed' : `no workspace at ${dir}`;
  return new Error(cause, { cause: error });
}
