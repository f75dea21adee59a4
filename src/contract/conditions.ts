import { SEVERITIES } from './catalog';

export const CONDITION_VALUE_TYPES = ['string', 'number', 'boolean', 'date', 'list', 'severity'] as const;
export type ConditionValueType = (typeof CONDITION_VALUE_TYPES)[number];
export const CONDITION_GROUPS = ['dependency', 'license', 'vulnerability', 'cvss', 'other'] as const;
export type ConditionGroup = (typeof CONDITION_GROUPS)[number];

export type ConditionDefinition = {
  key: string;
  label: string;
  value_type: ConditionValueType;
  help: string;
  /** Where the console lists it; not part of the API record. */
  group: ConditionGroup;
};

/** CONTRACT §5: the condition catalog. Numbers and severities match "at least" (≥). */
export const CONDITIONS: ConditionDefinition[] = [
  {
    key: 'purl',
    label: 'Package URL',
    value_type: 'string',
    group: 'dependency',
    help: 'The dependency has exactly this purl, e.g. pkg:npm/lodash@4.17.15.',
  },
  {
    key: 'purl_list',
    label: 'Package URL is one of',
    value_type: 'list',
    group: 'dependency',
    help: 'Comma-separated purls.',
  },
  {
    key: 'dependency_name',
    label: 'Dependency name',
    value_type: 'string',
    group: 'dependency',
    help: 'The dependency has this name, any version.',
  },
  {
    key: 'dependency_name_list',
    label: 'Dependency name is one of',
    value_type: 'list',
    group: 'dependency',
    help: 'Comma-separated names.',
  },
  {
    key: 'dependency_version',
    label: 'Dependency version',
    value_type: 'string',
    group: 'dependency',
    help: 'The dependency has exactly this version.',
  },
  {
    key: 'dependency_age_days',
    label: 'Dependency age (days) at least',
    value_type: 'number',
    group: 'dependency',
    help: 'The version was released at least this many days ago.',
  },
  {
    key: 'dependency_vulnerability_count',
    label: 'Vulnerabilities at least',
    value_type: 'number',
    group: 'dependency',
    help: 'The dependency has at least this many known vulnerabilities.',
  },
  {
    key: 'dependency_is_dangerous',
    label: 'Dependency is dangerous',
    value_type: 'boolean',
    group: 'dependency',
    help: 'The version is known to be malicious or hijacked.',
  },
  {
    key: 'technology',
    label: 'Technology',
    value_type: 'string',
    group: 'dependency',
    help: 'Ecosystem: npm, pypi, maven, go, nuget, deb.',
  },
  {
    key: 'technology_list',
    label: 'Technology is one of',
    value_type: 'list',
    group: 'dependency',
    help: 'Comma-separated ecosystems.',
  },
  { key: 'relation', label: 'Relation', value_type: 'string', group: 'dependency', help: 'direct or transitive.' },
  {
    key: 'license',
    label: 'License',
    value_type: 'string',
    group: 'license',
    help: 'The dependency is under this SPDX license, e.g. GPL-3.0-only.',
  },
  {
    key: 'license_list',
    label: 'License is one of',
    value_type: 'list',
    group: 'license',
    help: 'Comma-separated SPDX ids.',
  },
  {
    key: 'license_category',
    label: 'License category',
    value_type: 'string',
    group: 'license',
    help: 'permissive, weak_copyleft, strong_copyleft, network_copyleft, public_domain, proprietary or unknown.',
  },
  {
    key: 'license_category_list',
    label: 'License category is one of',
    value_type: 'list',
    group: 'license',
    help: 'Comma-separated categories.',
  },
  {
    key: 'vulnerability_id',
    label: 'Vulnerability',
    value_type: 'string',
    group: 'vulnerability',
    help: 'A CVE or GHSA id, e.g. CVE-2021-44228.',
  },
  {
    key: 'vulnerability_id_list',
    label: 'Vulnerability is one of',
    value_type: 'list',
    group: 'vulnerability',
    help: 'Comma-separated CVE/GHSA ids.',
  },
  {
    key: 'vulnerability_has_fixed_version',
    label: 'Vulnerability has a fix',
    value_type: 'boolean',
    group: 'vulnerability',
    help: 'A fixed version exists.',
  },
  {
    key: 'vulnerability_has_exploit',
    label: 'Vulnerability has an exploit',
    value_type: 'boolean',
    group: 'vulnerability',
    help: 'A public exploit is known.',
  },
  {
    key: 'vulnerability_age_days',
    label: 'Vulnerability age (days) at least',
    value_type: 'number',
    group: 'vulnerability',
    help: 'Published at least this many days ago.',
  },
  { key: 'cwe', label: 'CWE', value_type: 'string', group: 'vulnerability', help: 'A weakness id, e.g. CWE-79.' },
  {
    key: 'cwe_list',
    label: 'CWE is one of',
    value_type: 'list',
    group: 'vulnerability',
    help: 'Comma-separated CWE ids.',
  },
  {
    key: 'cvss3_score',
    label: 'CVSS 3 score at least',
    value_type: 'number',
    group: 'cvss',
    help: 'From 0.0 to 10.0.',
  },
  {
    key: 'cvss3_severity',
    label: 'CVSS 3 severity at least',
    value_type: 'severity',
    group: 'cvss',
    help: 'low < medium < high < critical.',
  },
  {
    key: 'cvss2_score',
    label: 'CVSS 2 score at least',
    value_type: 'number',
    group: 'cvss',
    help: 'From 0.0 to 10.0.',
  },
];

export const conditionByKey = (key: string) => CONDITIONS.find((c) => c.key === key);

/** Why a condition value does not parse as its type, or undefined when it does. */
export function conditionValueError(key: string, value: string): string | undefined {
  const definition = conditionByKey(key);
  if (!definition) return `Unknown condition "${key}".`;
  const text = value.trim();
  if (text === '') return 'Enter a value.';
  switch (definition.value_type) {
    case 'number': {
      if (!/^\d+(\.\d+)?$/.test(text)) return `"${value}" is not a number.`;
      if (key.startsWith('cvss') && Number(text) > 10) return 'A CVSS score is at most 10.';
      return undefined;
    }
    case 'boolean':
      return text === 'true' || text === 'false' ? undefined : 'Must be "true" or "false".';
    case 'severity':
      return (SEVERITIES as readonly string[]).includes(text) ? undefined : `Must be one of: ${SEVERITIES.join(', ')}.`;
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text))
        ? undefined
        : 'Must be a date like 2026-01-31.';
    case 'list':
      return text.split(',').every((item) => item.trim() !== '')
        ? undefined
        : 'A comma-separated list with no empty items.';
    default:
      if (key === 'relation' && text !== 'direct' && text !== 'transitive') return 'Must be "direct" or "transitive".';
      return undefined;
  }
}
