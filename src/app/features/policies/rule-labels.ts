import type { MessageDescriptor } from '@lingui/core';
import type { Operator } from '../../../contract/condition-tree';
import { conditionByKey, type ConditionValueType } from '../../../contract/conditions';
import { i18n, msg } from '../../lib/i18n';
import { propertyOf } from './rule-properties';

/**
 * A field's name in the rule builder. The catalog's labels carry the comparison a flat condition
 * implies ("CVSS 3 score at least"); in a rule the operator says it, so the field is only named.
 */
const FIELD_TEXT: Record<string, MessageDescriptor> = {
  purl: msg('policies.field.purl'),
  dependency_name: msg('policies.field.dependency_name'),
  dependency_version: msg('policies.field.dependency_version'),
  dependency_age_days: msg('policies.field.dependency_age_days'),
  dependency_vulnerability_count: msg('policies.field.dependency_vulnerability_count'),
  dependency_is_dangerous: msg('policies.field.dependency_is_dangerous'),
  technology: msg('policies.field.technology'),
  relation: msg('policies.field.relation'),
  license: msg('policies.field.license'),
  license_category: msg('policies.field.license_category'),
  vulnerability_id: msg('policies.field.vulnerability_id'),
  vulnerability_has_fixed_version: msg('policies.field.vulnerability_has_fixed_version'),
  vulnerability_has_exploit: msg('policies.field.vulnerability_has_exploit'),
  vulnerability_age_days: msg('policies.field.vulnerability_age_days'),
  cwe: msg('policies.field.cwe'),
  cvss3_score: msg('policies.field.cvss3_score'),
  cvss3_severity: msg('policies.field.cvss3_severity'),
  cvss2_score: msg('policies.field.cvss2_score'),
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
  eq: msg('policies.operator.eq'),
  neq: msg('policies.operator.neq'),
  contains: msg('policies.operator.contains'),
  icontains: msg('policies.operator.icontains'),
  regex: msg('policies.operator.regex'),
  in: msg('policies.operator.in'),
  not_in: msg('policies.operator.not_in'),
  gte: msg('policies.operator.gte'),
  lte: msg('policies.operator.lte'),
};
const DATE_OPERATOR_TEXT: Partial<Record<Operator, MessageDescriptor>> = {
  eq: msg('policies.operator.date.eq'),
  gte: msg('policies.operator.date.gte'),
  lte: msg('policies.operator.date.lte'),
};

export function operatorLabel(operator: Operator, type: ConditionValueType | undefined): string {
  const text = (type === 'date' ? DATE_OPERATOR_TEXT[operator] : undefined) ?? OPERATOR_TEXT[operator];
  return i18n._(text);
}
