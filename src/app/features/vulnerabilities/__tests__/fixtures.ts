/**
 * CVE-2021-45046 as Argus's API answers it once the OSV record GHSA-7rjr-3q55-vv33 is imported: the
 * record's aliases, details, CVSS vector, affected ranges and references (the first five of 22) are
 * taken from github/advisory-database, advisories/github-reviewed/2021/12/GHSA-7rjr-3q55-vv33/
 * GHSA-7rjr-3q55-vv33.json (modified 2022-02-24T18:12:21Z). The score 9.0 is NVD's for that vector.
 * The project it reaches is the test's own.
 */
export const CVE_2021_45046 = {
  id: 4,
  vulnerability_id: 'CVE-2021-45046',
  severity: 'critical',
  cvss3_score: 9,
  cvss2_score: null,
  cwe: 'CWE-502',
  has_fixed_version: true,
  has_exploit: false,
  published_at: '2021-12-14T18:01:28Z',
  summary: 'Incomplete fix for Apache Log4j vulnerability',
  aliases: ['GHSA-7rjr-3q55-vv33'],
  source: 'osv',
  modified_at: '2022-02-24T18:12:21Z',
  withdrawn_at: null,
  fixed_versions: ['2.16.0', '2.12.2'],
  cvss3_vector: 'CVSS:3.1/AV:N/AC:H/PR:N/UI:N/S:C/C:H/I:H/A:H',
  details:
    '# Impact\n\nThe fix to address [CVE-2021-44228](https://nvd.nist.gov/vuln/detail/CVE-2021-44228) in Apache Log4j 2.15.0 was incomplete in certain non-default configurations. This could allow attackers with control over Thread Context Map (MDC) input data when the logging configuration uses a non-default Pattern Layout with either a Context Lookup (for example, $${ctx:loginId}) or a Thread Context Map pattern (%X, %mdc, or %MDC) to craft malicious input data using a JNDI Lookup pattern resulting in a remote code execution (RCE) attack. \n\n## Affected packages\nOnly the `org.apache.logging.log4j:log4j-core` package is directly affected by this vulnerability.',
  references: [
    { type: 'ADVISORY', url: 'https://nvd.nist.gov/vuln/detail/CVE-2021-45046' },
    { type: 'WEB', url: 'https://cert-portal.siemens.com/productcert/pdf/ssa-397453.pdf' },
    { type: 'ADVISORY', url: 'https://github.com/advisories/GHSA-jfh8-c2jp-5v3q' },
    { type: 'WEB', url: 'https://logging.apache.org/log4j/2.x/security.html' },
    { type: 'WEB', url: 'https://www.openwall.com/lists/oss-security/2021/12/14/4' },
  ],
  affected: [
    {
      osv_id: 'GHSA-7rjr-3q55-vv33',
      ecosystem: 'Maven',
      release: null,
      name: 'org.apache.logging.log4j:log4j-core',
      ranges: [{ type: 'ECOSYSTEM', events: [{ introduced: '2.13.0' }, { fixed: '2.16.0' }] }],
      versions: [],
    },
    {
      osv_id: 'GHSA-7rjr-3q55-vv33',
      ecosystem: 'Maven',
      release: null,
      name: 'org.apache.logging.log4j:log4j-core',
      ranges: [{ type: 'ECOSYSTEM', events: [{ introduced: '0' }, { fixed: '2.12.2' }] }],
      versions: [],
    },
  ],
  projects: [
    {
      project_id: 7,
      project_name: 'billing-service',
      dependency_purl: 'pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1',
      fixed_version: '2.16.0',
    },
  ],
};
