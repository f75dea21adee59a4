import { describe, expect, it } from 'vitest';
import { evaluate } from '../evaluate';
import { DJANGO, NOW } from './components-fixture';

const and = (conditions: Record<string, string>) =>
  evaluate({ conditions, conditions_connector: 'and' }, DJANGO, NOW)?.criteria;
const or = (conditions: Record<string, string>) =>
  evaluate({ conditions, conditions_connector: 'or' }, DJANGO, NOW)?.criteria;

describe('policy evaluation, one condition type at a time', () => {
  it.each([
    [{ purl: 'pkg:pypi/django@4.2.2' }, ['django@4.2.2 is pkg:pypi/django@4.2.2']],
    [{ purl_list: 'pkg:npm/x@1, pkg:pypi/django@4.2.2' }, ['django@4.2.2 is pkg:pypi/django@4.2.2']],
    [{ dependency_name: 'Django' }, ['django@4.2.2 is named django']],
    [{ dependency_name_list: 'flask,django' }, ['django@4.2.2 is named django']],
    [{ dependency_version: '4.2.2' }, ['django@4.2.2 has version 4.2.2']],
    [{ dependency_age_days: '365' }, ['django@4.2.2 was released 1270 days ago >= 365']],
    [{ dependency_vulnerability_count: '2' }, ['django@4.2.2 has 2 vulnerabilities >= 2']],
    [{ dependency_is_dangerous: 'false' }, ['django@4.2.2 is not known to be dangerous']],
    [{ technology: 'pypi' }, ['django@4.2.2 is a pypi package']],
    [{ technology_list: 'npm, pypi' }, ['django@4.2.2 is a pypi package']],
    [{ relation: 'direct' }, ['django@4.2.2 is a direct dependency']],
    [{ license: 'BSD-3-Clause' }, ['django@4.2.2 is licensed BSD-3-Clause']],
    [{ license_list: 'MIT,BSD-3-Clause' }, ['django@4.2.2 is licensed BSD-3-Clause']],
    [{ license_category: 'permissive' }, ['django@4.2.2 is licensed BSD-3-Clause (permissive)']],
    [{ license_category_list: 'strong_copyleft,permissive' }, ['django@4.2.2 is licensed BSD-3-Clause (permissive)']],
    [{ vulnerability_id: 'CVE-2024-38875' }, ['django@4.2.2 has CVE-2024-38875']],
    [{ vulnerability_id_list: 'CVE-2000-1,CVE-2023-36053' }, ['django@4.2.2 has CVE-2023-36053']],
    [{ vulnerability_has_fixed_version: 'false' }, ['django@4.2.2 has CVE-2023-36053, no fixed version']],
    [{ vulnerability_has_exploit: 'true' }, ['django@4.2.2 has CVE-2023-36053, a known exploit']],
    [{ vulnerability_age_days: '800' }, ['django@4.2.2 has CVE-2024-38875, published 865 days ago >= 800']],
    [{ cwe: 'CWE-1333' }, ['django@4.2.2 has CVE-2023-36053, CWE-1333']],
    [{ cwe_list: 'CWE-79,CWE-400' }, ['django@4.2.2 has CVE-2024-38875, CWE-400']],
    [{ cvss3_score: '9.0' }, ['django@4.2.2 has CVE-2023-36053, CVSS3 Score 9.1 >= 9.0']],
    [{ cvss3_severity: 'critical' }, ['django@4.2.2 has CVE-2023-36053, CVSS3 Severity critical >= critical']],
    [{ cvss2_score: '5' }, ['django@4.2.2 has CVE-2024-38875, CVSS2 Score 5.0 >= 5.0']],
  ] as [Record<string, string>, string[]][])('%j matches with %j', (conditions, criteria) => {
    expect(and(conditions)).toEqual(criteria);
  });

  it.each([
    { purl: 'pkg:pypi/django@4.2.3' },
    { dependency_age_days: '5000' },
    { dependency_is_dangerous: 'true' },
    { relation: 'transitive' },
    { license_category: 'strong_copyleft' },
    { vulnerability_id: 'CVE-2021-44228' },
    { cvss3_score: '9.5' },
    { cvss2_score: '9' },
  ] as Record<string, string>[])('%j does not match', (conditions) => {
    expect(and(conditions)).toBeUndefined();
  });

  it('"and" needs every condition, vulnerability conditions met by one vulnerability together', () => {
    expect(and({ technology: 'pypi', cvss3_score: '7.0', vulnerability_has_fixed_version: 'true' })).toEqual([
      'django@4.2.2 is a pypi package',
      'django@4.2.2 has CVE-2024-38875, CVSS3 Score 7.5 >= 7.0, fixed in 4.2.14',
    ]);
    // The critical one has no fix and the fixed one is not critical: no single vulnerability meets both.
    expect(and({ cvss3_severity: 'critical', vulnerability_has_fixed_version: 'true' })).toBeUndefined();
    expect(and({ technology: 'npm', cvss3_score: '7.0' })).toBeUndefined();
  });

  it('"or" needs any condition and lists every one met', () => {
    expect(or({ technology: 'npm', cvss3_score: '9.0', vulnerability_has_exploit: 'true' })).toEqual([
      'django@4.2.2 has CVE-2023-36053, CVSS3 Score 9.1 >= 9.0',
      'django@4.2.2 has CVE-2023-36053, a known exploit',
    ]);
    expect(or({ technology: 'npm', license: 'MIT' })).toBeUndefined();
  });
});
