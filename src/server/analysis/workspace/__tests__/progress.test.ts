import { describe, expect, it } from 'vitest';
import { progressReporter } from '../progress';

/** A reporter on a hand-moved clock, and what it reported. */
function reporter() {
  let now = 0;
  const reports: [number | null, string][] = [];
  const progress = progressReporter(
    (value, phase) => reports.push([value, phase]),
    () => now,
  );
  return { progress, reports, advance: (ms: number) => (now += ms) };
}

describe('progress from git --progress', () => {
  it('maps the stages of a clone onto 0–100, at most every 250 ms within a phase', () => {
    const { progress, reports, advance } = reporter();
    progress.transfer('Cloning');
    progress.feed('remote: Enumerating objects: 100, done.\nremote: Counting objects:  50% (50/100)\r');
    advance(300);
    progress.feed('remote: Counting objects: 100% (100/100), done.\n');
    progress.feed('Receiving objects:  10% (10/100)\r');
    advance(100);
    progress.feed('Receiving objects:  50% (50/100), 1.00 MiB | 2.00 MiB/s\r'); // within 250 ms: dropped
    advance(200);
    progress.feed('Receiving obj');
    progress.feed('ects: 100% (100/100), 2.00 MiB | 2.00 MiB/s, done.\n');
    progress.feed('Resolving deltas: 100% (20/20), done.\n');
    progress.checkout('v1.0');
    progress.feed('Updating files:  50% (5/10)\r');
    advance(300);
    progress.feed('Updating files: 100% (10/10), done.\n');
    progress.done();
    expect(reports).toEqual([
      [0, 'Cloning'],
      [0, 'Cloning: counting objects'],
      [10, 'Cloning: counting objects'],
      [17, 'Cloning: receiving objects'],
      [80, 'Cloning: receiving objects'],
      [95, 'Cloning: resolving deltas'],
      [95, 'Checking out v1.0'],
      [100, 'Checking out v1.0'],
    ]);
  });

  it('never goes backwards when a partial clone fetches blobs during checkout', () => {
    const { progress, reports, advance } = reporter();
    progress.transfer('Fetching');
    progress.feed('Receiving objects: 100% (3/3), done.\n');
    progress.checkout('main');
    advance(300);
    progress.feed('Receiving objects:  20% (1/5)\rUpdating files:  40% (2/5)\r');
    expect(reports.map(([value]) => value)).toEqual([0, 80, 95, 97]);
    expect(reports.at(-1)).toEqual([97, 'Checking out main']);
  });
});
