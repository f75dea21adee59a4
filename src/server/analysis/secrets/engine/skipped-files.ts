/**
 * Files the engine does not read: binaries, lockfiles (hashes and registry URLs, never a project's
 * secret, and big), minified bundles (one long line of generated code) and files over the size limit.
 */

/** 1 MiB: a source or configuration file worth reading is smaller; larger ones are data or generated. */
export const MAX_FILE_BYTES = 1 << 20;

/** git's own test: a NUL byte in the first 8 KiB makes a file binary. */
const BINARY_PROBE_BYTES = 8000;

const LOCKFILES = new Set([
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'bun.lock',
  'poetry.lock',
  'Pipfile.lock',
  'pdm.lock',
  'uv.lock',
  'Cargo.lock',
  'go.sum',
  'composer.lock',
  'Gemfile.lock',
  'packages.lock.json',
  'gradle.lockfile',
  'mix.lock',
  'pubspec.lock',
  'Podfile.lock',
  'flake.lock',
  'conan.lock',
]);

const MINIFIED = /[.-]min\.(?:js|mjs|cjs|css)$|\.bundle\.js$|\.js\.map$|\.css\.map$/;

export type SkipReason = 'lockfile' | 'ignored_path';

/** Why a file is skipped by its path alone; null when it is read. */
export function skippedByPath(path: string): SkipReason | null {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (LOCKFILES.has(name)) return 'lockfile';
  if (MINIFIED.test(name)) return 'ignored_path';
  return null;
}

export function isBinary(content: Buffer): boolean {
  return content.subarray(0, BINARY_PROBE_BYTES).includes(0);
}
