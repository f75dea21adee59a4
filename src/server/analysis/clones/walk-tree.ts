import type { Dirent } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { getFormatByFile } from '@jscpd/tokenizer';

/**
 * Directories whose files are not the project's own code: installed packages, vendored copies, build
 * output, virtual environments and caches.
 */
const SKIPPED_DIRECTORIES = new Set([
  '.git',
  'node_modules',
  'bower_components',
  'jspm_packages',
  'vendor',
  'third_party',
  'third-party',
  'dist',
  'build',
  'out',
  'target',
  'coverage',
  '.next',
  '.nuxt',
  '.venv',
  'venv',
  '.tox',
  '__pycache__',
  'site-packages',
  '.gradle',
  '.yarn',
  '.pnpm-store',
]);

/** Lockfiles and other generated files a person does not write (by name). */
const GENERATED_NAMES = new Set([
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'bun.lock',
  'Cargo.lock',
  'poetry.lock',
  'Pipfile.lock',
  'composer.lock',
  'Gemfile.lock',
  'go.sum',
  'packages.lock.json',
]);

/** Minified or bundled files (`app.min.js`, `vendor.bundle.js`) and generated code (`*.pb.go`, `*_pb2.py`). */
const GENERATED_PATTERN = /\.(?:min|bundle|pb|generated)\.[^.]+$|_pb2(?:_grpc)?\.py$|\.d\.ts$/;

/**
 * The formats (jscpd's names, found by file extension) of the common programming languages: data and
 * markup (JSON, YAML, Markdown) repeat by nature and are not code to deduplicate.
 */
export const CODE_FORMATS = new Set([
  'javascript',
  'jsx',
  'typescript',
  'tsx',
  'python',
  'java',
  'go',
  'rust',
  'c',
  'c-header',
  'cpp',
  'cpp-header',
  'csharp',
  'kotlin',
  'scala',
  'swift',
  'php',
  'ruby',
  'perl',
  'bash',
  'objectivec',
  'lua',
  'dart',
  'groovy',
  'haskell',
  'erlang',
  'clojure',
  'r',
  'sql',
  'powershell',
  'fsharp',
]);

/** How many directory entries one walk reads at most: a hostile tree cannot make it run for ever. */
const MAX_ENTRIES = 500_000;

export type TreeFile = { path: string; absolute: string; format: string; size: number };
export type WalkSkips = { generated: number; too_large: number; unknown_format: number };

/**
 * Every file of a code format under `root`, paths relative to it with `/`, in a stable order. Symbolic
 * links are neither followed nor read (a repository's link cannot point the walk outside its workspace);
 * skipped directories are not entered.
 */
export async function walkTree(
  root: string,
  maxFileBytes: number,
  signal?: AbortSignal,
): Promise<{ files: TreeFile[]; skipped: WalkSkips }> {
  const files: TreeFile[] = [];
  const skipped: WalkSkips = { generated: 0, too_large: 0, unknown_format: 0 };
  const pending: string[] = [''];
  let entries = 0;
  while (pending.length > 0) {
    signal?.throwIfAborted();
    const relative = pending.pop()!;
    let dirents: Dirent[];
    try {
      dirents = await readdir(join(root, relative), { withFileTypes: true });
    } catch {
      continue;
    }
    entries += dirents.length;
    if (entries > MAX_ENTRIES)
      throw new Error(`The tree has more than ${MAX_ENTRIES} files and directories: too many to search.`);
    for (const dirent of dirents) {
      const path = relative ? `${relative}/${dirent.name}` : dirent.name;
      if (dirent.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(dirent.name)) pending.push(path);
        continue;
      }
      if (!dirent.isFile()) continue;
      if (GENERATED_NAMES.has(dirent.name) || GENERATED_PATTERN.test(dirent.name)) {
        skipped.generated++;
        continue;
      }
      const format = getFormatByFile(dirent.name);
      if (!format || !CODE_FORMATS.has(format)) {
        skipped.unknown_format++;
        continue;
      }
      const absolute = join(root, path);
      const { size } = await lstat(absolute);
      if (size > maxFileBytes) {
        skipped.too_large++;
        continue;
      }
      files.push({ path, absolute, format, size });
    }
  }
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, skipped };
}
