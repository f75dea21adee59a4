import type { Ecosystem } from './ecosystems';
import type { OsvAffected, OsvEvent, OsvRange } from './types';
import { compareSemverVersions, compareVersions } from './versions/index';
import { normalizePyPI } from './versions/pypi';

type Compare = (a: string, b: string) => number;

/** One event as a kind and a version, the order the OSV schema evaluates them in. */
type Event = { kind: 'introduced' | 'fixed' | 'last_affected' | 'limit'; version: string };

function eventOf(event: OsvEvent): Event {
  if ('introduced' in event) return { kind: 'introduced', version: event.introduced };
  if ('fixed' in event) return { kind: 'fixed', version: event.fixed };
  if ('last_affected' in event) return { kind: 'last_affected', version: event.last_affected };
  return { kind: 'limit', version: event.limit };
}

/** `introduced: "0"` means from the very beginning: it sorts before and is below every version. */
const isZero = (event: Event): boolean => event.kind === 'introduced' && event.version === '0';

function sortedEvents(range: OsvRange, compare: Compare): Event[] {
  return range.events.map(eventOf).sort((a, b) => {
    if (isZero(a) || isZero(b)) return Number(isZero(b)) - Number(isZero(a));
    return compare(a.version, b.version);
  });
}

/**
 * The OSV schema's evaluation of one range (https://ossf.github.io/osv-schema/#evaluation): events
 * sorted by version; `introduced` at or below the version opens, `fixed` at or below closes (the
 * fixed version is not affected), `last_affected` below closes (it is itself affected); `limit`s
 * bound the range (`*` is no limit). Returns whether the version is inside, and the smallest
 * `fixed` above it.
 */
function evaluate(range: OsvRange, version: string, compare: Compare): { fixed: string | null } | null {
  const events = sortedEvents(range, compare);
  const limits = events.filter((e) => e.kind === 'limit' && e.version !== '*');
  if (limits.length > 0 && !limits.some((e) => compare(version, e.version) < 0)) return null;
  let affected = false;
  for (const event of events) {
    if (event.kind === 'introduced' && (isZero(event) || compare(version, event.version) >= 0)) affected = true;
    else if (event.kind === 'fixed' && compare(version, event.version) >= 0) affected = false;
    else if (event.kind === 'last_affected' && compare(version, event.version) > 0) affected = false;
  }
  if (!affected) return null;
  const fix = events.find((e) => e.kind === 'fixed' && compare(version, e.version) < 0);
  return { fixed: fix ? fix.version : null };
}

/** How a `versions` entry is matched: PyPI's normalized form (1.0RC1 = 1.0rc1), Go's with or without `v`. */
function listedForm(ecosystem: Ecosystem, version: string): string {
  if (ecosystem === 'PyPI') return normalizePyPI(version) ?? version;
  if (ecosystem === 'Go') return version.startsWith('v') ? version.slice(1) : version;
  return version;
}

/**
 * Whether `version` is affected by one affected-package entry of an OSV record (CONTRACT §16,
 * "Matching follows OSV"): inside one of its ranges — SEMVER ranges in semver order, ECOSYSTEM ranges
 * in the ecosystem's own order — or listed in its `versions`. Null when not affected; otherwise the
 * fix: the smallest `fixed` above the version in a range that contains it, null when there is none
 * (an open range, a `last_affected` one, or a match through the `versions` list only).
 */
export function affectedBy(
  affected: Pick<OsvAffected, 'ecosystem' | 'ranges' | 'versions'>,
  version: string,
): { fixed: string | null } | null {
  const ecosystemOrder: Compare = (a, b) => compareVersions(affected.ecosystem, a, b);
  let result: { fixed: string | null } | null = null;
  for (const range of affected.ranges) {
    const inside = evaluate(range, version, range.type === 'SEMVER' ? compareSemverVersions : ecosystemOrder);
    if (!inside) continue;
    if (result === null || result.fixed === null) result = inside;
    else if (inside.fixed !== null && ecosystemOrder(inside.fixed, result.fixed) < 0) result = inside;
  }
  if (result) return result;
  if (affected.versions.length === 0) return null;
  const wanted = listedForm(affected.ecosystem, version);
  return affected.versions.some((listed) => listedForm(affected.ecosystem, listed) === wanted) ? { fixed: null } : null;
}
