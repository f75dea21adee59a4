import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flatToTree } from '../../../contract/condition-tree';
import { CONDITIONS } from '../../../contract/conditions';
import { evaluate } from '../evaluate';
import { compileTree } from '../evaluate-tree';
import { policyMatcher } from '../policy-matcher';
import { BARE, DJANGO, LEFTPAD, NOW } from './components-fixture';

/** Per catalog key, values some fixture meets and some it does not (written the ways people write them). */
const VALUES: Record<string, string[]> = {
  purl: ['pkg:pypi/django@4.2.2', 'pkg:npm/left-pad@1.3.0', ' pkg:npm/x@1 '],
  purl_list: ['pkg:npm/x@1, PKG:PYPI/DJANGO@4.2.2', 'pkg:npm/left-pad@1.3.0', 'pkg:npm/x@1'],
  dependency_name: ['Django', 'left-pad', 'flask'],
  dependency_name_list: ['flask,django', 'LEFT-PAD', 'flask'],
  dependency_version: ['4.2.2', '1.3.0', '4.2'],
  dependency_age_days: ['365', '1270', '1271', '5000'],
  dependency_vulnerability_count: ['0', '1', '2', '3'],
  dependency_is_dangerous: ['false', 'true'],
  technology: ['pypi', 'NPM', 'go'],
  technology_list: ['npm, pypi', 'go', 'maven'],
  relation: ['direct', 'transitive'],
  license: ['bsd-3-clause', 'GPL-3.0-only', 'ISC'],
  license_list: ['MIT,BSD-3-Clause', 'gpl-3.0-only', 'ISC'],
  license_category: ['permissive', 'strong_copyleft', 'unknown'],
  license_category_list: ['strong_copyleft,permissive', 'unknown', 'public_domain'],
  vulnerability_id: ['CVE-2024-38875', 'ghsa-xxxx-0001', 'CVE-2021-1'],
  vulnerability_id_list: ['CVE-2000-1,cve-2023-36053', 'GHSA-xxxx-0001', 'CVE-2000-1'],
  vulnerability_has_fixed_version: ['true', 'false'],
  vulnerability_has_exploit: ['true', 'false'],
  vulnerability_age_days: ['800', '865', '866'],
  cwe: ['CWE-1333', 'cwe-400', 'CWE-79'],
  cwe_list: ['CWE-79,CWE-400', 'CWE-79'],
  cvss3_score: ['9.0', '9.1', '9.5', '7', '0'],
  cvss3_severity: ['critical', 'high', 'low'],
  cvss2_score: ['5', '5.1', '0'],
};

const flatPolicies = fc.record({
  conditions: fc
    .uniqueArray(fc.constantFrom(...CONDITIONS.map((c) => c.key)), { minLength: 1, maxLength: 4 })
    .chain((keys) => fc.tuple(...keys.map((key) => fc.constantFrom(...VALUES[key]!.map((v) => [key, v] as const)))))
    .map((entries) => Object.fromEntries(entries)),
  conditions_connector: fc.constantFrom('and' as const, 'or' as const),
});

describe('a flat policy and its one-level tree', () => {
  it('has sample values for every catalog key', () => {
    expect(Object.keys(VALUES).sort()).toEqual(CONDITIONS.map((c) => c.key).sort());
  });

  it('match the same dependencies: the flat form reads as the tree of default operators (CONTRACT §12)', () => {
    fc.assert(
      fc.property(flatPolicies, fc.constantFrom(DJANGO, LEFTPAD, BARE), (policy, component) => {
        const tree = compileTree(flatToTree(policy.conditions, policy.conditions_connector));
        expect(tree(component, NOW) !== undefined).toBe(evaluate(policy, component, NOW) !== undefined);
      }),
      { numRuns: 2000 },
    );
  });

  it('a flat policy is judged with its criteria of today, any other tree with the operators named', () => {
    const conditions = { cvss3_score: '7.0', vulnerability_has_fixed_version: 'true' };
    const flat = { conditions, conditions_connector: 'and' as const, condition_tree: flatToTree(conditions, 'and') };
    expect(policyMatcher(flat)(DJANGO, NOW)?.criteria).toEqual([
      'django@4.2.2 has CVE-2024-38875, CVSS3 Score 7.5 >= 7.0, fixed in 4.2.14',
    ]);
    const tree = {
      combinator: 'and' as const,
      rules: [{ field: 'cvss3_score', operator: 'lte' as const, value: '8' }],
    };
    expect(
      policyMatcher({ conditions: {}, conditions_connector: 'and', condition_tree: tree })(DJANGO, NOW)?.criteria,
    ).toEqual(['django@4.2.2 has CVE-2024-38875, CVSS3 Score 7.5 <= 8.0']);
  });
});
