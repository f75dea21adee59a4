import { describe, expect, it } from 'vitest';
import type { ConditionGroup, ConditionNode, Operator } from '../../../contract/condition-tree';
import { compileTree } from '../evaluate-tree';
import { BARE, DJANGO, LEFTPAD, NOW } from './components-fixture';

const rule = (field: string, operator: Operator, value: string) => ({ field, operator, value });
const judge = (tree: ConditionGroup, component = DJANGO) => compileTree(tree)(component, NOW)?.criteria;
const one = (field: string, operator: Operator, value: string, component = DJANGO) =>
  judge({ combinator: 'and', rules: [rule(field, operator, value)] }, component);
const group = (combinator: 'and' | 'or', ...rules: ConditionNode[]): ConditionGroup => ({ combinator, rules });

describe('a rule of each operator of each value type', () => {
  it.each([
    // string: eq, neq, contains, icontains, regex; on the dependency, on its licenses, on a vulnerability
    ['purl', 'eq', 'pkg:pypi/django@4.2.2', ['django@4.2.2 purl = pkg:pypi/django@4.2.2']],
    ['dependency_name', 'eq', 'Django', ['django@4.2.2 name = Django']],
    ['purl', 'neq', 'pkg:npm/x@1', ['django@4.2.2 purl pkg:pypi/django@4.2.2 != pkg:npm/x@1']],
    ['purl', 'contains', 'pypi/dj', ['django@4.2.2 purl contains pypi/dj']],
    ['dependency_name', 'icontains', 'JAN', ['django@4.2.2 name contains (any case) JAN']],
    ['purl', 'regex', '^pkg:pypi/django@4\\.', ['django@4.2.2 purl matches regex ^pkg:pypi/django@4\\.']],
    ['license', 'regex', '^BSD', ['django@4.2.2 license BSD-3-Clause matches regex ^BSD']],
    ['license', 'neq', 'MIT', ['django@4.2.2 license BSD-3-Clause != MIT']],
    ['relation', 'eq', 'direct', ['django@4.2.2 relation = direct']],
    ['cwe', 'eq', 'cwe-1333', ['django@4.2.2 has CVE-2023-36053, CWE = cwe-1333']],
    ['cwe', 'neq', 'CWE-400', ['django@4.2.2 has CVE-2023-36053, CWE CWE-1333 != CWE-400']],
    ['vulnerability_id', 'contains', '2023', ['django@4.2.2 has CVE-2023-36053, id contains 2023']],
    ['cwe', 'regex', '^CWE-4', ['django@4.2.2 has CVE-2024-38875, CWE matches regex ^CWE-4']],
    // list: in, not_in
    ['technology_list', 'in', 'npm, PyPI', ['django@4.2.2 technology pypi in npm, PyPI']],
    ['technology_list', 'not_in', 'npm,maven', ['django@4.2.2 technology pypi not in npm, maven']],
    ['license_list', 'in', 'MIT,BSD-3-Clause', ['django@4.2.2 license BSD-3-Clause in MIT, BSD-3-Clause']],
    ['license_list', 'not_in', 'MIT, GPL-3.0-only', ['django@4.2.2 license BSD-3-Clause not in MIT, GPL-3.0-only']],
    [
      'vulnerability_id_list',
      'not_in',
      'CVE-2024-38875',
      ['django@4.2.2 has CVE-2023-36053, id CVE-2023-36053 not in CVE-2024-38875'],
    ],
    // number: gte, lte, eq
    ['dependency_age_days', 'gte', '365', ['django@4.2.2 age in days 1270 >= 365']],
    ['dependency_age_days', 'lte', '2000', ['django@4.2.2 age in days 1270 <= 2000']],
    ['dependency_vulnerability_count', 'eq', '2', ['django@4.2.2 vulnerabilities 2 = 2']],
    ['cvss3_score', 'lte', '8', ['django@4.2.2 has CVE-2024-38875, CVSS3 Score 7.5 <= 8.0']],
    ['cvss3_score', 'eq', '9.1', ['django@4.2.2 has CVE-2023-36053, CVSS3 Score 9.1 = 9.1']],
    [
      'cvss3_score',
      'gte',
      '7',
      [
        'django@4.2.2 has CVE-2024-38875, CVSS3 Score 7.5 >= 7.0',
        'django@4.2.2 has CVE-2023-36053, CVSS3 Score 9.1 >= 7.0',
      ],
    ],
    [
      'vulnerability_age_days',
      'lte',
      '865',
      [
        'django@4.2.2 has CVE-2024-38875, age in days 865 <= 865',
        'django@4.2.2 has CVE-2023-36053, age in days 865 <= 865',
      ],
    ],
    // severity: gte, lte, eq
    ['cvss3_severity', 'gte', 'critical', ['django@4.2.2 has CVE-2023-36053, CVSS3 Severity critical >= critical']],
    ['cvss3_severity', 'lte', 'high', ['django@4.2.2 has CVE-2024-38875, CVSS3 Severity high <= high']],
    ['cvss3_severity', 'eq', 'high', ['django@4.2.2 has CVE-2024-38875, CVSS3 Severity high = high']],
    // boolean: eq
    ['dependency_is_dangerous', 'eq', 'false', ['django@4.2.2 dangerous = false']],
    ['vulnerability_has_exploit', 'eq', 'true', ['django@4.2.2 has CVE-2023-36053, exploit known = true']],
    ['vulnerability_has_fixed_version', 'eq', 'true', ['django@4.2.2 has CVE-2024-38875, fixed version exists = true']],
  ] as [string, Operator, string, string[]][])(
    '%s %s %s matches, naming the operator',
    (field, operator, value, criteria) => {
      expect(one(field, operator, value)).toEqual(criteria);
    },
  );

  it.each([
    ['purl', 'eq', 'pkg:pypi/django@4.2.3'],
    ['purl', 'neq', 'pkg:pypi/django@4.2.2'],
    ['purl', 'contains', 'PYPI'],
    ['dependency_name', 'icontains', 'flask'],
    ['purl', 'regex', '^pkg:npm/'],
    ['license', 'neq', 'bsd-3-clause'],
    ['technology_list', 'in', 'npm,go'],
    ['technology_list', 'not_in', 'PYPI'],
    ['license_list', 'not_in', 'BSD-3-Clause'],
    ['dependency_age_days', 'gte', '1271'],
    ['dependency_age_days', 'lte', '1269'],
    ['dependency_vulnerability_count', 'eq', '3'],
    ['cvss3_score', 'lte', '7.4'],
    ['cvss3_severity', 'lte', 'medium'],
    ['cvss3_severity', 'eq', 'low'],
    ['dependency_is_dangerous', 'eq', 'true'],
    ['vulnerability_id_list', 'not_in', 'CVE-2024-38875,cve-2023-36053'],
  ] as [string, Operator, string][])('%s %s %s does not match', (field, operator, value) => {
    expect(one(field, operator, value)).toBeUndefined();
  });

  it('a value that is missing meets no operator; several licenses meet neq and not_in only when none is excluded', () => {
    expect(one('dependency_age_days', 'lte', '100000', LEFTPAD)).toBeUndefined();
    expect(one('cvss3_score', 'lte', '10', LEFTPAD)).toBeUndefined();
    expect(one('cwe', 'neq', 'CWE-79', LEFTPAD)).toBeUndefined();
    expect(one('license', 'neq', 'MIT', LEFTPAD)).toBeUndefined();
    expect(one('license', 'neq', 'ISC', LEFTPAD)).toEqual(['left-pad@1.3.0 license MIT, GPL-3.0-only != ISC']);
    expect(one('license_list', 'in', 'gpl-3.0-only', LEFTPAD)).toEqual([
      'left-pad@1.3.0 license GPL-3.0-only in gpl-3.0-only',
    ]);
    expect(one('license_list', 'not_in', 'MIT', BARE)).toEqual(['bare@0.1.0 license none not in MIT']);
    expect(one('vulnerability_has_exploit', 'eq', 'false', BARE)).toBeUndefined();
  });
});

