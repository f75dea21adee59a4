import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';

let s: TestService;
let admin: string;

const rule = (field: string, operator: string, value: unknown) => ({ field, operator, value });
const body = (condition_tree: unknown, extra: Record<string, unknown> = {}) => ({
  name: 'Tree policy',
  stages: ['build'],
  level: 'warning',
  condition_tree,
  ...extra,
});
const post = async (payload: unknown, headers: Record<string, string> = {}) => {
  const res = await s.call(admin, 'POST', '/api/policies/', payload, headers);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const count = async () => (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM policies'))[0]!.n;
const nested = (depth: number): unknown =>
  depth === 1 ? rule('relation', 'eq', 'direct') : { combinator: 'and', rules: [nested(depth - 1)] };

beforeAll(async () => {
  s = await startTestService();
  admin = await s.tokenFor('administrator');
});
afterAll(() => s.close());

describe('a condition_tree that cannot be saved: 400 at the rule, nothing stored', () => {
  it.each([
    [
      'a value that does not parse as its type, two groups down',
      {
        combinator: 'and',
        rules: [rule('relation', 'eq', 'direct'), { combinator: 'or', rules: [rule('cvss3_score', 'gte', 'high')] }],
      },
      { rules: { '1': { rules: { '0': { value: ['"high" is not a number.'] } } } } },
    ],
    [
      'a field outside the catalog',
      { combinator: 'and', rules: [rule('moon_phase', 'eq', 'full')] },
      { rules: { '0': { field: ['Unknown condition "moon_phase".'] } } },
    ],
    [
      'an operator its value type does not have',
      { combinator: 'or', rules: [rule('purl', 'eq', 'x'), rule('cvss3_score', 'regex', '^9')] },
      { rules: { '1': { operator: ['Must be one of: gte, lte, eq.'] } } },
    ],
    [
      'a list operator on a string',
      { combinator: 'or', rules: [rule('license', 'in', 'MIT,ISC')] },
      { rules: { '0': { operator: ['Must be one of: eq, neq, contains, icontains, regex.'] } } },
    ],
    [
      'a regex that does not compile',
      { combinator: 'and', rules: [rule('purl', 'regex', '^pkg:(npm')] },
      { rules: { '0': { value: ['Not a valid regular expression (Unterminated group).'] } } },
    ],
    [
      'a regex with nested repetition',
      { combinator: 'and', rules: [{ combinator: 'or', rules: [rule('dependency_name', 'regex', '^(a+)+$')] }] },
      {
        rules: {
          '0': {
            rules: {
              '0': { value: ['Nested repetition such as (a+)+ can take exponential time: simplify the pattern.'] },
            },
          },
        },
      },
    ],
    [
      'a regex whose alternatives overlap under a repetition',
      { combinator: 'and', rules: [rule('cwe', 'regex', '^(\\w|\\d)+$')] },
      { rules: { '0': { value: ['The pattern takes too long to match: simplify it.'] } } },
    ],
    [
      'a list with a hole, a boolean that is not, a severity that is not',
      {
        combinator: 'and',
        rules: [
          rule('cwe_list', 'not_in', 'CWE-79,,CWE-89'),
          rule('vulnerability_has_exploit', 'eq', 'yes'),
          rule('cvss3_severity', 'lte', 'severe'),
        ],
      },
      {
        rules: {
          '0': { value: ['A comma-separated list with no empty items.'] },
          '1': { value: ['Must be "true" or "false".'] },
          '2': { value: ['Must be one of: low, medium, high, critical.'] },
        },
      },
    ],
    [
      'a rule missing its parts, and one whose value is not a string',
      { combinator: 'and', rules: [{}, rule('cvss3_score', 'gte', 7)] },
      {
        rules: {
          '0': {
            field: ['This field is required.'],
            operator: ['This field is required.'],
            value: ['This field is required.'],
          },
          '1': { value: ['Must be a string.'] },
        },
      },
    ],
    [
      'an empty value and one too long',
      { combinator: 'and', rules: [rule('purl', 'contains', ''), rule('purl', 'eq', 'x'.repeat(1001))] },
      { rules: { '0': { value: ['Enter a value.'] }, '1': { value: ['At most 1000 characters.'] } } },
    ],
    [
      'a group without rules and one with a bad combinator',
      {
        combinator: 'and',
        rules: [
          { combinator: 'or', rules: [] },
          { combinator: 'xor', rules: [rule('relation', 'eq', 'direct')] },
        ],
      },
      { rules: { '0': { rules: ['Add at least one rule.'] }, '1': { combinator: ['Must be "and" or "or".'] } } },
    ],
    [
      'an item that is neither a rule nor a group',
      { combinator: 'and', rules: ['cvss3_score >= 7'] },
      {
        rules: {
          '0': {
            non_field_errors: ['Must be a rule {"field", "operator", "value"} or a group {"combinator", "rules"}.'],
          },
        },
      },
    ],
    [
      'a tree that is not a group',
      ['cvss3_score'],
      { non_field_errors: ['Must be a group: {"combinator", "rules"}.'] },
    ],
    ['rules that are not a list', { combinator: 'or', rules: {} }, { rules: ['Must be a list of rules and groups.'] }],
    [
      'groups nested six deep',
      nested(7),
      {
        rules: {
          '0': {
            rules: {
              '0': {
                rules: {
                  '0': {
                    rules: { '0': { rules: { '0': { non_field_errors: ['Groups nest at most 5 levels deep.'] } } } },
                  },
                },
              },
            },
          },
        },
      },
    ],
    [
      'more than 100 rules',
      { combinator: 'or', rules: Array.from({ length: 101 }, (_, i) => rule('dependency_name', 'eq', `pkg-${i}`)) },
      { non_field_errors: ['At most 100 rules.'] },
    ],
  ])('%s', async (_name, tree, errors) => {
    const before = await count();
    const answer = await post(body(tree));
    expect(answer).toEqual({ status: 400, body: { condition_tree: errors } });
    expect(await count()).toBe(before);
  });

  it('takes groups five deep and exactly 100 rules', async () => {
    expect((await post(body(nested(6)))).status).toBe(201);
    const hundred = {
      combinator: 'or',
      rules: Array.from({ length: 100 }, (_, i) => rule('dependency_name', 'eq', `pkg-${i}`)),
    };
    // Another name: policy names are unique (CONTRACT §13).
    expect((await post(body(hundred, { name: 'Tree policy, 100 rules' }))).status).toBe(201);
  });

  it('conditions and condition_tree together, or neither: 400', async () => {
    const tree = { combinator: 'and', rules: [rule('relation', 'eq', 'direct')] };
    const both = ['Give either conditions (with conditions_connector) or condition_tree, not both.'];
    expect(await post(body(tree, { conditions: { relation: 'direct' } }))).toEqual({
      status: 400,
      body: { non_field_errors: both },
    });
    expect(await post(body(tree, { conditions_connector: 'or' }))).toEqual({
      status: 400,
      body: { non_field_errors: both },
    });
    expect(await post({ name: 'Nothing', stages: ['build'], level: 'info' })).toEqual({
      status: 400,
      body: { conditions: ['This field is required.'] },
    });
  });

  it.each([0, 366, 1.5, '7', true])('block_delay_days %j: 400', async (days) => {
    expect(
      await post(body({ combinator: 'and', rules: [rule('relation', 'eq', 'direct')] }, { block_delay_days: days })),
    ).toEqual({
      status: 400,
      body: { block_delay_days: ['A whole number of days from 1 to 365, or null.'] },
    });
  });

  it('answers in Russian for Accept-Language: ru, at the same paths', async () => {
    const tree = {
      combinator: 'and',
      rules: [{ combinator: 'or', rules: [rule('purl', 'regex', '(a*)*'), rule('cvss3_score', 'lte', 'x')] }],
    };
    expect(await post(body(tree), { 'Accept-Language': 'ru' })).toEqual({
      status: 400,
      body: {
        condition_tree: {
          rules: {
            '0': {
              rules: {
                '0': {
                  value: [
                    'Вложенные повторения вида (a+)+ могут выполняться экспоненциально долго: упростите выражение.',
                  ],
                },
                '1': { value: ['«x» — не число.'] },
              },
            },
          },
        },
      },
    });
    expect(await post(body(nested(7)), { 'Accept-Language': 'ru' })).toMatchObject({
      body: {
        condition_tree: {
          rules: {
            '0': {
              rules: {
                '0': {
                  rules: {
                    '0': {
                      rules: {
                        '0': {
                          rules: {
                            '0': { non_field_errors: ['Группы могут быть вложены не более чем на 5 уровней.'] },
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    });
  });
});
