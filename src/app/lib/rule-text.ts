import type { MessageDescriptor } from '@lingui/core';
import type { ConditionRule } from '../../contract/condition-tree';
import { conditionByKey } from '../../contract/conditions';
import type { LicenseCategory } from '../../contract/licenses';
import { yesNo } from './format';
import { i18n, msg } from './i18n';
import { LICENSE_CATEGORY_LABELS } from './license-category-labels';
import { fieldLabel, operatorLabel } from './rule-labels';
import { SEVERITY_LABELS } from './severity-labels';

/**
 * A policy rule as people read it (the policy pages, the rule builder, an alert's matched rules):
 * "CVSS 3 score is at least 7.0", "License is one of MIT, ISC", in the console's language.
 */

/** The values of the `relation` condition (conditionValueError accepts these two). */
export const RELATIONS = ['direct', 'transitive'] as const;
export const RELATION_LABELS: Record<(typeof RELATIONS)[number], MessageDescriptor> = {
  direct: msg('lib.rule.relation.direct'),
  transitive: msg('lib.rule.relation.transitive'),
};

/** "a, b" ↔ ["a", "b"]: list conditions are comma-separated strings in the API. */
export const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const isCategoryField = (key: string) => key === 'license_category' || key === 'license_category_list';
const categoryText = (value: string) => LICENSE_CATEGORY_LABELS[value as LicenseCategory] ?? value;

/**
 * A stored value as a person reads it: Yes/No, a list with spaces, a severity, relation or license
 * category by its label.
 */
export function conditionValueText(key: string, value: string): string {
  switch (conditionByKey(key)?.value_type) {
    case 'boolean':
      return value === 'true' || value === 'false' ? yesNo(value === 'true') : value;
    case 'list':
      return splitList(value)
        .map((item) => (isCategoryField(key) ? categoryText(item) : item))
        .join(', ');
    case 'severity':
      return SEVERITY_LABELS[value as keyof typeof SEVERITY_LABELS] ?? value;
    default: {
      if (isCategoryField(key)) return categoryText(value);
      const label = key === 'relation' ? RELATION_LABELS[value as keyof typeof RELATION_LABELS] : undefined;
      return label ? i18n._(label) : value;
    }
  }
}

/** A rule's value as read: a word for a choice (Yes, High, Direct, Permissive), a list with spaces, free text in quotes. */
function ruleValueText({ field, operator, value }: ConditionRule): string {
  const type = conditionByKey(field)?.value_type;
  const isChoice = (field === 'relation' || isCategoryField(field)) && (operator === 'eq' || operator === 'neq');
  if (type === 'string' && !isChoice) return i18n._('lib.rule.quoted', { value });
  return conditionValueText(field, value);
}

/** "CVSS 3 score is at least 7.0", "Package URL matches the regex “^pkg:npm/”". */
export function ruleText(rule: ConditionRule): string {
  return i18n._('lib.rule.text', {
    field: fieldLabel(rule.field),
    operator: operatorLabel(rule.operator, conditionByKey(rule.field)?.value_type),
    value: ruleValueText(rule),
  });
}
