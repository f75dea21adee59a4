import { compareDigitRuns, compareText, isDigitCode } from './digits';

/**
 * The kinds of token of an Alpine version, `digit{.digit}...{letter}{_suffix{digits}}...{~hash}{-r#}`,
 * in the order apk-tools gives them: when two versions agree up to where one has a later kind of
 * token (or ends), the one that goes on is greater — unless what follows is a pre-release suffix.
 */
const INITIAL_DIGIT = 0;
const DIGIT = 1;
const LETTER = 2;
const SUFFIX = 3;
const SUFFIX_NUMBER = 4;
const COMMIT_HASH = 5;
const REVISION = 6;
const END = 7;
const INVALID = 8;

/** Suffix ranks: alpha < beta < pre < rc < (none) < cvs < svn < git < hg < p. */
const SUFFIXES = new Map([
  ['alpha', 0],
  ['beta', 1],
  ['pre', 2],
  ['rc', 3],
  ['cvs', 5],
  ['svn', 6],
  ['git', 7],
  ['hg', 8],
  ['p', 9],
]);
const NONE = 4;

const isLower = (code: number): boolean => code >= 97 && code <= 122;
const isHex = (code: number): boolean => isDigitCode(code) || (code >= 97 && code <= 102);

/** A cursor over one version: the current token's kind and extent, advanced in place (no allocation). */
class Tokens {
  kind = INITIAL_DIGIT;
  start = 0;
  end = 0;
  suffix = 0;
  constructor(readonly text: string) {
    this.digits(0);
  }

  private digits(from: number): void {
    let end = from;
    while (end < this.text.length && isDigitCode(this.text.charCodeAt(end))) end++;
    // An empty number (`1-r`, `0..1`, `.1`) reads as 0, as apk-tools 2 (Alpine 3.x releases) has it.
    this.start = from;
    this.end = end;
  }

  next(): void {
    const text = this.text;
    const at = this.end;
    if (at >= text.length) {
      this.kind = END;
      return;
    }
    const code = text.charCodeAt(at);
    if (isLower(code)) {
      if (this.kind > DIGIT) {
        this.kind = INVALID;
        return;
      }
      this.kind = LETTER;
      this.start = at;
      this.end = at + 1;
    } else if (code === 46 /* . */ || isDigitCode(code)) {
      if (code === 46 && this.kind > DIGIT) {
        this.kind = INVALID;
        return;
      }
      // A number straight after a letter (`6.6.2p1`, OpenSSH's versions) goes on as apk-tools 2 reads it.
      if (this.kind <= DIGIT || (this.kind === LETTER && code !== 46)) this.kind = DIGIT;
      else if (this.kind === SUFFIX) this.kind = SUFFIX_NUMBER;
      else {
        this.kind = INVALID;
        return;
      }
      this.digits(code === 46 ? at + 1 : at);
    } else if (code === 95 /* _ */) {
      if (this.kind > SUFFIX_NUMBER) {
        this.kind = INVALID;
        return;
      }
      let end = at + 1;
      while (end < text.length && isLower(text.charCodeAt(end))) end++;
      const suffix = SUFFIXES.get(text.slice(at + 1, end));
      if (suffix === undefined) {
        this.kind = INVALID;
        return;
      }
      this.kind = SUFFIX;
      this.suffix = suffix;
      this.start = at + 1;
      this.end = end;
    } else if (code === 126 /* ~ */) {
      if (this.kind >= COMMIT_HASH) {
        this.kind = INVALID;
        return;
      }
      let end = at + 1;
      while (end < text.length && isHex(text.charCodeAt(end))) end++;
      if (end === at + 1) {
        this.kind = INVALID;
        return;
      }
      this.kind = COMMIT_HASH;
      this.start = at + 1;
      this.end = end;
    } else if (code === 45 /* - */) {
      if (this.kind >= REVISION || text.charCodeAt(at + 1) !== 114 /* r */) {
        this.kind = INVALID;
        return;
      }
      this.kind = REVISION;
      this.digits(at + 2);
    } else this.kind = INVALID;
  }
}

function compareRuns(a: Tokens, b: Tokens): number {
  return compareText(a.text.slice(a.start, a.end), b.text.slice(b.start, b.end));
}

function compareTokens(a: Tokens, b: Tokens): number {
  switch (a.kind) {
    case DIGIT:
      // A part with a leading zero compares as text, as Gentoo's rule has it (1.05 < 1.1).
      if (
        a.end > a.start &&
        b.end > b.start &&
        (a.text.charCodeAt(a.start) === 48 || b.text.charCodeAt(b.start) === 48)
      )
        return compareRuns(a, b);
      return compareDigitRuns(a.text, a.start, a.end, b.text, b.start, b.end);
    case INITIAL_DIGIT:
    case SUFFIX_NUMBER:
    case REVISION:
      return compareDigitRuns(a.text, a.start, a.end, b.text, b.start, b.end);
    case LETTER:
      return a.text.charCodeAt(a.start) - b.text.charCodeAt(b.start);
    case SUFFIX:
      return a.suffix - b.suffix;
    default:
      return compareRuns(a, b);
  }
}

/**
 * Alpine's version order, as apk-tools (`apk version -t`) has it: numbers compared numerically (text
 * order when one has a leading zero), one letter, suffixes `_alpha < _beta < _pre < _rc < (none) <
 * _cvs < _svn < _git < _hg < _p` with their numbers, a `~hash`, then the `-rN` revision. A version
 * that stops being valid compares as apk-tools does: equal up to the invalid token, after which the
 * one whose next token kind comes earlier is greater. Any string is read; nothing throws.
 */
export function compareAlpine(a: string, b: string): number {
  const x = new Tokens(a.trim());
  const y = new Tokens(b.trim());
  for (; x.kind === y.kind && x.kind < END; x.next(), y.next()) {
    const diff = compareTokens(x, y);
    if (diff !== 0) return diff;
  }
  if (x.kind === y.kind) return 0;
  if (x.kind === SUFFIX && x.suffix < NONE) return -1;
  if (y.kind === SUFFIX && y.suffix < NONE) return 1;
  return y.kind - x.kind;
}
