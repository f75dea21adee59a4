import type { Component, Finding } from '../evaluate';

/** The day the fixtures are judged on. */
export const NOW = new Date('2026-11-22T00:00:00Z');

const cve = (id: string, change: Partial<Finding> = {}): Finding => ({
  vulnerability_id: id,
  severity: 'high',
  cvss3_score: 7.5,
  cvss2_score: 5.0,
  cwe: 'CWE-400',
  fixed_version: '4.2.14',
  has_exploit: false,
  published_at: new Date('2024-07-10T00:00:00Z'),
  ...change,
});

/** A direct PyPI dependency, 1270 days old, with a fixable high CVE and an exploited critical one without a fix. */
export const DJANGO: Component = {
  id: 1,
  purl: 'pkg:pypi/django@4.2.2',
  name: 'django',
  version: '4.2.2',
  technology: 'pypi',
  relation: 'direct',
  licenses: [{ spdx_id: 'BSD-3-Clause', category: 'permissive' }],
  released_at: new Date('2023-06-01T00:00:00Z'),
  is_dangerous: false,
  vulnerabilities: [
    cve('CVE-2024-38875'),
    cve('CVE-2023-36053', {
      severity: 'critical',
      cvss3_score: 9.1,
      fixed_version: null,
      has_exploit: true,
      cwe: 'CWE-1333',
    }),
  ],
};

/** A transitive npm dependency with two licenses, no release date, and one vulnerability without scores or CWE. */
export const LEFTPAD: Component = {
  id: 2,
  purl: 'pkg:npm/left-pad@1.3.0',
  name: 'left-pad',
  version: '1.3.0',
  technology: 'npm',
  relation: 'transitive',
  licenses: [
    { spdx_id: 'MIT', category: 'permissive' },
    { spdx_id: 'GPL-3.0-only', category: 'strong_copyleft' },
  ],
  released_at: null,
  is_dangerous: true,
  vulnerabilities: [
    cve('GHSA-xxxx-0001', { severity: 'low', cvss3_score: null, cvss2_score: null, cwe: null, published_at: null }),
  ],
};

/** A dependency with no license and no vulnerability. */
export const BARE: Component = {
  ...LEFTPAD,
  id: 3,
  purl: 'pkg:golang/example.com/bare@0.1.0',
  name: 'bare',
  version: '0.1.0',
  technology: 'go',
  licenses: [],
  is_dangerous: false,
  vulnerabilities: [],
};
