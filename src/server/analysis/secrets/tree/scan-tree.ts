import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { type WalkedFile, walkFiles } from '../../workspace/walk-files';
import { pathIgnored } from '../engine/allowlist';
import type { GitleaksIgnore } from '../engine/gitleaks-ignore';
import { type Match, scanFragment } from '../engine/scan-fragment';
import { isBinary, MAX_FILE_BYTES, skippedByPath } from '../engine/skipped-files';
import type { RuleSet } from '../rules/types';
import type { SecretsSkipped, Sighting } from '../types';

export type TreeScan = {
  dir: string;
  rules: RuleSet;
  ignore: GitleaksIgnore;
  skipped: SecretsSkipped;
  onMatch: (match: Match, sighting: Sighting) => void;
  /** Called after each file read, with the bytes read so far. */
  onFile?: (filesScanned: number, bytes: number) => void;
  signal?: AbortSignal;
};

/**
 * Scans the checked-out files of the workspace (not `.git`, not vendored directories, links not
 * followed), one file in memory at a time; returns how many files were read.
 */
export async function scanTree(scan: TreeScan): Promise<number> {
  const { rules, skipped } = scan;
  let files = 0;
  let bytes = 0;
  for await (const { file, content } of readAhead(scan)) {
    if (typeof content === 'string') {
      skipped[content] += 1;
      continue;
    }
    if (content === null) continue;
    files += 1;
    bytes += content.length;
    const place = { file: file.path, commit: null, firstLine: 1 };
    for (const match of scanFragment(content.toString('utf8'), rules, place)) {
      if (scan.ignore.ignores(null, file.path, match.rule.id, match.start_line)) continue;
      scan.onMatch(match, sightingOf(match, file.path));
    }
    scan.onFile?.(files, bytes);
  }
  return files;
}

/** Files being read while one is scanned: opening and reading small files one by one leaves the CPU idle. */
const READ_AHEAD = 16;

type Read = { file: WalkedFile; content: Buffer | keyof SecretsSkipped | null };

/** The walk's files with their content or why they are skipped, in walk order, READ_AHEAD of them read at once. */
async function* readAhead(scan: TreeScan): AsyncGenerator<Read> {
  const walk = walkFiles(scan.dir, scan.signal);
  const pending: Promise<Read>[] = [];
  let walked = false;
  for (;;) {
    while (!walked && pending.length < READ_AHEAD) {
      const next = await walk.next();
      if (next.done) walked = true;
      else pending.push(read(next.value, scan.rules));
    }
    const first = pending.shift();
    if (!first) return;
    yield await first;
  }
}

async function read(file: WalkedFile, rules: RuleSet): Promise<Read> {
  const reason = skippedByPath(file.path) ?? (pathIgnored(rules.allowlists, file.path) ? 'ignored_path' : null);
  if (reason) return { file, content: reason };
  // A file that vanished or cannot be read is not the project's to judge: left out, not a failure.
  const content = await readSmallFile(file.absolute).catch(() => null);
  if (content === 'too_large' || content === null) return { file, content };
  return { file, content: isBinary(content) ? 'binary' : content };
}

function sightingOf(match: Match, file: string): Sighting {
  const { start_line, end_line, start_column, end_column } = match;
  return {
    commit: null,
    file,
    start_line,
    end_line,
    start_column,
    end_column,
    author_name: null,
    author_email: null,
    committed_at: null,
  };
}

/**
 * The file's bytes when it is at most MAX_FILE_BYTES; read from one descriptor (no link followed, the
 * size checked on what was opened, not on a path that could change between two calls).
 */
async function readSmallFile(path: string): Promise<Buffer | 'too_large' | null> {
  const handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW).catch(() => null);
  if (!handle) return null;
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return null;
    if (stat.size > MAX_FILE_BYTES) return 'too_large';
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}
