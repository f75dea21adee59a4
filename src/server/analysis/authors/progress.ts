/**
 * Progress of the history read, reported at most every `intervalMs`: git prints thousands of commits a
 * second and each report may cost the engine a database write.
 */
export class HistoryProgress {
  private lastAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly total: number | null,
    private readonly report?: (progress: number | null, phase: string) => void,
    private readonly now: () => number = () => performance.now(),
    private readonly intervalMs = 250,
  ) {}

  /** Called for every commit read; cheap when it is not time to report. */
  commits(read: number): void {
    if (!this.report) return;
    const at = this.now();
    if (at - this.lastAt < this.intervalMs) return;
    this.lastAt = at;
    if (this.total === null) {
      this.report(null, `Reading history: ${read} commits`);
    } else {
      // 99 at most until the read has ended: the last commits may still be in git's pipe.
      const percent = this.total === 0 ? 0 : Math.min(99, Math.floor((read * 100) / this.total));
      this.report(percent, `Reading history: ${read} of ${this.total} commits`);
    }
  }

  done(read: number): void {
    this.report?.(100, `Read ${read} commits`);
  }
}
