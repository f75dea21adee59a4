import { compareDigitRuns, isDigitCode } from './digits';

/** dpkg's weight of one character of a non-digit part: `~` first, then the end, letters, the rest. */
function weight(value: string, index: number, end: number): number {
  if (index >= end) return 0;
  const code = value.charCodeAt(index);
  if (isDigitCode(code)) return 0;
  if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122)) return code;
  if (code === 126) return -1;
  return code + 256;
}

/** Compares `a[aStart, aEnd)` with `b[bStart, bEnd)` as dpkg compares an upstream version or a revision. */
function compareParts(a: string, aStart: number, aEnd: number, b: string, bStart: number, bEnd: number): number {
  let i = aStart;
  let j = bStart;
  while (i < aEnd || j < bEnd) {
    // The non-digit prefix, character by character.
    while ((i < aEnd && !isDigitCode(a.charCodeAt(i))) || (j < bEnd && !isDigitCode(b.charCodeAt(j)))) {
      const diff = weight(a, i, aEnd) - weight(b, j, bEnd);
      if (diff !== 0) return diff;
      i++;
      j++;
    }
    // Then the digit run, numerically (an empty run is 0).
    const iStart = i;
    const jStart = j;
    while (i < aEnd && isDigitCode(a.charCodeAt(i))) i++;
    while (j < bEnd && isDigitCode(b.charCodeAt(j))) j++;
    const diff = compareDigitRuns(a, iStart, i, b, jStart, j);
    if (diff !== 0) return diff;
  }
  return 0;
}

type Split = { epochEnd: number; upstreamStart: number; upstreamEnd: number; revisionStart: number };

/** `[epoch:]upstream[-revision]`: the epoch ends at the first colon, the revision starts after the last hyphen. */
function split(value: string): Split {
  const colon = value.indexOf(':');
  const upstreamStart = colon + 1;
  const hyphen = value.lastIndexOf('-');
  const upstreamEnd = hyphen >= upstreamStart ? hyphen : value.length;
  return { epochEnd: Math.max(colon, 0), upstreamStart, upstreamEnd, revisionStart: upstreamEnd + 1 };
}

/**
 * Debian's version order (Debian Policy §5.6.12, dpkg's algorithm): epochs numerically (none = 0),
 * then the upstream version and the revision alike — alternating non-digit parts, where `~` sorts
 * before everything (even the end) and letters before other characters, and digit parts compared as
 * numbers. A missing revision equals `0`. Any string is read, so there is no parse failure.
 */
export function compareDebian(a: string, b: string): number {
  const at = a.trim();
  const bt = b.trim();
  const x = split(at);
  const y = split(bt);
  return (
    compareDigitRuns(at, 0, x.epochEnd, bt, 0, y.epochEnd) ||
    compareParts(at, x.upstreamStart, x.upstreamEnd, bt, y.upstreamStart, y.upstreamEnd) ||
    compareParts(
      at,
      Math.min(x.revisionStart, at.length),
      at.length,
      bt,
      Math.min(y.revisionStart, bt.length),
      bt.length,
    )
  );
}
