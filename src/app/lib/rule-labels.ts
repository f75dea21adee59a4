import type { MessageDescriptor } from '@lingui/core';
import type { Operator } from '../../contract/condition-tree';
import { conditionByKey, type ConditionValueType } from '../../contract/conditions';
import { i18n, msg } from './i18n';
import { propertyOf } from './rule-properties';

/**
 * A field's name in the rule builder. The catalog's labels carry the comparison a flat condition
 * implies ("CVSS 3 score at least"); in a rule the operator says it, so the field is only named.
 */
const FIELD_TEXT: Record<string, MessageDescriptor> = {
  purl: msg('lib.rule.field.purl'),
  dependency_name: msg('lib.rule.field.dependency_name'),
  dependency_version: msg('lib.rule.field.dependency_version'),
  dependency_age_days: msg('lib.rule.field.dependency_age_days'),
  dependency_vulnerability_count: msg('lib.rule.field.dependency_vulnerability_count'),
  dependency_is_dangerous: msg('lib.rule.field.dependency_is_dangerous'),
  technology: msg('lib.rule.field.technology'),
  relation: msg('lib.rule.field.relation'),
  license: msg('lib.rule.field.license'),
  license_category: msg('lib.rule.field.license_category'),
  vulnerability_id: msg('lib.rule.field.vulnerability_id'),
  vulnerability_has_fixed_version: msg('lib.rule.field.vulnerability_has_fixed_version'),
  vulnerability_has_exploit: msg('lib.rule.field.vulnerability_has_exploit'),
  vulnerability_age_days: msg('lib.rule.field.vulnerability_age_days'),
  cwe: msg('lib.rule.field.cwe'),
  cvss3_score: msg('lib.rule.field.cvss3_score'),
  cvss3_severity: msg('lib.rule.field.cvss3_severity'),
  cvss2_score: msg('lib.rule.field.cvss2_score'),
};

/**
 * The field's name in the console's language: a list key (`license_list`) is named as its property
 * ("License", rule-properties.ts), its operator says "is one of". A key the console has no words for
 * keeps the catalog's label.
 */
export function fieldLabel(key: string): string {
  const text = FIELD_TEXT[propertyOf(key)];
  return text ? i18n._(text) : (conditionByKey(key)?.label ?? key);
}

/** Operator words, per value type where the same operator reads differently ("at least" a score, "on or after" a date). */
const OPERATOR_TEXT: Record<Operator, MessageDescriptor> = {
  eq: msg('lib.rule.operator.eq'),
  neq: msg('lib.rule.operator.neq'),
  contains: msg('lib.rule.operator.contains'),
  icontains: msg('lib.rule.operator.icontains'),
  regex: msg('lib.rule.operator.regex'),
  in: msg('lib.rule.operator.in'),
  not_in: msg('lib.rule.operator.not_in'),
  gte: msg('lib.rule.operator.gte'),
  lte: msg('lib.rule.operator.lte'),
};
const DATE_OPERATOR_TEXT: Partial<Record<Operator, MessageDescriptor>> = {
  eq: msg('lib.rule.operator.date.eq'),
  gte: msg('lib.rule.operator.date.gte'),
  lte: msg('lib.rule.operator.date.lte'),
};

export function operatorLabel(operator: Operator, type: ConditionValueType | undefined): string {
  const text = (type === 'date' ? DATE_OPERATOR_TEXT[operator] : undefined) ?? OPERATOR_TEXT[operator];
  return i18n._(text);
}
