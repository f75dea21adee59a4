import type { StreamArrays, StreamFile } from './token-stream';

/** A duplicated run of tokens: `length` tokens from `source` (met first) repeat at `copy`. */
export type TokenMatch = { sourceFile: number; source: number; copyFile: number; copy: number; length: number };

/**
 * Open addressing over the windows met so far, keyed by their two 32-bit hashes: each slot holds a
 * window's first token + 1 (0: empty), the first window with those hashes only.
 */
class WindowTable {
  private readonly slots: Int32Array;
  private readonly mask: number;

  constructor(
    windows: number,
    private readonly hash1: Uint32Array,
    private readonly hash2: Uint32Array,
  ) {
    let size = 1 << 10;
    while (size < windows * 2) size *= 2;
    this.slots = new Int32Array(size);
    this.mask = size - 1;
  }

  /** The first window with the same hashes as the one at `position`, or -1 after adding it. */
  findOrAdd(position: number): number {
    const a = this.hash1[position]!;
    const b = this.hash2[position]!;
    let slot = (a ^ Math.imul(b, 0x9e3779b1)) & this.mask;
    for (;;) {
      const held = this.slots[slot]!;
      if (held === 0) {
        this.slots[slot] = position + 1;
        return -1;
      }
      if (this.hash1[held - 1] === a && this.hash2[held - 1] === b) return held - 1;
      slot = (slot + 1) & this.mask;
    }
  }
}

/**
 * The project's duplicated token runs at least `windowSize` tokens long, as jscpd's detector finds
 * them: files in order, each window looked up among the windows met before it; a hit whose tokens are
 * equal (hashes can collide) is extended token by token while both sides go on alike, within their
 * files and without overlapping, then the search resumes after the copy. Each repeat is reported
 * against the first place the code was met.
 */
export function findMatches(files: StreamFile[], arrays: StreamArrays, windowSize: number): TokenMatch[] {
  const { keys, hash1, hash2 } = arrays;
  let windows = 0;
  for (const file of files) windows += Math.max(0, file.end - file.start - windowSize + 1);
  const table = new WindowTable(windows, hash1, hash2);
  const matches: TokenMatch[] = [];
  const fileOf = new Int32Array(keys.length);
  for (const [index, file] of files.entries()) fileOf.fill(index, file.start, file.end);

  for (let f = 0; f < files.length; f++) {
    const file = files[f]!;
    let resumeAt = file.start;
    for (let p = file.start; p + windowSize <= file.end; p++) {
      const q = table.findOrAdd(p);
      if (q < 0 || p < resumeAt) continue;
      const qFile = fileOf[q]!;
      const qEnd = qFile === f ? p : files[qFile]!.end;
      if (q + windowSize > qEnd || !sameTokens(keys, q, p, windowSize)) continue;
      let length = windowSize;
      while (p + length < file.end && q + length < qEnd && keys[q + length] === keys[p + length]) length++;
      matches.push({ sourceFile: qFile, source: q, copyFile: f, copy: p, length });
      resumeAt = p + length;
    }
  }
  return matches;
}

function sameTokens(keys: Uint32Array, a: number, b: number, length: number): boolean {
  for (let i = 0; i < length; i++) if (keys[a + i] !== keys[b + i]) return false;
  return true;
}
