import { spawn } from 'node:child_process';
import { groupGone, killGroup } from './process-group';
import { WorkspaceError } from './types';

const STDERR_TAIL_CHARS = 4096;
/** Enough for a commit message or a rev-parse answer; nothing a sync asks for is longer. */
const STDOUT_LIMIT_CHARS = 1 << 20;

export type GitRun = {
  args: string[];
  cwd: string;
  env: Record<string, string>;
  /** Aborting kills git's whole process group; the run then rejects with `signal.reason`. */
  signal: AbortSignal;
  onStderr?: (text: string) => void;
  /** For tests: another binary in place of `git`. */
  binary?: string;
};

export type GitOutcome = { code: number; stdout: string; stderrTail: string };

/** Process groups of running git processes, killed if this process exits while they run. */
const running = new Set<number>();
let exitHookInstalled = false;

/**
 * Runs git once, without a shell, as the leader of its own process group (`detached`), so that a
 * cancel, a timeout or the size limit can kill git together with everything it started. Resolves with
 * the exit code, stdout and the last 4 KiB of stderr (what failure.ts classifies).
 */
export function runGit(run: GitRun): Promise<GitOutcome> {
  if (run.signal.aborted) return Promise.reject(run.signal.reason);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => running.forEach(killGroup));
  }
  return new Promise((resolve, reject) => {
    const child = spawn(run.binary ?? 'git', run.args, {
      cwd: run.cwd,
      env: run.env,
      detached: true,
      shell: false,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const pid = child.pid;
    if (pid !== undefined) running.add(pid);
    let stdout = '';
    let stderrTail = '';
    let settled = false;
    const kill = () => pid !== undefined && killGroup(pid);
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      if (pid !== undefined) running.delete(pid);
      run.signal.removeEventListener('abort', kill);
      outcome();
    };
    run.signal.addEventListener('abort', kill, { once: true });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (stdout.length < STDOUT_LIMIT_CHARS) stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderrTail = (stderrTail + chunk).slice(-STDERR_TAIL_CHARS);
      run.onStderr?.(chunk);
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      finish(() => reject(error.code === 'ENOENT' ? new WorkspaceError({ cause: 'git_missing' }) : error)),
    );
    // A killed run settles on `exit`, once its whole group is gone (so that its directory can be
    // removed): a straggler holding the pipes open must not delay the answer.
    let killed = false;
    child.on('exit', () => {
      if (!run.signal.aborted || pid === undefined) return;
      killed = true;
      child.stdout.destroy();
      child.stderr.destroy();
      void groupGone(pid).then(() => finish(() => reject(run.signal.reason)));
    });
    child.on('close', (code) => {
      if (killed) return;
      // Aborted after git had already exited: the sync is being stopped all the same.
      if (run.signal.aborted) finish(() => reject(run.signal.reason));
      else finish(() => resolve({ code: code ?? -1, stdout, stderrTail }));
    });
  });
}
