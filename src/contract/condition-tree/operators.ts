import { type ConditionValueType, conditionByKey } from '../conditions';

/** CONTRACT §12: the comparison a rule makes between a dependency's value and the rule's. */
export const OPERATORS = ['eq', 'neq', 'contains', 'icontains', 'regex', 'in', 'not_in', 'gte', 'lte'] as const;
export type Operator = (typeof OPERATORS)[number];

const ORDERED = ['gte', 'lte', 'eq'] as const satisfies readonly Operator[];

/** CONTRACT §12: the operators each value type allows. */
export const OPERATORS_BY_TYPE: Record<ConditionValueType, readonly Operator[]> = {
  string: ['eq', 'neq', 'contains', 'icontains', 'regex'],
  list: ['in', 'not_in'],
  number: ORDERED,
  severity: ORDERED,
  date: ORDERED,
  boolean: ['eq'],
};

/**
 * What a flat condition (`{"cvss3_score": "7.0"}`) has always meant, as an operator: numbers and
 * severities "at least", lists "one of", strings and booleans "is".
 */
export const DEFAULT_OPERATOR: Record<ConditionValueType, Operator> = {
  string: 'eq',
  list: 'in',
  number: 'gte',
  severity: 'gte',
  date: 'gte',
  boolean: 'eq',
};

/** The operators of a catalog key; none for a key outside the catalog. */
export function operatorsFor(key: string): readonly Operator[] {
  const definition = conditionByKey(key);
  return definition ? OPERATORS_BY_TYPE[definition.value_type] : [];
}

export function defaultOperatorFor(key: string): Operator | undefined {
  const definition = conditionByKey(key);
  return definition ? DEFAULT_OPERATOR[definition.value_type] : undefined;
}
