/**
 * An entry's path inside the image's root, without `./`, empty segments or a leading `/` (an absolute
 * name is the image's own root, not the host's); undefined for a path with a `..` segment, which a
 * layer has no reason to write and which could otherwise reach outside what it describes. Nothing is
 * ever written to disk: a path only names a file of the image.
 */
export function imagePath(name: string): string | undefined {
  const segments: string[] = [];
  for (const segment of name.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') return undefined;
    segments.push(segment);
  }
  return segments.length > 0 ? segments.join('/') : undefined;
}

/** What a kept file is to the analysis. */
export type KeptKind = 'dpkg' | 'dpkg-status-d' | 'apk' | 'os-release' | 'npm' | 'python' | 'jar' | 'rpm';

const NPM_MANIFEST = /(?:^|\/)node_modules\/(?:@[^/]+\/)?[^/@][^/]*\/package\.json$/;
const PYTHON_METADATA = /(?:^|\/)[^/]+\.dist-info\/METADATA$/;
const JAR = /\.(?:jar|war|ear)$/i;
const RPM_DATABASE = /^(?:var\/lib\/rpm|usr\/lib\/sysimage\/rpm)\/(?:rpmdb\.sqlite|Packages|Packages\.db)$/;

/**
 * The files of an image the analysis keeps (CONTRACT §17): the package databases, os-release and the
 * language packages' own manifests; every other file is skipped as it streams by.
 */
export function keptKind(path: string): KeptKind | undefined {
  if (path === 'var/lib/dpkg/status') return 'dpkg';
  if (/^var\/lib\/dpkg\/status\.d\/[^/]+$/.test(path) && !path.endsWith('.md5sums')) return 'dpkg-status-d';
  if (path === 'lib/apk/db/installed') return 'apk';
  if (path === 'etc/os-release' || path === 'usr/lib/os-release') return 'os-release';
  if (NPM_MANIFEST.test(path)) return 'npm';
  if (PYTHON_METADATA.test(path)) return 'python';
  if (JAR.test(path)) return 'jar';
  if (RPM_DATABASE.test(path)) return 'rpm';
  return undefined;
}
