import type { Run } from '../../contract/runs';
import type { AnalysisJob, AnalysisResult } from '../analysis/child/protocol';
import type { Database, Queryable } from '../db/database';
import {
  claimQueuedRuns,
  lockRunStatus,
  runningRunIds,
  setRunProgress,
  silentRunIds,
  transition,
} from '../db/repositories/runs';
import { errorSummary, log } from '../log';
import { AnalysisCancelled, AnalysisFailed, startAnalysisProcess } from './analysis-process';
import { emitRunEvent } from './events';
import { PROCESS_STOPPED, SERVICE_STOPPED } from './failure-text';
import { ANALYSED_KINDS, type AnalysisDeps, planJob } from './plan';
import { removeUpload, scaUploadDir } from './uploads';
import { perform } from './work';

type RunWorkerDeps = {
  db: Database;
  now: () => Date;
  /** Workspaces, limits and the key that opens repository credentials; the kinds that need git fail without it. */
  analysis?: AnalysisDeps;
  concurrency?: number;
  pollMs?: number;
  /** How often a running run's heartbeat and progress are written and its cancellation looked for (a cancel ends it within 5 s). */
  watchMs?: number;
  /** The database part of a run; tests wrap it to make a run fail the way a crash or database error would. */
  perform?: typeof perform;
  /** Another analysis process entry (tests: one that throws or runs out of memory). */
  analysisScript?: string;
};

/** A running run whose heartbeat is older than this belongs to a process that died. */
const SILENT_MS = 60_000;

/**
 * Executes queued runs, a few at a time. The work of reading repositories runs in an analysis process
 * per run (src/server/analysis), off this event loop and outside any transaction; its progress is written
 * as it comes with a heartbeat, and a run cancelled meanwhile (here or by another process) has its process
 * stopped and its work dropped. The result is stored with the run's end and its event in one transaction;
 * any error ends the run as failed with the error's text, and the worker carries on. Runs whose process
 * died elsewhere (their heartbeat went silent) are failed, so that their project's queue moves on.
 */
