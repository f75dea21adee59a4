import type { Queryable } from '../db/database';
import { errorSummary, log } from '../log';
import { keepSnapshots, utcDay } from './snapshots';

type SnapshotWorkerDeps = { db: Queryable; now: () => Date; tickMs?: number };

/**
 * Keeps one overview snapshot per UTC day: at start (what is missing is written or rebuilt) and on
 * the first tick of each new day. Several processes sharing a database may both try: a day's row is
 * written once (ON CONFLICT DO NOTHING).
 */
export class SnapshotWorker {
  private timer: NodeJS.Timeout | undefined;
  /** The UTC day this process last made sure of; a tick on the same day does nothing. */
  private checkedDay: string | undefined;
  private stopped = false;

  constructor(private readonly deps: SnapshotWorkerDeps) {}

  /** Takes what is due now; answers whether it looked (false: already done today). */
  async tick(): Promise<boolean> {
    const now = this.deps.now();
    const today = utcDay(now);
    if (this.checkedDay === today) return false;
    await keepSnapshots(this.deps.db, now);
    this.checkedDay = today;
    return true;
  }

  start(): void {
    const loop = () => {
      this.tick()
        .catch((error: Error) => log.error('overview snapshot failed', { error: errorSummary(error) }))
        .finally(() => {
          if (this.stopped) return;
          this.timer = setTimeout(loop, this.deps.tickMs ?? 60_000);
          this.timer.unref();
        });
    };
    loop();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
