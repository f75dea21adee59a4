/**
 * Helpers the hand-written comparators share. Numbers are compared as digit strings (leading zeros
 * skipped, then length, then text) so that a 30-digit build number neither overflows nor allocates.
 */

/** Whether the character code is an ASCII digit. */
export const isDigitCode = (code: number): boolean => code >= 48 && code <= 57;

/** Compares the digit runs `a[aStart, aEnd)` and `b[bStart, bEnd)` numerically. */
export function compareDigitRuns(
  a: string,
  aStart: number,
  aEnd: number,
  b: string,
  bStart: number,
  bEnd: number,
): number {
  while (aStart < aEnd && a.charCodeAt(aStart) === 48) aStart++;
  while (bStart < bEnd && b.charCodeAt(bStart) === 48) bStart++;
  const length = aEnd - aStart - (bEnd - bStart);
  if (length !== 0) return length;
  for (; aStart < aEnd; aStart++, bStart++) {
    const diff = a.charCodeAt(aStart) - b.charCodeAt(bStart);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Compares two whole digit strings numerically. */
export const compareDigits = (a: string, b: string): number => compareDigitRuns(a, 0, a.length, b, 0, b.length);

/** Plain code-unit order, the last resort for versions an ecosystem cannot read. */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A parse cache of bounded size: the same component version meets many ranges, so each string is
 * parsed once; the map is emptied when full rather than tracking recency (cheap and bounded).
 */
export function cached<T>(parse: (value: string) => T, size = 4096): (value: string) => T {
  const map = new Map<string, T>();
  return (value) => {
    let parsed = map.get(value);
    if (parsed === undefined && !map.has(value)) {
      if (map.size >= size) map.clear();
      parsed = parse(value);
      map.set(value, parsed);
    }
    return parsed as T;
  };
}
