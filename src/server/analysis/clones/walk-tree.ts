import { lstat } from 'node:fs/promises';
import { getFormatByFile } from '@jscpd/tokenizer';
import { walkFiles } from '../workspace/walk-files';

/**
 * Beyond the directories every analysis skips (`walkFiles`): build output and framework caches, which
 * hold generated copies of the project's own code.
 */
const BUILD_DIRECTORIES = new Set(['dist', 'build', 'out', 'target', 'coverage', '.next', '.nuxt']);

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

export type TreeFile = { path: string; absolute: string; format: string; size: number };
export type WalkSkips = { generated: number; too_large: number; unknown_format: number };

/**
 * Every file of a code format under `root`, paths relative to it with `/`, in a stable order (the shared
 * walk: no symbolic link followed, vendored and build directories not entered, entries capped).
 */
export async function walkTree(
  root: string,
  maxFileBytes: number,
  signal?: AbortSignal,
): Promise<{ files: TreeFile[]; skipped: WalkSkips }> {
  const files: TreeFile[] = [];
  const skipped: WalkSkips = { generated: 0, too_large: 0, unknown_format: 0 };
  for await (const { path, absolute, name } of walkFiles(root, signal, BUILD_DIRECTORIES)) {
    if (GENERATED_NAMES.has(name) || GENERATED_PATTERN.test(name)) {
      skipped.generated++;
      continue;
    }
    const format = getFormatByFile(name);
    if (!format || !CODE_FORMATS.has(format)) {
      skipped.unknown_format++;
      continue;
    }
    const { size } = await lstat(absolute);
    if (size > maxFileBytes) {
      skipped.too_large++;
      continue;
    }
    files.push({ path, absolute, format, size });
  }
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, skipped };
}
