import { cached, compareDigits, compareText } from './digits';

/** A NuGet version: four numbers (missing ones are 0) and the pre-release labels, lower-cased. */
type NuGetVersion = { numbers: string[]; labels: string[] };

const NUMBER = /^\d+$/;
const LABEL = /^[0-9a-z-]+$/;

function parse(version: string): NuGetVersion | null {
  let text = version.trim().toLowerCase();
  const plus = text.indexOf('+');
  if (plus >= 0) text = text.slice(0, plus);
  const hyphen = text.indexOf('-');
  const release = hyphen < 0 ? text : text.slice(0, hyphen);
  const numbers = release.split('.');
  if (numbers.length > 4 || !numbers.every((n) => NUMBER.test(n))) return null;
  while (numbers.length < 4) numbers.push('0');
  const labels = hyphen < 0 ? [] : text.slice(hyphen + 1).split('.');
  if (!labels.every((l) => LABEL.test(l))) return null;
  return { numbers, labels };
}

/** SemVer 2 label order: numbers numerically and before words, words in (case-insensitive) text order. */
function compareLabel(a: string, b: string): number {
  const aNumber = NUMBER.test(a);
  const bNumber = NUMBER.test(b);
  if (aNumber && bNumber) return compareDigits(a, b);
  if (aNumber !== bNumber) return aNumber ? -1 : 1;
  return compareText(a, b);
}

const parsed = cached(parse);

/**
 * NuGet's order (NuGet.Versioning's default comparer): up to four numeric parts, missing ones 0
 * (1.0 = 1.0.0.0); a release after its pre-releases; pre-release labels per SemVer 2, compared
 * case-insensitively; build metadata ignored. Null when the text is not a NuGet version.
 */
export function compareNuGet(a: string, b: string): number | null {
  const x = parsed(a);
  const y = parsed(b);
  if (!x || !y) return null;
  for (let i = 0; i < 4; i++) {
    const diff = compareDigits(x.numbers[i]!, y.numbers[i]!);
    if (diff !== 0) return diff;
  }
  if (x.labels.length === 0 || y.labels.length === 0) return y.labels.length - x.labels.length;
  const length = Math.min(x.labels.length, y.labels.length);
  for (let i = 0; i < length; i++) {
    const diff = compareLabel(x.labels[i]!, y.labels[i]!);
    if (diff !== 0) return diff;
  }
  return x.labels.length - y.labels.length;
}
