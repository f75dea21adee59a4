import { PackageURL } from 'packageurl-js';
import { type Ecosystem, ecosystemOfPurlType } from '../../../../vulndb/ecosystems';

export type PurlPackage = { ecosystem: Ecosystem; name: string; version: string };

/** The name as the ecosystem writes it: Maven `group:artifact`, npm `@scope/name`, Go and Composer paths. */
function ecosystemName(ecosystem: Ecosystem, namespace: string | undefined | null, name: string): string {
  if (!namespace) return name;
  if (ecosystem === 'Maven') return `${namespace}:${name}`;
  if (ecosystem === 'npm' || ecosystem === 'Go' || ecosystem === 'Packagist') return `${namespace}/${name}`;
  // Debian and Alpine purls name the distribution as namespace (`pkg:deb/debian/apt`); the package is the name.
  return name;
}

/**
 * The ecosystem, name and version an SBOM component's purl names; undefined when the purl does not
 * parse or its type is not one Argus matches (`pkg:github/…`, `pkg:generic/…`). The version falls back
 * to the one the component states beside its purl.
 */
export function packageOfPurl(purl: string, statedVersion: string | undefined): PurlPackage | undefined {
  let parsed: PackageURL;
  try {
    parsed = PackageURL.fromString(purl);
  } catch {
    return undefined;
  }
  const ecosystem = ecosystemOfPurlType(parsed.type);
  if (!ecosystem) return undefined;
  const version = parsed.version || statedVersion;
  if (!version) return undefined;
  return { ecosystem, name: ecosystemName(ecosystem, parsed.namespace, parsed.name), version };
}
