import { PackageURL } from 'packageurl-js';
import { licenseIds } from '../components/licenses';
import type { ExtractedComponent } from '../components/types';

/** An OS package as its database lists it, with the source package it was built from. */
export type OsPackage = {
  name: string;
  version: string;
  arch: string | null;
  source: string;
  sourceVersion: string;
  licenses: string[];
};

/** The stanzas of an RFC 822-style database: blank lines between, continuation lines indented. */
function stanzas(text: string): Map<string, string>[] {
  const found: Map<string, string>[] = [];
  let current = new Map<string, string>();
  let last: string | undefined;
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      if (current.size > 0) found.push(current);
      current = new Map();
      last = undefined;
      continue;
    }
    if ((line.startsWith(' ') || line.startsWith('\t')) && last) {
      current.set(last, `${current.get(last)}\n${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    last = line.slice(0, colon).trim();
    current.set(last, line.slice(colon + 1).trim());
  }
  if (current.size > 0) found.push(current);
  return found;
}

/**
 * The installed packages of a dpkg database (`var/lib/dpkg/status`, or a `status.d/` file of distroless
 * images, which has no Status field): `Source: glibc (2.36-9+deb12u4)` names the source package and,
 * when it differs from the binary's, its version; Debian's advisories name source packages.
 */
export function parseDpkgStatus(text: string): OsPackage[] {
  const packages: OsPackage[] = [];
  for (const fields of stanzas(text)) {
    const name = fields.get('Package');
    const version = fields.get('Version');
    const status = fields.get('Status');
    if (!name || !version) continue;
    if (status !== undefined && !/\sinstalled$/.test(status)) continue;
    const source = /^(\S+)(?:\s+\((\S+)\))?/.exec(fields.get('Source') ?? '');
    packages.push({
      name,
      version,
      arch: fields.get('Architecture') ?? null,
      source: source?.[1] ?? name,
      sourceVersion: source?.[2] ?? version,
      licenses: [],
    });
  }
  return packages;
}

/**
 * The installed packages of an apk database (`lib/apk/db/installed`, wiki.alpinelinux.org "Apk spec"):
 * `P:` name, `V:` version, `A:` architecture, `o:` origin (the source package, which Alpine's advisories
 * name; a subpackage shares its origin's version), `L:` license.
 */
export function parseApkInstalled(text: string): OsPackage[] {
  const packages: OsPackage[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const fields = new Map<string, string>();
    for (const line of block.split('\n')) {
      const match = /^([A-Za-z]):(.*)$/.exec(line);
      if (match && !fields.has(match[1]!)) fields.set(match[1]!, match[2]!.trim());
    }
    const name = fields.get('P');
    const version = fields.get('V');
    if (!name || !version) continue;
    packages.push({
      name,
      version,
      arch: fields.get('A') ?? null,
      source: fields.get('o') || name,
      sourceVersion: version,
      licenses: licenseIds(fields.get('L')),
    });
  }
  return packages;
}

/**
 * An OS package as a component: purl-spec's `deb`/`apk` types with the distribution as namespace and the
 * `arch` and `distro` qualifiers, and `upstream` naming the source package (and its version when it
 * differs), as Syft writes it: `pkg:deb/debian/libc6@2.36-9?arch=amd64&distro=debian-12&upstream=glibc`.
 */
export function osComponent(
  ecosystem: 'Debian' | 'Alpine',
  namespace: string,
  distro: string | undefined,
  p: OsPackage,
): ExtractedComponent & { source: string } {
  const qualifiers: Record<string, string> = {};
  if (p.arch) qualifiers.arch = p.arch;
  if (distro) qualifiers.distro = distro;
  if (p.source !== p.name || p.sourceVersion !== p.version) {
    qualifiers.upstream = p.sourceVersion === p.version ? p.source : `${p.source}@${p.sourceVersion}`;
  }
  const type = ecosystem === 'Debian' ? 'deb' : 'apk';
  return {
    ecosystem,
    name: p.name,
    version: p.version,
    purl: new PackageURL(type, namespace, p.name, p.version, qualifiers, undefined).toString(),
    licenses: p.licenses,
    relation: null,
    introduced_through: null,
    released_at: null,
    source: p.source,
  };
}
