import type { MessageDescriptor } from '@lingui/core';
import { conditionByKey, type ConditionDefinition, type ConditionGroup } from '../../../contract/conditions';
import { i18n, msg } from '../../lib/i18n';

/**
 * The condition catalog's words in the console's language. The contract keeps the API's English
 * (the server answers `GET /api/policies/conditions/` with it); a test holds the English here to it.
 */
export const CONDITION_TEXT: Record<string, { label: MessageDescriptor; help: MessageDescriptor }> = {
  purl: { label: msg('policies.condition.purl'), help: msg('policies.conditionHelp.purl') },
  purl_list: { label: msg('policies.condition.purl_list'), help: msg('policies.conditionHelp.purl_list') },
  dependency_name: {
    label: msg('policies.condition.dependency_name'),
    help: msg('policies.conditionHelp.dependency_name'),
  },
  dependency_name_list: {
    label: msg('policies.condition.dependency_name_list'),
    help: msg('policies.conditionHelp.dependency_name_list'),
  },
  dependency_version: {
    label: msg('policies.condition.dependency_version'),
    help: msg('policies.conditionHelp.dependency_version'),
  },
  dependency_age_days: {
    label: msg('policies.condition.dependency_age_days'),
    help: msg('policies.conditionHelp.dependency_age_days'),
  },
  dependency_vulnerability_count: {
    label: msg('policies.condition.dependency_vulnerability_count'),
    help: msg('policies.conditionHelp.dependency_vulnerability_count'),
  },
  dependency_is_dangerous: {
    label: msg('policies.condition.dependency_is_dangerous'),
    help: msg('policies.conditionHelp.dependency_is_dangerous'),
  },
  technology: { label: msg('policies.condition.technology'), help: msg('policies.conditionHelp.technology') },
  technology_list: {
    label: msg('policies.condition.technology_list'),
    help: msg('policies.conditionHelp.technology_list'),
  },
  relation: { label: msg('policies.condition.relation'), help: msg('policies.conditionHelp.relation') },
  license: { label: msg('policies.condition.license'), help: msg('policies.conditionHelp.license') },
  license_list: { label: msg('policies.condition.license_list'), help: msg('policies.conditionHelp.license_list') },
  license_category: {
    label: msg('policies.condition.license_category'),
    help: msg('policies.conditionHelp.license_category'),
  },
  license_category_list: {
    label: msg('policies.condition.license_category_list'),
    help: msg('policies.conditionHelp.license_category_list'),
  },
  vulnerability_id: {
    label: msg('policies.condition.vulnerability_id'),
    help: msg('policies.conditionHelp.vulnerability_id'),
  },
  vulnerability_id_list: {
    label: msg('policies.condition.vulnerability_id_list'),
    help: msg('policies.conditionHelp.vulnerability_id_list'),
  },
  vulnerability_has_fixed_version: {
    label: msg('policies.condition.vulnerability_has_fixed_version'),
    help: msg('policies.conditionHelp.vulnerability_has_fixed_version'),
  },
  vulnerability_has_exploit: {
    label: msg('policies.condition.vulnerability_has_exploit'),
    help: msg('policies.conditionHelp.vulnerability_has_exploit'),
  },
  vulnerability_age_days: {
    label: msg('policies.condition.vulnerability_age_days'),
    help: msg('policies.conditionHelp.vulnerability_age_days'),
  },
  cwe: { label: msg('policies.condition.cwe'), help: msg('policies.conditionHelp.cwe') },
  cwe_list: { label: msg('policies.condition.cwe_list'), help: msg('policies.conditionHelp.cwe_list') },
  cvss3_score: { label: msg('policies.condition.cvss3_score'), help: msg('policies.conditionHelp.cvss3_score') },
  cvss3_severity: {
    label: msg('policies.condition.cvss3_severity'),
    help: msg('policies.conditionHelp.cvss3_severity'),
  },
  cvss2_score: { label: msg('policies.condition.cvss2_score'), help: msg('policies.conditionHelp.cvss2_score') },
};

type Described = Pick<ConditionDefinition, 'key' | 'label' | 'help'>;

/** A condition's label as shown; a key the console has no words for keeps the catalog's own (or the key). */
export function conditionLabel(condition: Described | string): string {
  const key = typeof condition === 'string' ? condition : condition.key;
  const text = CONDITION_TEXT[key];
  if (text) return i18n._(text.label);
  return typeof condition === 'string' ? (conditionByKey(key)?.label ?? key) : condition.label;
}

export function conditionHelp(condition: Described | string): string {
  const key = typeof condition === 'string' ? condition : condition.key;
  const text = CONDITION_TEXT[key];
  if (text) return i18n._(text.help);
  return typeof condition === 'string' ? (conditionByKey(key)?.help ?? '') : condition.help;
}

export const GROUP_LABELS: Record<ConditionGroup, MessageDescriptor> = {
  dependency: msg('policies.group.dependency'),
  license: msg('policies.group.license'),
  vulnerability: msg('policies.group.vulnerability'),
  cvss: msg('policies.group.cvss'),
  other: msg('policies.group.other'),
};
