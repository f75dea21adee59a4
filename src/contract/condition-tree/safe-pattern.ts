/**
 * A `regex` rule's pattern is run against every dependency of every analysed project, so a pattern
 * that backtracks catastrophically would stall SCA runs. No ReDoS checker is a dependency of this
 * package (safe-regex sits in node_modules only as a dev tool's dependency), so the check is ours, in
 * two parts, both at save time:
 *
 * 1. Structure: back-references are refused (they make matching NP-hard), and so is nested repetition,
 *    a repeated group that holds a repetition (`(a+)+`, `(\w*\s?)*`): "star height" above one, the
 *    same rule safe-regex applies. This refuses a few harmless patterns (`(?:[a-z]+\.)*`), on purpose.
 * 2. Time: what structure alone misses (overlapping alternatives under one repetition, `(a|a)*$`,
 *    `(\w|\d)+$`) is found by matching growing inputs made of the pattern's own characters followed
 *    by a character that makes them fail; a pattern whose match time crosses PROBE_LIMIT_MS at any
 *    length, twice in a row (one slow run may be the machine pausing), is refused. Lengths grow
 *    slowly, so an exponential pattern is stopped long before it could take seconds.
 *
 * Not caught: a pattern only polynomially slow (`.*.*.*x`), which stays fast on inputs as short as
 * the values rules read (purls, names, ids), and exotic exponential ones slow only beyond 64 characters.
 */

const PROBE_LIMIT_MS = 10;
/** Slowly growing, so a slowly exponential pattern (`(a|aa)*$` grows as 1.6ⁿ) is caught before it hangs. */
const PROBE_LENGTHS = [4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 28, 32, 36, 40, 48, 56, 64];
/** Characters many patterns accept, besides the pattern's own literals. */
const COMMON_CHARACTERS = ['a', 'A', '1', ' ', '-', '.', '_', '/', '@', ':'];
/** What follows the repeated part: one of these fails almost any pattern anchored or ending in a literal. */
const FAILING_ENDS = ['!', '\n', '\u0000'];

/** `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}` at `i`: its length and whether it can repeat (more than once). */
function quantifierAt(pattern: string, i: number): { length: number; repeats: boolean } | undefined {
  const ch = pattern[i];
  if (ch === '*' || ch === '+') return { length: 1, repeats: true };
  if (ch === '?') return { length: 1, repeats: false };
  if (ch !== '{') return undefined;
  const braces = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
  if (!braces) return undefined; // outside the u flag a lone `{` is a literal
  const max = braces[2] === undefined ? Number(braces[1]) : braces[3] === '' ? Infinity : Number(braces[3]);
  return { length: braces[0].length, repeats: max > 1 };
}

/** Why the pattern's structure is unsafe, or undefined; the pattern already compiles. */
function structureError(pattern: string): string | undefined {
  // One frame per open group: does anything inside it repeat?
  const frames: boolean[] = [false];
  let closedGroupRepeats: boolean | undefined;
  let i = 0;
  while (i < pattern.length) {
    const ch = pattern[i]!;
    const quantifier = quantifierAt(pattern, i);
    if (quantifier) {
      if (quantifier.repeats) {
        if (closedGroupRepeats)
          return 'Nested repetition such as (a+)+ can take exponential time: simplify the pattern.';
        frames[frames.length - 1] = true;
      }
      i += quantifier.length + (pattern[i + quantifier.length] === '?' ? 1 : 0);
      closedGroupRepeats = undefined;
      continue;
    }
    closedGroupRepeats = undefined;
    if (ch === '\\') {
      const next = pattern[i + 1] ?? '';
      if (/[1-9]/.test(next) || (next === 'k' && pattern[i + 2] === '<'))
        return 'Back-references are not allowed in a pattern.';
      i += 2;
    } else if (ch === '[') {
      i += 1;
      while (i < pattern.length && pattern[i] !== ']') i += pattern[i] === '\\' ? 2 : 1;
      i += 1;
    } else if (ch === '(') {
      frames.push(false);
      i += 1;
    } else if (ch === ')') {
      const inner = frames.pop() ?? false;
      frames[frames.length - 1] ||= inner;
      closedGroupRepeats = inner;
      i += 1;
    } else {
      i += 1;
    }
  }
  return undefined;
}

/** The probe's alphabet: the pattern's literal characters and runs of them (`ab` for `(ab|a)*`), and common ones. */
function probeUnits(pattern: string): string[] {
  const literals = pattern.replace(/\\./g, ' ').match(/[^\\^$.*+?()[\]{}|]+/g) ?? [];
  const characters = new Set([...literals.join('')].concat(COMMON_CHARACTERS));
  return [...characters, ...literals.filter((run) => run.length > 1).slice(0, 8)].slice(0, 40);
}

function slowMatchError(regex: RegExp, pattern: string): string | undefined {
  return matchingTooSlow(regex, pattern) ? 'The pattern takes too long to match: simplify it.' : undefined;
}

function slowOn(regex: RegExp, input: string): boolean {
  const started = performance.now();
  regex.test(input);
  return performance.now() - started > PROBE_LIMIT_MS;
}

/** Slow twice in a row: a machine busy with other work may pause any one match, not the same one twice. */
function matchingTooSlow(regex: RegExp, pattern: string): boolean {
  for (const unit of probeUnits(pattern)) {
    for (const length of PROBE_LENGTHS) {
      const repeated = unit.repeat(Math.max(1, Math.round(length / unit.length)));
      for (const end of FAILING_ENDS) {
        if (slowOn(regex, repeated + end) && slowOn(regex, repeated + end)) return true;
      }
    }
  }
  return false;
}

const checked = new Map<string, string | null>();

/**
 * Why a `regex` rule's pattern cannot be saved (it does not compile, or could match catastrophically
 * slowly), or undefined when it is fine. Patterns are JavaScript regular expressions without flags,
 * the same in the console and the service. Verdicts are remembered: a pattern is judged once.
 */
export function patternError(pattern: string): string | undefined {
  const known = checked.get(pattern);
  if (known !== undefined) return known ?? undefined;
  let regex: RegExp;
  try {
    regex = new RegExp(pattern);
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split(': ').at(-1) ?? error.message) : String(error);
    return `Not a valid regular expression (${reason}).`;
  }
  const verdict = structureError(pattern) ?? slowMatchError(regex, pattern);
  if (checked.size > 1000) checked.clear();
  checked.set(pattern, verdict ?? null);
  return verdict;
}
