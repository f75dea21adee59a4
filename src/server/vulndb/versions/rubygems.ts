import { cached, compareDigits, compareText, isDigitCode } from './digits';

/** Gem::Version's canonical segments: digit runs (as digit strings) and letter runs, trailing zeros dropped. */
type Segments = { values: string[]; numeric: boolean[] };

const SEGMENT = /[0-9]+|[a-z]+/gi;

function parse(version: string): Segments {
  // Gem::Version reads `1.0-rc1` as `1.0.pre.rc1`.
  const text = version.trim().replaceAll('-', '.pre.');
  const all = text.match(SEGMENT) ?? [];
  const numeric = all.map((s) => isDigitCode(s.charCodeAt(0)));
  // Zeros are dropped at the end of the release part and at the end of the pre-release part.
  const firstWord = numeric.indexOf(false);
  const releaseEnd = firstWord < 0 ? all.length : firstWord;
  const keep = (from: number, to: number): number[] => {
    let end = to;
    while (end > from && numeric[end - 1] && /^0+$/.test(all[end - 1]!)) end--;
    return Array.from({ length: end - from }, (_, i) => from + i);
  };
  const indexes = [...keep(0, releaseEnd), ...keep(releaseEnd, all.length)];
  return { values: indexes.map((i) => all[i]!), numeric: indexes.map((i) => numeric[i]!) };
}

const parsed = cached(parse);

/**
 * RubyGems' `Gem::Version` order: segments split on dots and letter/digit changes, numbers
 * numerically (any size), a word before any number (so a version with letters is a pre-release:
 * 1.0.a < 1.0), words in text order, trailing zeros ignored (1.0 = 1). Any string is read.
 */
export function compareRubyGems(a: string, b: string): number {
  const x = parsed(a);
  const y = parsed(b);
  const length = Math.max(x.values.length, y.values.length);
  for (let i = 0; i < length; i++) {
    const xv = x.values[i] ?? '0';
    const yv = y.values[i] ?? '0';
    const xn = x.numeric[i] ?? true;
    const yn = y.numeric[i] ?? true;
    if (xn !== yn) return xn ? 1 : -1;
    const diff = xn ? compareDigits(xv, yv) : compareText(xv, yv);
    if (diff !== 0) return diff;
  }
  return 0;
}
