import type { Ecosystem } from '../ecosystems';
import { compareAlpine } from './alpine';
import { compareDebian } from './debian';
import { compareText } from './digits';
import { compareMaven } from './maven';
import { compareNuGet } from './nuget';
import { comparePackagist } from './packagist';
import { comparePyPI } from './pypi';
import { compareRubyGems } from './rubygems';
import { compareSemver } from './semver';

/** A comparator that answers null when either version is not of its ecosystem's syntax. */
type Comparator = (a: string, b: string) => number | null;

const COMPARATORS: Record<Ecosystem, Comparator> = {
  npm: compareSemver,
  'crates.io': compareSemver,
  Go: compareSemver,
  PyPI: comparePyPI,
  RubyGems: compareRubyGems,
  Maven: compareMaven,
  NuGet: compareNuGet,
  Packagist: comparePackagist,
  Debian: compareDebian,
  Alpine: compareAlpine,
};

/**
 * Orders two versions of one ecosystem by that ecosystem's own rules (CONTRACT §16): negative when
 * `a` comes first, 0 when they are the same version, positive otherwise. It never throws, so that
 * one odd record cannot break a run: when the ecosystem cannot read a version (`latest` on npm),
 * that version sorts after every readable one — on PyPI before them, where pip's former
 * `LegacyVersion` put them (`2.0.1rc2-git` < `0.8`) — and two unreadable ones compare as plain text.
 * Maven, Debian, Alpine, Packagist and RubyGems read any string, so the fallback never applies there.
 */
export function compareVersions(ecosystem: Ecosystem, a: string, b: string): number {
  return withFallback(COMPARATORS[ecosystem], a, b, ecosystem === 'PyPI' ? -1 : 1);
}

/** SemVer precedence whatever the ecosystem, for OSV ranges of type SEMVER (same fallback). */
export function compareSemverVersions(a: string, b: string): number {
  return withFallback(compareSemver, a, b, 1);
}

/** `unreadable` is where an unreadable version goes: -1 before the readable ones, 1 after them. */
function withFallback(compare: Comparator, a: string, b: string, unreadable: 1 | -1): number {
  const result = compare(a, b);
  if (result !== null) return Math.sign(result);
  const aReadable = compare(a, a) !== null;
  const bReadable = compare(b, b) !== null;
  if (aReadable !== bReadable) return aReadable ? -unreadable : unreadable;
  return compareText(a, b);
}
