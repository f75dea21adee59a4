/** How often at most progress is reported within one phase; a new phase is reported at once. */
const REPORT_INTERVAL_MS = 250;

/** git's progress lines during a transfer and where each stage sits in the overall 0–100. */
const TRANSFER_STAGES = [
  {
    pattern: /(?:Enumerating|Counting|Compressing) objects:\s+(?:(\d+)%)?/,
    from: 0,
    to: 10,
    words: 'counting objects',
  },
  { pattern: /Receiving objects:\s+(\d+)%/, from: 10, to: 80, words: 'receiving objects' },
  { pattern: /Resolving deltas:\s+(\d+)%/, from: 80, to: 95, words: 'resolving deltas' },
] as const;
const CHECKOUT_STAGE = { pattern: /Updating files:\s+(\d+)%/, from: 95, to: 100 } as const;

export type ProgressReporter = {
  /** Before the clone or fetch: 'Cloning' or 'Fetching'. */
  transfer(verb: string): void;
  checkout(ref: string): void;
  /** The checkout is over: 100, whatever git last said. */
  done(): void;
  /** Feeds stderr of git as it comes (updates end in `\r`, finished stages in `\n`). */
  feed(chunk: string): void;
};

/**
 * Turns git's `--progress` output into calls of `onProgress`, never going backwards (a partial clone
 * fetches blobs during checkout and reports "Receiving objects" again) and at most every 250 ms.
 */
export function progressReporter(
  onProgress: ((progress: number | null, phase: string) => void) | undefined,
  now: () => number = Date.now,
): ProgressReporter {
  let mode: { checkout: false; verb: string } | { checkout: true; ref: string } = { checkout: false, verb: '' };
  let pending = '';
  let reached = 0;
  let lastPhase = '';
  let lastAt = Number.NEGATIVE_INFINITY;

  const report = (value: number, phase: string, final = false) => {
    const progress = Math.max(reached, Math.round(value));
    const at = now();
    const throttled = !final && at - lastAt < REPORT_INTERVAL_MS;
    if (phase === lastPhase && (progress === reached || throttled)) return;
    reached = progress;
    lastPhase = phase;
    lastAt = at;
    onProgress?.(progress, phase);
  };

  const read = (line: string) => {
    if (mode.checkout) {
      const match = CHECKOUT_STAGE.pattern.exec(line);
      if (match) report(scaled(CHECKOUT_STAGE, match[1]), `Checking out ${mode.ref}`);
      return;
    }
    for (const stage of TRANSFER_STAGES) {
      const match = stage.pattern.exec(line);
      if (match) return report(scaled(stage, match[1]), `${mode.verb}: ${stage.words}`);
    }
  };

  return {
    transfer(verb) {
      mode = { checkout: false, verb };
      report(reached, verb);
    },
    checkout(ref) {
      mode = { checkout: true, ref };
      report(CHECKOUT_STAGE.from, `Checking out ${ref}`);
    },
    done() {
      report(100, lastPhase, true);
    },
    feed(chunk) {
      const lines = (pending + chunk).split(/[\r\n]/);
      // An unfinished line waits for the rest; a runaway one (no progress line is long) is dropped.
      pending = (lines.pop() ?? '').slice(-1024);
      lines.forEach(read);
    },
  };
}

function scaled(stage: { from: number; to: number }, percent: string | undefined): number {
  const share = percent === undefined ? 0 : Math.min(100, Number(percent)) / 100;
  return stage.from + (stage.to - stage.from) * share;
}