describe('groups', () => {
  it('rules on vulnerabilities in one "and" group must hold for the same vulnerability', () => {
    const exploitAndFix = group(
      'and',
      rule('vulnerability_has_exploit', 'eq', 'true'),
      rule('vulnerability_has_fixed_version', 'eq', 'true'),
    );
    expect(judge(exploitAndFix)).toBeUndefined();
    expect(
      judge(group('and', rule('vulnerability_has_exploit', 'eq', 'true'), rule('cvss3_score', 'gte', '9'))),
    ).toEqual(['django@4.2.2 has CVE-2023-36053, exploit known = true, CVSS3 Score 9.1 >= 9.0']);
  });

  it('(exploit and score ≥ 9) or (direct and severity ≥ high): every way it holds, each vulnerability on one line', () => {
    const tree = group(
      'or',
      group('and', rule('vulnerability_has_exploit', 'eq', 'true'), rule('cvss3_score', 'gte', '9')),
      group('and', rule('relation', 'eq', 'direct'), rule('cvss3_severity', 'gte', 'high')),
    );
    expect(judge(tree)).toEqual([
      'django@4.2.2 relation = direct',
      'django@4.2.2 has CVE-2024-38875, CVSS3 Severity high >= high',
      'django@4.2.2 has CVE-2023-36053, exploit known = true, CVSS3 Score 9.1 >= 9.0, CVSS3 Severity critical >= high',
    ]);
    // Neither branch holds for a transitive dependency whose one vulnerability is low and unexploited.
    expect(judge(tree, LEFTPAD)).toBeUndefined();
  });

  it('nests five deep; an "or" names only the branches that hold; rules on the dependency alone need no vulnerability', () => {
    const never = rule('technology_list', 'in', 'cargo');
    const tree = group(
      'and',
      group(
        'or',
        group(
          'and',
          group('or', group('and', rule('purl', 'regex', '^pkg:(pypi|golang)/')), never),
          rule('dependency_version', 'neq', '9.9.9'),
        ),
        never,
      ),
    );
    expect(judge(tree)).toEqual([
      'django@4.2.2 purl matches regex ^pkg:(pypi|golang)/',
      'django@4.2.2 version 4.2.2 != 9.9.9',
    ]);
    expect(judge(tree, BARE)).toEqual([
      'bare@0.1.0 purl matches regex ^pkg:(pypi|golang)/',
      'bare@0.1.0 version 0.1.0 != 9.9.9',
    ]);
    expect(judge(tree, LEFTPAD)).toBeUndefined();
  });
});

describe('the rules met, as data (issue 29)', () => {
  const rules = (tree: ConditionGroup, component = DJANGO) => compileTree(tree)(component, NOW)?.rules;

  it('name each rule, the value that met it and the vulnerability it met on, once each', () => {
    expect(
      rules(group('and', rule('license_list', 'in', 'MIT, BSD-3-Clause'), rule('cvss3_score', 'gte', '9'))),
    ).toEqual([
      {
        field: 'license_list',
        operator: 'in',
        value: 'MIT, BSD-3-Clause',
        actual: 'BSD-3-Clause',
        vulnerability_id: null,
      },
      { field: 'cvss3_score', operator: 'gte', value: '9', actual: '9.1', vulnerability_id: 'CVE-2023-36053' },
    ]);
  });

  it('a dependency with no value at all meets "is none of" with no actual value', () => {
    expect(rules(group('and', rule('license_list', 'not_in', 'GPL-3.0-only')), BARE)).toEqual([
      { field: 'license_list', operator: 'not_in', value: 'GPL-3.0-only', actual: null, vulnerability_id: null },
    ]);
  });
});
