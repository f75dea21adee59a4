/**
 * The package ecosystems Argus reads and matches (CONTRACT §16, §17), by their OSV names, with the
 * purl type and the `technology` a dependency record shows. Debian and Alpine records name a release
 * after a colon (`Debian:12`, `Alpine:v3.20`); the release is kept apart (`OsvAffected.release`).
 */
const ECOSYSTEMS = [
  'npm',
  'PyPI',
  'Maven',
  'Go',
  'crates.io',
  'Packagist',
  'RubyGems',
  'NuGet',
  'Debian',
  'Alpine',
] as const;
export type Ecosystem = (typeof ECOSYSTEMS)[number];

export const PURL_TYPE: Record<Ecosystem, string> = {
  npm: 'npm',
  PyPI: 'pypi',
  Maven: 'maven',
  Go: 'golang',
  'crates.io': 'cargo',
  Packagist: 'composer',
  RubyGems: 'gem',
  NuGet: 'nuget',
  Debian: 'deb',
  Alpine: 'apk',
};

export const TECHNOLOGY: Record<Ecosystem, string> = {
  npm: 'npm',
  PyPI: 'pypi',
  Maven: 'maven',
  Go: 'go',
  'crates.io': 'cargo',
  Packagist: 'composer',
  RubyGems: 'rubygems',
  NuGet: 'nuget',
  Debian: 'deb',
  Alpine: 'apk',
};

const BY_PURL_TYPE = new Map(Object.entries(PURL_TYPE).map(([ecosystem, type]) => [type, ecosystem as Ecosystem]));

/** The ecosystem of a purl type (`golang` → Go), undefined for types Argus does not match. */
export const ecosystemOfPurlType = (type: string): Ecosystem | undefined => BY_PURL_TYPE.get(type.toLowerCase());

/** `Debian:12` → Debian and release 12; undefined for an ecosystem outside the list. */
export function splitEcosystem(value: string): { ecosystem: Ecosystem; release: string | null } | undefined {
  const at = value.indexOf(':');
  const base = at < 0 ? value : value.slice(0, at);
  const ecosystem = ECOSYSTEMS.find((e) => e === base);
  if (!ecosystem) return undefined;
  return { ecosystem, release: at < 0 ? null : value.slice(at + 1) || null };
}
