/**
 * Whether PostgreSQL's regular expressions (AREs) match at least everything a JavaScript pattern
 * matches, so that `column ~ pattern` may narrow the rows a preview loads before the pattern itself
 * judges them. True only for the part of the syntax both read alike: literal characters, escaped
 * punctuation, `.`, anchors, quantifiers (bounds up to 255, PostgreSQL's limit), `(…)`, `(?:…)`, `|`,
 * and character classes of literals, ranges, `\d` and `\w` (wider in PostgreSQL, so never narrower),
 * not negated when they hold `\d` or `\w`. Everything else (`\b`, `\s`, lookarounds, `[[:alpha:]]`, …)
 * reads differently in the two and answers false: that rule then narrows nothing.
 */
export function pgCompatiblePattern(pattern: string): boolean {
  let inClass = false;
  let negated = false;
  let i = 0;
  while (i < pattern.length) {
    const ch = pattern[i]!;
    if (ch === '\\') {
      const next = pattern[i + 1];
      if (next === undefined) return false;
      if (/[A-Za-z0-9]/.test(next) && !((next === 'd' || next === 'w') && !(inClass && negated))) return false;
      i += 2;
    } else if (inClass) {
      if (ch === '[') return false;
      if (ch === ']') inClass = false;
      i += 1;
    } else if (ch === '[') {
      negated = pattern[i + 1] === '^';
      const first = pattern[i + (negated ? 2 : 1)];
      if (first === ']' || first === undefined) return false;
      inClass = true;
      i += negated ? 2 : 1;
    } else if (ch === '(') {
      if (pattern[i + 1] === '?' && pattern[i + 2] !== ':') return false;
      i += pattern[i + 1] === '?' ? 3 : 1;
    } else if (ch === '{') {
      const bounds = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
      if (!bounds || Number(bounds[1]) > 255 || Number(bounds[3] || 0) > 255) return false;
      i += bounds[0].length;
    } else if (ch === '}' || ch === ']') {
      return false;
    } else {
      i += 1;
    }
  }
  return !inClass;
}
