import { cached, compareDigits, isDigitCode } from './digits';

/**
 * Composer compares normalized versions with PHP's `version_compare`. The canonical form: a `v`
 * prefix and a `stable` suffix dropped (Composer's normalization), `-`, `_`, `+` and any other
 * non-alphanumeric character made a dot, and a dot put between digits and letters.
 */
function canonical(version: string): string[] {
  let text = version.trim().replace(/^[vV](?=\d)/, '');
  text = text.replace(/[-_.+]?stable$/i, '');
  let out = '';
  let previous = -1;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const alphanumeric = isDigitCode(code) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
    if (!alphanumeric && code !== 46 && code !== 35 /* # stays, PHP's own marker */) {
      if (out.length > 0 && !out.endsWith('.')) out += '.';
    } else if (code === 46) {
      out += '.';
    } else {
      const switched = previous >= 0 && previous !== 46 && isDigitCode(previous) !== isDigitCode(code);
      if (switched && !out.endsWith('.')) out += '.';
      out += text[i];
    }
    previous = code;
  }
  return out.split('.');
}

/** PHP's special forms: any other word ranks below `dev`; a number meets a word as `#`. */
const FORMS: [string, number][] = [
  ['dev', 0],
  ['alpha', 1],
  ['a', 1],
  ['beta', 2],
  ['b', 2],
  ['RC', 3],
  ['rc', 3],
  ['#', 4],
  ['pl', 5],
  ['p', 5],
];

function formOf(part: string): number {
  for (const [name, rank] of FORMS) if (part.startsWith(name)) return rank;
  return -1;
}

const isNumber = (part: string): boolean => part.length > 0 && isDigitCode(part.charCodeAt(0));

function compareParts(a: string, b: string): number {
  const aNumber = isNumber(a);
  const bNumber = isNumber(b);
  if (aNumber && bNumber) return compareDigits(a.replace(/\D.*$/, ''), b.replace(/\D.*$/, ''));
  return Math.sign(formOf(aNumber ? '#' : a) - formOf(bNumber ? '#' : b));
}

const parsed = cached(canonical);

/**
 * Packagist's order, as Composer has it: PHP's `version_compare` on the normalized version. Parts
 * compare as numbers, or by stability `dev < alpha = a < beta = b < RC < (number) < pl = p =
 * patch`; when one version has more parts, an extra number makes it greater and an extra word is
 * ranked against a number (1.0 < 1.0.0, 1.0-beta < 1.0). Any string is read; nothing throws.
 */
export function comparePackagist(a: string, b: string): number {
  const x = parsed(a);
  const y = parsed(b);
  const length = Math.min(x.length, y.length);
  for (let i = 0; i < length; i++) {
    const diff = compareParts(x[i]!, y[i]!);
    if (diff !== 0) return diff;
  }
  if (x.length > length) return compareRest(x, length);
  if (y.length > length) return -compareRest(y, length);
  return 0;
}

/** The parts one version has beyond the other's: a number makes it greater, words rank against `#`. */
function compareRest(parts: string[], from: number): number {
  for (let i = from; i < parts.length; i++) {
    if (isNumber(parts[i]!)) return 1;
    const diff = compareParts(parts[i]!, '#');
    if (diff !== 0) return diff;
  }
  return 0;
}
