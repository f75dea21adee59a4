import { signed64 } from './token-hash';
import type { FileFingerprints } from './types';
import type { StreamArrays, StreamFile } from './token-stream';

/**
 * A file's fingerprints for the cross-project index, by winnowing (Schleimer, Wilkerson, Aiken 2003):
 * of every `window` consecutive token windows the one with the smallest hash is kept (the rightmost on a
 * tie), so two files sharing a run of at least `windowSize + window - 1` tokens share a fingerprint
 * wherever it lies, and a shared run keeps one at least every `window` tokens. `window` 1 keeps all.
 */
export function fileFingerprints(
  file: StreamFile,
  arrays: StreamArrays,
  windowSize: number,
  window: number,
): FileFingerprints {
  const { hash1, hash2, startLines, endLines } = arrays;
  const result: FileFingerprints = {
    file: file.path,
    format: file.format,
    hashes: [],
    tokens: [],
    start_lines: [],
    end_lines: [],
  };
  const last = file.end - windowSize; // the last window's first token
  if (last < file.start) return result;
  const keep = (p: number) => {
    result.hashes.push(signed64(hash1[p]!, hash2[p]!));
    result.tokens.push(p - file.start);
    result.start_lines.push(startLines[p]!);
    result.end_lines.push(endLines[p + windowSize - 1]!);
  };
  const less = (a: number, b: number) => hash1[a]! < hash1[b]! || (hash1[a] === hash1[b] && hash2[a]! <= hash2[b]!);
  let kept = -1;
  // A file shorter than one winnowing window still gives its smallest window.
  const lastStart = Math.max(file.start, last - window + 1);
  for (let s = file.start; s <= lastStart; s++) {
    const end = Math.min(s + window - 1, last);
    let best = kept;
    if (kept >= s) {
      // Only the window's newest position can beat the one kept.
      if (less(end, best)) best = end;
    } else {
      best = s;
      for (let p = s + 1; p <= end; p++) if (less(p, best)) best = p;
    }
    if (best !== kept) {
      kept = best;
      keep(best);
    }
  }
  return result;
}
