import type { Distribution } from './types';

/** One value of os-release(5): unquoted, or in single or double quotes with `\` escapes. */
function unquote(raw: string): string {
  const value = raw.trim();
  if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  if (value.startsWith("'") && value.endsWith("'") && value.length >= 2) return value.slice(1, -1);
  return value;
}

/** The distribution an `os-release` file names (freedesktop.org os-release(5)); undefined without an `ID`. */
export function parseOsRelease(text: string): Distribution | undefined {
  const fields = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) fields.set(match[1]!, unquote(match[2]!));
  }
  const id = fields.get('ID')?.toLowerCase();
  if (!id) return undefined;
  return {
    id,
    version_id: fields.get('VERSION_ID') || null,
    codename: fields.get('VERSION_CODENAME') || null,
    pretty_name: fields.get('PRETTY_NAME') || null,
  };
}

/**
 * The purl `distro` qualifier of the distribution's packages (`debian-12`, `alpine-3.20.3`; a release
 * without a number, as Debian testing, by its code name: `debian-trixie`), which the matching reads the
 * release of advisories from (vulnerability-database/distribution-release.ts).
 */
export function distroQualifier(distribution: Distribution | null): string | undefined {
  if (!distribution) return undefined;
  const release = distribution.version_id ?? distribution.codename;
  return release ? `${distribution.id}-${release}` : undefined;
}
