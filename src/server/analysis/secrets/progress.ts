/**
 * Progress of a secrets run, reported at most every `intervalMs` (each report may cost the engine a
 * database write): the history read is the first 90 %, by commits; the files are the rest, whose
 * total is not known in advance.
 */
export class Progress {
  private lastAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly totalCommits: number | null,
    private readonly report?: (progress: number | null, phase: string) => void,
    private readonly now: () => number = () => performance.now(),
    private readonly intervalMs = 250,
  ) {}

  commits(read: number): void {
    if (!this.due()) return;
    if (this.totalCommits === null) this.report!(null, `Reading history: ${read} commits`);
    else {
      const percent = this.totalCommits === 0 ? 0 : Math.min(89, Math.floor((read * 90) / this.totalCommits));
      this.report!(percent, `Reading history: ${read} of ${this.totalCommits} commits`);
    }
  }

  files(read: number): void {
    if (this.due()) this.report!(90, `Reading files: ${read} files`);
  }

  done(commits: number, files: number): void {
    this.report?.(100, `Read ${commits} commits and ${files} files`);
  }

  private due(): boolean {
    if (!this.report) return false;
    const at = this.now();
    if (at - this.lastAt < this.intervalMs) return false;
    this.lastAt = at;
    return true;
  }
}
