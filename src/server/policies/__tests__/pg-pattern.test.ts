import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';
import { pgCompatiblePattern } from '../pg-pattern';

let s: TestService;
beforeAll(async () => {
  s = await startTestService();
});
afterAll(() => s.close());

const TEXTS = [
  'pkg:npm/lodash@4.17.15',
  'pkg:npm/@scope/x@1.0.0',
  'pkg:pypi/Django@4.2.2',
  'CWE-79',
  'CWE-1333',
  'GPL-3.0-only',
  'a\nb',
  'é9_x',
  '٣',
  '',
];

describe('regex rules that may narrow a preview in SQL', () => {
  it.each([
    '^pkg:npm/',
    '^pkg:(npm|pypi)/[a-z0-9-]+@4\\.',
    '^CWE-(79|89)$',
    'GPL-[23]\\.0',
    '^a.b$',
    '\\w+\\d',
    '[\\w-]+@[0-9.]+',
    '[^a-z]',
    '(?:np)m',
    'o{1,2}',
    'x*?y',
    '',
  ])('PostgreSQL matches at least what JavaScript matches: %s', async (pattern) => {
    expect(pgCompatiblePattern(pattern)).toBe(true);
    const regex = new RegExp(pattern);
    const rows = await s.db.query<{ t: string; m: boolean }>('SELECT t, t ~ $1 AS m FROM unnest($2::text[]) t', [
      pattern,
      TEXTS,
    ]);
    for (const { t, m } of rows) if (regex.test(t)) expect(m, `${pattern} on ${JSON.stringify(t)}`).toBe(true);
  });

  it.each([
    '\\bcore\\b',
    '\\s+',
    '\\S',
    '\\D',
    '[^\\d]',
    '[[:alpha:]]',
    '(?=a)a',
    '(?<name>a)',
    'a{1,300}',
    '[]a]',
    'a]',
    'x{',
    '\\u0041',
  ])('reads differently in the two, so narrows nothing: %s', (pattern) => {
    expect(pgCompatiblePattern(pattern)).toBe(false);
  });
});
