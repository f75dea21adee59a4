import type { Ecosystem } from './ecosystems';

/**
 * A package name the way its ecosystem compares names, so that an advisory's `flask` and a lockfile's
 * `Flask` meet (CONTRACT §16: "normalized as the ecosystem does"). Each rule is the ecosystem's own:
 *
 * - PyPI: PEP 503 — lower case, every run of `-`, `_` and `.` becomes one `-`.
 * - NuGet: ids are case-insensitive (NuGet docs, "Package ID"): lower case.
 * - Packagist: Composer lower-cases `vendor/package` (composer/semver's and Packagist's names are lower case): lower case.
 * - crates.io: crate names are compared case-insensitively by the registry, and `-`/`_` are distinct
 *   names to Cargo; OSV's RustSec records write the published spelling: lower case only.
 * - npm, Maven, Go, RubyGems, Debian, Alpine: compared as written (npm names are lower case already;
 *   Maven `group:artifact` and Go module paths are case-sensitive; RubyGems and distribution package
 *   names are case-sensitive in their indexes).
 */
export function normalizePackageName(ecosystem: Ecosystem, name: string): string {
  const trimmed = name.trim();
  switch (ecosystem) {
    case 'PyPI':
      return trimmed.toLowerCase().replace(/[-_.]+/g, '-');
    case 'NuGet':
    case 'Packagist':
    case 'crates.io':
      return trimmed.toLowerCase();
    default:
      return trimmed;
  }
}
