import { describe, expect, it } from 'vitest';
import { cvss2Score, cvss3Score, cvss4Score, severityOfScore } from '../cvss';

/**
 * Vector/score pairs as NVD publishes them (https://nvd.nist.gov/vuln/detail/<CVE>, "CVSS 3.x Severity
 * and Vector", NIST's own score) and as FIRST's "CVSS v3.1: Examples" document scores them.
 */
const V3 = [
  ['CVE-2021-44228 (NVD)', 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H', 10.0],
  ['CVE-2021-45046 (NVD)', 'CVSS:3.1/AV:N/AC:H/PR:N/UI:N/S:C/C:H/I:H/A:H', 9.0],
  ['CVE-2022-22965 (NVD)', 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', 9.8],
  ['CVE-2021-23337 (NVD)', 'CVSS:3.1/AV:N/AC:L/PR:H/UI:N/S:U/C:H/I:H/A:H', 7.2],
  ['CVE-2023-30861 (NVD)', 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N', 7.5],
  ['CVE-2021-44832 (NVD)', 'CVSS:3.1/AV:N/AC:H/PR:H/UI:N/S:U/C:H/I:H/A:H', 6.6],
  ['CVE-2013-1937 (FIRST v3.1 examples)', 'CVSS:3.1/AV:N/AC:L/PR:N/UI:R/S:C/C:L/I:L/A:N', 6.1],
  ['CVE-2014-3566 (FIRST v3.1 examples)', 'CVSS:3.1/AV:N/AC:H/PR:N/UI:R/S:U/C:L/I:N/A:N', 3.1],
  ['CVE-2014-0160 (FIRST v3.1 examples, v3.0 prefix)', 'CVSS:3.0/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N', 7.5],
] as const;

describe('cvss3Score', () => {
  it.each(V3)('%s: %s → %d', (_source, vector, score) => {
    expect(cvss3Score(vector)).toBe(score);
  });

  it('answers null for what is not a complete v3 vector', () => {
    expect(cvss3Score('CVSS:3.1/AV:N/AC:L')).toBeNull();
    expect(cvss3Score('CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N/AV:L')).toBeNull();
    expect(cvss3Score('AV:N/AC:L/Au:N/C:P/I:P/A:P')).toBeNull();
    expect(cvss3Score('CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N')).toBeNull();
    expect(cvss3Score('garbage')).toBeNull();
    expect(cvss3Score(`CVSS:3.1/${'AV:N/'.repeat(200)}`)).toBeNull();
  });
});

describe('cvss2Score and cvss4Score', () => {
  it('scores CVE-2014-0160 v2 as NVD does (5.0) and CVE-2021-44228 v2 (9.3)', () => {
    expect(cvss2Score('AV:N/AC:L/Au:N/C:P/I:N/A:N')).toBe(5.0);
    expect(cvss2Score('(AV:N/AC:M/Au:N/C:C/I:C/A:C)')).toBe(9.3);
    expect(cvss2Score('AV:N')).toBeNull();
  });

  // FIRST's CVSS v4.0 calculator (https://www.first.org/cvss/calculator/4.0).
  it('scores v4.0 vectors as FIRST’s calculator does', () => {
    expect(cvss4Score('CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N')).toBe(9.3);
    expect(cvss4Score('CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:H/SI:H/SA:H')).toBe(10);
    expect(cvss4Score('CVSS:4.0/AV:N')).toBeNull();
  });
});

describe('severityOfScore', () => {
  it('follows the v3.1 specification’s rating scale at its edges', () => {
    expect([0, 3.9, 4.0, 6.9, 7.0, 8.9, 9.0, 10].map(severityOfScore)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
      'critical',
      'critical',
    ]);
  });
});
