import type { ConditionGroup, ConditionRule } from '../../../contract/condition-tree';
import { conditionByKey } from '../../../contract/conditions';
import { i18n } from '../../lib/i18n';
import { conditionValueText } from './condition-text';
import { fieldLabel, operatorLabel } from './rule-labels';

/** A rule's value as read: a word for a choice (Yes, High, Direct), a list with spaces, free text in quotes. */
function ruleValueText({ field, operator, value }: ConditionRule): string {
  const type = conditionByKey(field)?.value_type;
  const isChoice = field === 'relation' && (operator === 'eq' || operator === 'neq');
  if (type === 'string' && !isChoice) return i18n._('policies.rule.quoted', { value });
  return conditionValueText(field, value);
}

/** "CVSS 3 score is at least 7.0", "Package URL matches the regex “^pkg:npm/”". */
export function ruleText(rule: ConditionRule): string {
  return i18n._('policies.rule.text', {
    field: fieldLabel(rule.field),
    operator: operatorLabel(rule.operator, conditionByKey(rule.field)?.value_type),
    value: ruleValueText(rule),
  });
}

/**
 * The whole tree on one line, nested groups in parentheses:
 * `(Exploit known is Yes AND Fixed version exists is Yes) OR (Relation is Direct AND …)`.
 */
export function treeSummary(group: ConditionGroup): string {
  const joiner = group.combinator === 'or' ? i18n._('policies.tree.orJoin') : i18n._('policies.tree.andJoin');
  return group.rules.map((node) => ('rules' in node ? `(${treeSummary(node)})` : ruleText(node))).join(` ${joiner} `);
}
