import { describe, expect, it } from 'vitest';
import { fixedVersionsOf, intervalsOf, intervalText } from '../affected-ranges';
import { CVE_2021_45046 } from './fixtures';

type Range = Parameters<typeof intervalsOf>[0];
const words = (range: Range) => intervalsOf(range).map(intervalText);

describe('affected ranges in words (OSV schema, "Evaluation")', () => {
  it('reads the ranges of GHSA-7rjr-3q55-vv33 as they are published', () => {
    const [later, earlier] = CVE_2021_45046.affected;
    expect(words(later!.ranges[0]!)).toEqual(['from 2.13.0 before 2.16.0']);
    // introduced "0": every version before the fix.
    expect(words(earlier!.ranges[0]!)).toEqual(['before 2.12.2']);
    expect(fixedVersionsOf([...later!.ranges, ...earlier!.ranges])).toEqual(['2.16.0', '2.12.2']);
  });

  it('says last_affected is included, an open range goes on, and several intervals in one range stay apart', () => {
    expect(words({ type: 'SEMVER', events: [{ introduced: '0' }, { last_affected: '1.2.3' }] })).toEqual([
      'up to and including 1.2.3',
    ]);
    expect(words({ type: 'SEMVER', events: [{ introduced: '1.0.0' }, { last_affected: '1.2.3' }] })).toEqual([
      'from 1.0.0 up to and including 1.2.3',
    ]);
    expect(words({ type: 'ECOSYSTEM', events: [{ introduced: '3.1.0' }] })).toEqual(['from 3.1.0 on']);
    expect(words({ type: 'ECOSYSTEM', events: [{ introduced: '0' }] })).toEqual(['every version']);
    expect(
      words({
        type: 'SEMVER',
        events: [{ introduced: '1.0.0' }, { fixed: '1.7.7' }, { introduced: '1.8.0' }, { fixed: '1.8.2' }],
      }),
    ).toEqual(['from 1.0.0 before 1.7.7', 'from 1.8.0 before 1.8.2']);
    // `limit` bounds the range from above, exclusive, as `fixed` does; it is no fix, so no fixed version.
    const limited: Range = { type: 'SEMVER', events: [{ introduced: '2.0.0' }, { limit: '3.0.0' }] };
    expect(words(limited)).toEqual(['from 2.0.0 before 3.0.0']);
    expect(fixedVersionsOf([limited])).toEqual([]);
  });

  it('ignores GIT ranges, which name commits', () => {
    const git: Range = { type: 'GIT', events: [{ introduced: '0' }, { fixed: 'a1b2c3d' }] };
    expect(intervalsOf(git)).toEqual([]);
    expect(fixedVersionsOf([git])).toEqual([]);
  });
});
