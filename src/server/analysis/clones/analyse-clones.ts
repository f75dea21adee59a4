import { readFile } from 'node:fs/promises';
import { blameLines, type LineOrigin } from './blame';
import { findMatches, type TokenMatch } from './detect';
import { fileFingerprints } from './fingerprints';
import { TokenStream } from './token-stream';
import type { ClonesOptions, ClonesResult, FoundClone, FragmentSide } from './types';
import { walkTree } from './walk-tree';

export type ClonesRequest = {
  /** A checked-out tree (a workspace at `commit`). */
  dir: string;
  commit: string;
  options: ClonesOptions;
  onProgress?: (progress: number | null, phase: string) => void;
  signal?: AbortSignal;
  /** Leave commits and authors out (the benchmark compares detection alone with jscpd). */
  blame?: boolean;
};

/** A NUL in the first 8 000 bytes: what git itself takes for a binary file. */
const isBinary = (bytes: Buffer) => bytes.subarray(0, 8000).includes(0);

/**
 * The clones analysis (CONTRACT §19): tokenises every code file of the tree with jscpd's tokenizer,
 * finds the runs of tokens repeated within the project, keeps the fingerprints other projects' runs will
 * look up, and asks `git blame` who wrote each fragment's first line. Rejects with the signal's reason
 * when aborted.
 */
export async function analyseClones(request: ClonesRequest): Promise<ClonesResult> {
  const { dir, commit, options, signal } = request;
  const report = request.onProgress ?? (() => undefined);
  report(0, 'Listing files');
  const tree = await walkTree(dir, options.maxFileBytes, signal);
  const skipped = { ...tree.skipped, binary: 0 };
  const stream = new TokenStream(options.minTokens);
  for (const [index, file] of tree.files.entries()) {
    if (index % 200 === 0) {
      signal?.throwIfAborted();
      report(Math.round((index / Math.max(1, tree.files.length)) * 70), 'Reading code');
    }
    const bytes = await readFile(file.absolute).catch(() => undefined);
    if (!bytes) continue;
    if (isBinary(bytes)) {
      skipped.binary++;
      continue;
    }
    stream.add(file.path, file.format, bytes.toString('utf8'));
  }
  signal?.throwIfAborted();
  report(70, 'Finding duplicated code');
  const arrays = stream.arrays();
  const { files } = stream;
  const matches = findMatches(files, arrays, options.minTokens);
  const fragments = matches
    .map((match) => fragmentsOf(match, stream, arrays))
    .filter((clone) => linesOf(clone.a) >= options.minLines && linesOf(clone.b) >= options.minLines);
  const fingerprints = files.map((file) =>
    fileFingerprints(file, arrays, options.minTokens, options.fingerprintWindow),
  );
  report(80, 'Reading who wrote the fragments');
  if (request.blame !== false) await blameFragments(dir, commit, fragments, options.maxBlamedFiles, signal);
  report(100, 'Done');
  return {
    commit,
    options: { minTokens: options.minTokens, minLines: options.minLines, fingerprintWindow: options.fingerprintWindow },
    files: files.map((f) => ({ path: f.path, format: f.format, lines: f.lines, tokens: f.end - f.start })),
    skipped,
    clones: fragments,
    fingerprints: fingerprints.filter((f) => f.hashes.length > 0),
  };
}

const linesOf = (side: FragmentSide) => side.end_line - side.start_line + 1;

function fragmentsOf(match: TokenMatch, stream: TokenStream, arrays: ReturnType<TokenStream['arrays']>): FoundClone {
  const side = (file: number, start: number): FragmentSide => ({
    file: stream.files[file]!.path,
    start_line: arrays.startLines[start]!,
    end_line: arrays.endLines[start + match.length - 1]!,
    commit: null,
    author_name: null,
    author_email: null,
  });
  return {
    format: stream.files[match.copyFile]!.format,
    tokens: match.length,
    a: side(match.sourceFile, match.source),
    b: side(match.copyFile, match.copy),
  };
}

/** Fills in each side's commit and author, one `git blame` per file, the first `maxFiles` files only. */
async function blameFragments(
  dir: string,
  commit: string,
  clones: FoundClone[],
  maxFiles: number,
  signal?: AbortSignal,
): Promise<void> {
  const byFile = new Map<string, FragmentSide[]>();
  for (const clone of clones) {
    for (const side of [clone.a, clone.b]) {
      const sides = byFile.get(side.file) ?? [];
      sides.push(side);
      byFile.set(side.file, sides);
    }
  }
  for (const [file, sides] of [...byFile].slice(0, maxFiles)) {
    signal?.throwIfAborted();
    const origins: Map<number, LineOrigin> = await blameLines(
      dir,
      commit,
      file,
      sides.map((s) => s.start_line),
      signal,
    );
    for (const side of sides) {
      const origin = origins.get(side.start_line);
      if (origin) Object.assign(side, origin);
    }
  }
}
