import type { VulnerabilityDetail } from '../../../contract/catalog';
import { i18n } from '../../lib/i18n';

type Range = VulnerabilityDetail['affected'][number]['ranges'][number];

/**
 * One stretch of affected versions: from `introduced` (absent when it is "0", every earlier version)
 * up to `end`: `fixed` (exclusive; OSV's `limit` reads the same), `last_affected` (inclusive), or none
 * (open: every later version).
 */
export type Interval = {
  introduced?: string;
  end?: { version: string; inclusive: boolean };
};

/**
 * A range's events as OSV orders them, into intervals (OSV schema, "Evaluation"): `introduced` opens
 * one, `fixed` and `limit` close it before that version, `last_affected` closes it after. A closing
 * event with nothing open starts from the beginning; GIT ranges name commits, not versions, and give
 * none (CONTRACT §16 ignores them too).
 */
export function intervalsOf(range: Range): Interval[] {
  if (range.type === 'GIT') return [];
  const intervals: Interval[] = [];
  let open: Interval | null = null;
  for (const event of range.events) {
    if ('introduced' in event) {
      if (open) intervals.push(open);
      open = event.introduced === '0' ? {} : { introduced: event.introduced };
      continue;
    }
    const end =
      'last_affected' in event
        ? { version: event.last_affected, inclusive: true }
        : { version: 'fixed' in event ? event.fixed : event.limit, inclusive: false };
    intervals.push({ ...(open ?? {}), end });
    open = null;
  }
  if (open) intervals.push(open);
  return intervals;
}

/** An interval in words: "from 2.0.0 before 2.15.0", "up to and including 1.2.3", "from 3.1.0 on", "every version". */
export function intervalText({ introduced, end }: Interval): string {
  if (introduced === undefined) {
    if (!end) return i18n._('vulnerabilities.range.every');
    return end.inclusive
      ? i18n._('vulnerabilities.range.upToIncluding', { end: end.version })
      : i18n._('vulnerabilities.range.before', { end: end.version });
  }
  if (!end) return i18n._('vulnerabilities.range.from', { introduced });
  return end.inclusive
    ? i18n._('vulnerabilities.range.fromUpToIncluding', { introduced, end: end.version })
    : i18n._('vulnerabilities.range.fromBefore', { introduced, end: end.version });
}

/** The versions that fix a package, as its ranges' `fixed` events name them, in their order, each once. */
export function fixedVersionsOf(ranges: readonly Range[]): string[] {
  const fixed = ranges.flatMap((range) =>
    range.type === 'GIT' ? [] : range.events.flatMap((event) => ('fixed' in event ? [event.fixed] : [])),
  );
  return [...new Set(fixed)];
}
