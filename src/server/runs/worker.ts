import type { Run } from '../../contract/runs';
import type { AnalysisResult } from '../analysis/child/protocol';
import type { Database } from '../db/database';
import {
  claimQueuedRuns,
  lockRunStatus,
  runningRunIds,
  runStatus,
  setRunProgress,
  transition,
} from '../db/repositories/runs';
import { errorSummary, log } from '../log';
import { AnalysisCancelled, AnalysisFailed, startAnalysisProcess } from './analysis-process';
import { emitRunEvent } from './events';
import { SERVICE_STOPPED } from './failure-text';
import { type AnalysisDeps, planJob } from './plan';
import { perform } from './work';

type RunWorkerDeps = {
  db: Database;
  now: () => Date;
  /** Workspaces, limits and the key that opens repository credentials; the kinds that need git fail without it. */
  analysis?: AnalysisDeps;
  concurrency?: number;
  pollMs?: number;
  /** How often a running run's progress is written and its cancellation looked for (CONTRACT §15: a cancel ends it within 5 s). */
  watchMs?: number;
  /** The database part of a run; tests wrap it to make a run fail the way a crash or database error would. */
  perform?: typeof perform;
  /** Another analysis process entry (tests: one that throws or runs out of memory). */
  analysisScript?: string;
};

/**
 * Executes queued runs, a few at a time. The work of reading repositories runs in an analysis process
 * per run (src/server/analysis), off this event loop and outside any transaction; its progress is written
 * as it comes, and a run cancelled meanwhile (here or by another process) has its process stopped and its
 * work dropped. The result is stored with the run's end and its event in one transaction; any error ends
 * the run as failed with the error's text, and the worker carries on.
 */
export class RunWorker {
  private active = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly cancels = new Set<() => void>();

  constructor(private readonly deps: RunWorkerDeps) {}

  private get concurrency() {
    return this.deps.concurrency ?? this.deps.analysis?.config.concurrency ?? 2;
  }

  /** Starts what fits in the free slots; resolves once those runs are claimed (not finished). */
  async poll(): Promise<number> {
    const free = this.concurrency - this.active.size;
    if (free <= 0 || this.stopped) return 0;
    const { db, now } = this.deps;
    const claimed = await db.transaction(async (tx) => {
      const at = now();
      const runs = await claimQueuedRuns(tx, free, at);
      for (const run of runs) await emitRunEvent(tx, run, 'started', at);
      return runs;
    });
    for (const run of claimed) {
      const job = this.execute(run).finally(() => this.active.delete(job));
      this.active.add(job);
    }
    return claimed.length;
  }

  /** Runs everything queued now to its end (tests and benchmarks). */
  async drain(): Promise<void> {
    while ((await this.poll()) > 0 || this.active.size > 0) await Promise.all(this.active);
  }

  private async execute(run: Run): Promise<void> {
    const { db, now } = this.deps;
    try {
      const analysis = await this.analyse(run);
      await db.transaction(async (tx) => {
        if ((await lockRunStatus(tx, run.id)) !== 'running') return; // cancelled meanwhile
        const at = now();
        const extra = await (this.deps.perform ?? perform)(tx, run, at, analysis);
        const finished = await transition(tx, run.id, ['running'], 'finished', at);
        await emitRunEvent(tx, finished!, 'finished', at, extra);
      });
    } catch (error) {
      if (error instanceof AnalysisCancelled) {
        // Cancelled by a user: the run is already cancelled. Stopped with the service: say so now, so
        // that no run stays running for ever on a database other processes share.
        if (this.stopped) await this.fail(run.id, SERVICE_STOPPED);
        return;
      }
      const text = (error as Error).message.split('\n')[0] || 'The run failed.';
      if (!(error instanceof AnalysisFailed)) log.warn('run failed', { run_id: run.id, kind: run.kind });
      await this.fail(run.id, text);
    }
  }

  /** The analysis process's result for the kinds that read a repository; undefined for the others. */
  private async analyse(run: Run): Promise<AnalysisResult | undefined> {
    const { db, analysis } = this.deps;
    if (run.kind !== 'repository_cloning' && run.kind !== 'authors') return undefined;
    if (!analysis) throw new Error('Analyses are not configured in this process.');
    const job = await planJob(db, run, analysis);
    if (!job) return undefined;
    let latest: { progress: number | null; phase: string } | undefined;
    const handle = startAnalysisProcess({
      job,
      memoryMb: analysis.config.memoryMb,
      onProgress: (progress, phase) => {
        latest = { progress, phase };
      },
      script: this.deps.analysisScript,
    });
    this.cancels.add(handle.cancel);
    const watch = setInterval(() => {
      const report = latest;
      latest = undefined;
      const write = report
        ? setRunProgress(db, run.id, report.progress, report.phase)
        : runStatus(db, run.id).then((status) => status === 'running');
      write.then((running) => running || handle.cancel()).catch(() => undefined);
    }, this.deps.watchMs ?? 1000);
    try {
      return await handle.done;
    } finally {
      clearInterval(watch);
      this.cancels.delete(handle.cancel);
    }
  }

  private async fail(id: number, text: string): Promise<void> {
    const { db, now } = this.deps;
    await db
      .transaction(async (tx) => {
        const at = now();
        const failed = await transition(tx, id, ['running'], 'failed', at, text);
        if (failed) await emitRunEvent(tx, failed, 'failed', at, { error: text });
      })
      .catch((inner: Error) => log.error('run could not be marked failed', { run_id: id, error: errorSummary(inner) }));
  }

  /** Embedded database, one process: runs left running belong to a process that died. */
  async recover(): Promise<void> {
    for (const id of await runningRunIds(this.deps.db)) await this.fail(id, SERVICE_STOPPED);
  }

  start(): void {
    const loop = () => {
      if (this.stopped) return;
      this.poll()
        .catch((error: Error) => log.error('run worker poll failed', { error: errorSummary(error) }))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(loop, this.deps.pollMs ?? 500);
        });
    };
    this.timer = setTimeout(loop, this.deps.pollMs ?? 500);
  }

  /** Stops claiming; analyses in progress are stopped and their runs fail, saying the service stopped. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    for (const cancel of this.cancels) cancel();
    await Promise.all(this.active);
  }
}
