import type { Run } from '../../contract/runs';
import type { Database } from '../db/database';
import { claimQueuedRuns, lockRunStatus, runningRunIds, transition } from '../db/repositories/runs';
import { errorSummary, log } from '../log';
import { emitRunEvent } from './events';
import { perform, prepare } from './work';

type RunWorkerDeps = {
  db: Database;
  now: () => Date;
  /** How long each run takes at least, so the console shows it running (ARGUS_RUN_SECONDS). */
  runMs: number;
  concurrency?: number;
  pollMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** The work of a run; tests wrap it to make a run fail the way a crash or database error would. */
  perform?: typeof perform;
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Executes queued runs in this process, a few at a time. Every transition commits with its event;
 * a run cancelled while it worked is left cancelled and its results are dropped; any error ends the
 * run as failed with the error's text, and the worker carries on.
 */
export class RunWorker {
  private active = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly deps: RunWorkerDeps) {}

  private get concurrency() {
    return this.deps.concurrency ?? 2;
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
    const sleep = this.deps.sleep ?? realSleep;
    try {
      await sleep(this.deps.runMs);
      await prepare(db, run);
      await db.transaction(async (tx) => {
        if ((await lockRunStatus(tx, run.id)) !== 'running') return; // cancelled meanwhile
        const at = now();
        const extra = await (this.deps.perform ?? perform)(tx, run, at);
        const finished = await transition(tx, run.id, ['running'], 'finished', at);
        await emitRunEvent(tx, finished!, 'finished', at, extra);
      });
    } catch (error) {
      const text = (error as Error).message.split('\n')[0] || 'the run failed';
      await db
        .transaction(async (tx) => {
          const at = now();
          const failed = await transition(tx, run.id, ['running'], 'failed', at, text);
          if (failed) await emitRunEvent(tx, failed, 'failed', at, { error: text });
        })
        .catch((inner: Error) =>
          log.error('run could not be marked failed', { run_id: run.id, error: errorSummary(inner) }),
        );
    }
  }

  /** Embedded database, one process: runs left running belong to a process that died. */
  async recover(): Promise<void> {
    const { db, now } = this.deps;
    await db.transaction(async (tx) => {
      const at = now();
      for (const id of await runningRunIds(tx)) {
        const failed = await transition(
          tx,
          id,
          ['running'],
          'failed',
          at,
          'the service stopped while the run was in progress',
        );
        if (failed)
          await emitRunEvent(tx, failed, 'failed', at, { error: 'the service stopped while the run was in progress' });
      }
    });
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

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.all(this.active);
  }
}