export class RunWorker {
  private active = new Set<Promise<void>>();
  private readonly activeRuns = new Set<number>();
  /** Projects whose analysis process has not exited yet (a cancelled one may still be ending). */
  private readonly busyProjects = new Set<number>();
  private readonly cancels = new Set<() => void>();
  private polling: Promise<number> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly deps: RunWorkerDeps) {}

  private get concurrency() {
    return this.deps.concurrency ?? this.deps.analysis?.config.concurrency ?? 2;
  }

  /** Starts what fits in the free slots; resolves once those runs are claimed (not finished). */
  poll(): Promise<number> {
    this.polling = this.claim().finally(() => {
      this.polling = undefined;
    });
    return this.polling;
  }

  private async claim(): Promise<number> {
    const free = this.concurrency - this.active.size;
    if (free <= 0 || this.stopped) return 0;
    const { db, now } = this.deps;
    const claimed = await db.transaction(async (tx) => {
      const at = now();
      for (const id of await silentRunIds(tx, new Date(at.getTime() - SILENT_MS), [...this.activeRuns])) {
        await failIn(tx, id, at, SERVICE_STOPPED);
      }
      const runs = await claimQueuedRuns(tx, free, at, [...this.busyProjects]);
      for (const run of runs) await emitRunEvent(tx, run, 'started', at);
      return runs;
    });
    for (const run of claimed) {
      this.activeRuns.add(run.id);
      const job = this.execute(run).finally(() => {
        this.active.delete(job);
        this.activeRuns.delete(run.id);
      });
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
    const watch = this.watch(run);
    try {
      const analysis = await this.analyse(run, watch);
      await db.transaction(async (tx) => {
        if ((await lockRunStatus(tx, run.id)) !== 'running') return; // cancelled meanwhile
        const at = now();
        const extra = await (this.deps.perform ?? perform)(tx, run, at, analysis);
        const finished = await transition(tx, run.id, ['running'], 'finished', at);
        await emitRunEvent(tx, finished!, 'finished', at, extra);
      });
    } catch (error) {
      // A run a user cancelled is cancelled already, and failing it changes nothing; one whose process
      // stopped for another reason (the service stopping, a signal) fails saying so.
      if (error instanceof AnalysisCancelled)
        return this.fail(run.id, this.stopped ? SERVICE_STOPPED : PROCESS_STOPPED);
      const text = (error as Error).message.split('\n')[0] || 'The run failed.';
      if (!(error instanceof AnalysisFailed)) log.warn('run failed', { run_id: run.id, kind: run.kind });
      await this.fail(run.id, text);
    } finally {
      watch.stop();
    }
  }

  /**
   * Every `watchMs` while the run works: its heartbeat and latest progress are written, and a run found
   * no longer running (cancelled) has its analysis process stopped. A write still under way (a row
   * locked by the run's own finishing transaction) is not queued behind.
   */
  private watch(run: Run) {
    const { db, now } = this.deps;
    let latest: { progress: number | null; phase: string } | undefined;
    let cancel: (() => void) | undefined;
    let writing = false;
    const timer = setInterval(() => {
      if (writing) return;
      writing = true;
      const report = latest;
      latest = undefined;
      setRunProgress(db, run.id, now(), report)
        .then((running) => running || cancel?.())
        .catch(() => undefined)
        .finally(() => {
          writing = false;
        });
    }, this.deps.watchMs ?? 1000);
    return {
      report: (progress: number | null, phase: string) => {
        latest = { progress, phase };
      },
      onCancel: (handler: () => void) => {
        cancel = handler;
      },
      stop: () => clearInterval(timer),
    };
  }

  /**
   * The analysis process's result for the kinds that read a repository or uploaded files; undefined for
   * the others. An upload's files are removed once its process has ended, whatever the outcome.
   */
  private async analyse(run: Run, watch: ReturnType<RunWorker['watch']>): Promise<AnalysisResult | undefined> {
    const { db, analysis } = this.deps;
    if (!ANALYSED_KINDS.includes(run.kind)) return undefined;
    if (!analysis) throw new Error('Analyses are not configured in this process.');
    const job = await planJob(db, run, analysis);
    if (!job) return undefined;
    if ('upload' in job) {
      try {
        return await this.inProcess(run, job, watch);
      } finally {
        await removeUpload(scaUploadDir(analysis.config), job.upload.dir);
      }
    }
    return this.inProcess(run, job, watch);
  }

  private async inProcess(run: Run, job: AnalysisJob, watch: ReturnType<RunWorker['watch']>): Promise<AnalysisResult> {
    const analysis = this.deps.analysis!;
    const handle = startAnalysisProcess({
      job,
      memoryMb: analysis.config.memoryMb,
      onProgress: watch.report,
      script: this.deps.analysisScript,
    });
    // A training run has no project: it holds no workspace (and a null among the busy ids would hold every project back).
    const project = run.project_id;
    if (project !== null) this.busyProjects.add(project);
    this.cancels.add(handle.cancel);
    watch.onCancel(handle.cancel);
    try {
      return await handle.done;
    } finally {
      if (project !== null) this.busyProjects.delete(project);
      this.cancels.delete(handle.cancel);
    }
  }

  private async fail(id: number, text: string): Promise<void> {
    const { db, now } = this.deps;
    await db
      .transaction((tx) => failIn(tx, id, now(), text))
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
    // A claim under way adds its runs to `active` when it ends: wait for it before waiting for them.
    await this.polling?.catch(() => 0);
    for (const cancel of this.cancels) cancel();
    await Promise.all(this.active);
  }
}

/** Ends a running run as failed with its event (nothing when it is no longer running). */
async function failIn(tx: Queryable, id: number, at: Date, text: string): Promise<void> {
  const failed = await transition(tx, id, ['running'], 'failed', at, text);
  if (failed) await emitRunEvent(tx, failed, 'failed', at, { error: text });
}
