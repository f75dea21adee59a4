import { type ChildProcess, fork } from 'node:child_process';
import { analysisEntry } from '../analysis/child/location';
import type { AnalysisJob, AnalysisResult, ChildMessage, ParentMessage } from '../analysis/child/protocol';
import { failureText, outOfMemoryText, processEndedText } from './failure-text';

/** A run's analysis failed; `message` is its `error` in words. */
export class AnalysisFailed extends Error {}
/** The run was cancelled: nothing of its work is kept. */
export class AnalysisCancelled extends Error {}

export type AnalysisProcessOptions = {
  job: AnalysisJob;
  memoryMb: number;
  onProgress: (progress: number | null, phase: string) => void;
  /** Another entry (tests: a process that throws or runs out of memory). */
  script?: string;
};

export type AnalysisHandle = { done: Promise<AnalysisResult>; cancel: () => void; pid: number | undefined };

/**
 * A cancelled process is asked over IPC, then with SIGTERM (both abort its git, which runs in groups of
 * its own), then its process group is killed: all within CONTRACT §15's 5 s.
 */
const TERM_AFTER_MS = 1500;
const KILL_AFTER_MS = 3000;
const STDERR_TAIL = 8192;

/**
 * Runs one analysis in its own Node process (CONTRACT §15): its heap is capped, so running out of memory
 * or crashing fails that run alone; it leads its own process group, so a cancel can end it and every git
 * it started. Nothing it prints is logged: git's messages could name a repository's private paths.
 */
export function startAnalysisProcess(options: AnalysisProcessOptions): AnalysisHandle {
  const entry = analysisEntry();
  const script = options.script ?? entry.script;
  const execArgv = [...(script.endsWith('.ts') ? ['--import', 'tsx'] : []), `--max-old-space-size=${options.memoryMb}`];
  const child = fork(script, [], { execArgv, stdio: ['ignore', 'ignore', 'pipe', 'ipc'], detached: true });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL);
  });
  let cancelled = false;
  let termTimer: NodeJS.Timeout | undefined;
  let killTimer: NodeJS.Timeout | undefined;

  const done = new Promise<AnalysisResult>((resolve, reject) => {
    let outcome: ChildMessage | undefined;
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'progress') options.onProgress(message.progress, message.phase);
      else outcome = message;
    });
    child.once('error', (error) => reject(new AnalysisFailed(processEndedText(error.message))));
    // 'close', not 'exit': the IPC channel and stderr are drained by then, so the last message counts.
    child.once('close', (code, signal) => {
      clearTimeout(termTimer);
      clearTimeout(killTimer);
      killGroup(child);
      if (cancelled) return reject(new AnalysisCancelled('cancelled'));
      if (outcome?.type === 'result') return resolve(outcome.result);
      if (outcome?.type === 'failed') {
        if (outcome.failure.cause === 'cancelled') return reject(new AnalysisCancelled('cancelled'));
        return reject(new AnalysisFailed(failureText(outcome.failure)));
      }
      if (/heap out of memory|Reached heap limit/i.test(stderr)) {
        return reject(new AnalysisFailed(outOfMemoryText(options.memoryMb)));
      }
      reject(new AnalysisFailed(processEndedText(signal ? `signal ${signal}` : `exit code ${code}`)));
    });
  });
  const message: ParentMessage = { type: 'job', job: options.job };
  child.send(message);
  return {
    done,
    pid: child.pid,
    cancel: () => {
      if (cancelled || child.exitCode !== null) return;
      cancelled = true;
      if (child.connected) child.send({ type: 'cancel' } satisfies ParentMessage);
      termTimer = setTimeout(() => child.kill('SIGTERM'), TERM_AFTER_MS);
      killTimer = setTimeout(() => killGroup(child), KILL_AFTER_MS);
    },
  };
}

/** Kills what is left of the process's group (a git it started and did not end). */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // The group is already gone.
  }
}
