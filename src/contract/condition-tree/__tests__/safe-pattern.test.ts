import { describe, expect, it } from 'vitest';
import { patternError } from '../safe-pattern';

const NESTED = 'Nested repetition such as (a+)+ can take exponential time: simplify the pattern.';
const SLOW = 'The pattern takes too long to match: simplify it.';

describe('the regex rule check', () => {
  it.each([
    '^pkg:npm/lodash',
    '^pkg:(npm|pypi)/[a-z0-9-]+@4\\.',
    '^CWE-(79|89)$',
    'GPL-[23]\\.0',
    '^(ab|a)*c$',
    '^[a-z]+@[0-9.]+$',
    '(?<scope>@[a-z]+)/',
    'a{2,5}b',
  ])('accepts %s', (pattern) => {
    expect(patternError(pattern)).toBeUndefined();
  });

  it.each([
    ['(', 'Not a valid regular expression (Unterminated group).'],
    ['[a-', 'Not a valid regular expression (Unterminated character class).'],
    ['*a', 'Not a valid regular expression (Nothing to repeat).'],
  ])('refuses %s, which does not compile, saying why', (pattern, message) => {
    expect(patternError(pattern)).toBe(message);
  });

  it.each(['(a+)+$', '(a*)*b', '^([a-z0-9]+[-.])*x$', '(?:\\w+\\s?)+$', '((ab)+c)*', '(x{2,})+y'])(
    'refuses nested repetition: %s',
    (pattern) => {
      expect(patternError(pattern)).toBe(NESTED);
    },
  );

  it.each(['(a)\\1', '(?<x>a)\\k<x>'])('refuses back-references: %s', (pattern) => {
    expect(patternError(pattern)).toBe('Back-references are not allowed in a pattern.');
  });

  it.each(['^(a|a)*$', '^(a|aa)*$', '(\\w|\\d)+$', '^(.|\\d)*!x'])(
    'refuses overlapping alternatives under one repetition, found by timing: %s',
    (pattern) => {
      const started = performance.now();
      expect(patternError(pattern)).toBe(SLOW);
      // Caught at short lengths: judging stays far from the seconds the pattern could take.
      expect(performance.now() - started).toBeLessThan(2_000);
    },
  );

  it('judges a pattern once, and a repeated question is answered from memory', () => {
    const pattern = '^(b|b)*$';
    expect(patternError(pattern)).toBe(SLOW);
    const started = performance.now();
    expect(patternError(pattern)).toBe(SLOW);
    expect(performance.now() - started).toBeLessThan(5);
  });
});
