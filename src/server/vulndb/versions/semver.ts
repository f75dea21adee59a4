import { SemVer } from 'semver';
import { cached } from './digits';

function parse(version: string): SemVer | null {
  try {
    return new SemVer(version.trim(), { loose: true });
  } catch {
    return null;
  }
}

const parsed = cached(parse);

/**
 * SemVer 2.0 precedence (npm, crates.io, and every SEMVER range): major, minor, patch, then a
 * release after its pre-releases, pre-release identifiers numerically or in text order; build
 * metadata ignored. Read loosely (a `v` or `=` prefix, spaces), which also serves Go: OSV writes
 * `1.2.3`, go.mod `v1.2.3`; a pseudo-version (`v0.0.0-20200101000000-abcdef123456`) is a semver
 * pre-release and sorts as one; `+incompatible` is build metadata. Null when it is not semver.
 */
export function compareSemver(a: string, b: string): number | null {
  const x = parsed(a);
  const y = parsed(b);
  return x && y ? x.compare(y) : null;
}
