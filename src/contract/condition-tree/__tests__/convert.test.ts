import { describe, expect, it } from 'vitest';
import { CONDITIONS } from '../../conditions';
import { flatToTree, isFlatTree, treeToFlat } from '../convert';
import { DEFAULT_OPERATOR, OPERATORS_BY_TYPE, operatorsFor } from '../operators';
import type { ConditionNode } from '../schema';
import { conditionTreeIssues } from '../validate';

describe('flat conditions and trees', () => {
  it('a flat form becomes a one-level tree of default operators, and reads back the same', () => {
    const conditions = { cvss3_score: '7.0', license_list: 'MIT,ISC', relation: 'direct', cvss3_severity: 'high' };
    const tree = flatToTree(conditions, 'or');
    expect(tree).toEqual({
      combinator: 'or',
      rules: [
        { field: 'cvss3_score', operator: 'gte', value: '7.0' },
        { field: 'license_list', operator: 'in', value: 'MIT,ISC' },
        { field: 'relation', operator: 'eq', value: 'direct' },
        { field: 'cvss3_severity', operator: 'gte', value: 'high' },
      ],
    });
    expect(treeToFlat(tree)).toEqual({ conditions, conditions_connector: 'or' });
    expect(conditionTreeIssues(tree)).toEqual([]);
  });

  it('every catalog key converts both ways with its default operator', () => {
    for (const { key, value_type } of CONDITIONS) {
      const tree = flatToTree({ [key]: 'x' }, 'and');
      expect(tree.rules[0]).toEqual({ field: key, operator: DEFAULT_OPERATOR[value_type], value: 'x' });
      expect(operatorsFor(key)).toEqual(OPERATORS_BY_TYPE[value_type]);
      expect(operatorsFor(key)).toContain(DEFAULT_OPERATOR[value_type]);
      expect(treeToFlat(tree).conditions).toEqual({ [key]: 'x' });
    }
  });

  it.each([
    ['an operator other than the default', [{ field: 'cvss3_score', operator: 'lte', value: '7.0' }]],
    [
      'a key twice',
      [
        { field: 'cvss3_score', operator: 'gte', value: '7.0' },
        { field: 'cvss3_score', operator: 'gte', value: '9.0' },
      ],
    ],
    [
      'a nested group',
      [
        { field: 'relation', operator: 'eq', value: 'direct' },
        { combinator: 'or', rules: [{ field: 'cwe', operator: 'eq', value: 'CWE-79' }] },
      ],
    ],
  ] as [string, ConditionNode[]][])(
    'a tree with %s has no flat form: conditions {} and the top combinator',
    (_name, rules) => {
      const tree = { combinator: 'or' as const, rules };
      expect(isFlatTree(tree)).toBe(false);
      expect(treeToFlat(tree)).toEqual({ conditions: {}, conditions_connector: 'or' });
    },
  );
});
