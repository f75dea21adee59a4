import type { LicenseCategory } from '../../contract/licenses';

/**
 * SPDX publishes no categories, so they are derived from the license families by rule. Ordered: the
 * first matching rule wins (AGPL before GPL, LGPL before GPL). Anything not covered reads `unknown`
 * rather than a guess.
 */
const RULES: [RegExp, LicenseCategory][] = [
  [/^(AGPL|SSPL|OSL|RPL|EUPL|CPAL)-/, 'network_copyleft'],
  [
    /^(LGPL|MPL|EPL|CDDL|CPL|IPL|MS-RL|APSL|SPL|ErlPL|LPL|Motosoto|NPL|CECILL-C|CECILL-B|LGPLLR|OCCT-PL|QPL|Sleepycat|Nokia|RSCPL|SISSL|gSOAP|Watcom)(-|$)/,
    'weak_copyleft',
  ],
  [/^(GPL|CECILL|CC-BY-SA|CC-BY-NC-SA|ODbL|Arphic|OSL|EUPL|GFDL|eCos)(-|$)/, 'strong_copyleft'],
  [/^(CC0|Unlicense|0BSD|WTFPL|PDDL|SAX-PD|blessing|CC-PDDC|CC-PDM|libselinux-1\.0|NIST-PD|PD)(-|$)/i, 'public_domain'],
  [
    /^(CC-BY-NC|CC-BY-ND|CC-BY-NC-ND|BUSL|Elastic|PolyForm|Commons-Clause|FSL|SSPL|Confluent|NCL|Prosperity|BSL)(-|$)/,
    'proprietary',
  ],
  [
    /^(MIT|X11|BSD|Apache|ISC|Zlib|Artistic|PSF|Python|PHP|Ruby|BSL-1\.0|Boost|Unicode|UPL|AFL|ECL|EFL|NCSA|PostgreSQL|W3C|Libpng|libtiff|curl|FTL|HPND|ICU|JSON|MS-PL|OpenSSL|SSLeay|TCL|Vim|X11|Xnet|Zend|ZPL|CC-BY|OLDAP|BlueOak|MulanPSL|Intel|Fair|NTP|Naumen|OFL|Info-ZIP|Beerware|Unicode-DFS|AML|ADSL|AMDPLPA|Bahyph|Barr|BitTorrent|Borceux|CNRI|Condor|Cube|DOC|Entessa|EUDatagrid|Frameworx|Glide|HTMLTIDY|IJG|Imlib2|JasPer|Latex2e|Leptonica|MirOS|Multics|Net-SNMP|Newsletr|OGTSL|Plexus|Qhull|SGI-B|SMLNJ|Spencer|SWL|TCP-wrappers|TU-Berlin|Unicode-TOU|VSL|W3C|Xerox|xinetd|Zimbra|ZPL)(-|$)/,
    'permissive',
  ],
];

export function licenseCategory(spdxId: string): LicenseCategory {
  return RULES.find(([pattern]) => pattern.test(spdxId))?.[1] ?? 'unknown';
}
