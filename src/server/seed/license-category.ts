import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { LicenseCategory } from '../../contract/licenses';

const require = createRequire(import.meta.url);

type BlueOakRating = { name: string; licenses: { id: string }[] };

/**
 * SPDX publishes no categories, so they come from maintained data first and family rules after:
 * 0. the reviewed list below (REVIEWED): licenses whose terms were read because the rules got them
 *    wrong or could not tell;
 * 1. the limits on use (non-commercial, source-available…) → proprietary, before the copyleft data:
 *    CC-BY-NC-SA is share-alike too, but a non-commercial license is not open source, as CC-BY-NC;
 * 2. `spdx-copyleft` (copyleft licenses, any strength) → the strength from the family rules below,
 *    strong when no family says otherwise;
 * 3. the public-domain families (CC0, Unlicense… are in Blue Oak's permissive list too, but the
 *    contract keeps a category of their own);
 * 4. Blue Oak Council's permissive list (every rating, Model to Lead) → permissive;
 * 5. the family rules for what the data packages do not list (GPL-2.0 and other deprecated ids,
 *    EUPL, source-available licenses…);
 * 6. the SPDX list's own license text (spdx-license-list's full edition) and OSI flag: a limit on
 *    fields of use reads proprietary (never for an OSI-approved license); a text that demands its
 *    terms on derived works reads strong copyleft (the stricter guess, so a copyleft policy still
 *    sees it); the MPL 1.x vocabulary reads weak copyleft; a plain grant of permission with none of
 *    these reads permissive, a public-domain dedication public domain.
 * Anything else (conflicting or unrecognised texts) reads `unknown` rather than a guess. Network
 * copyleft is a category of its own in CONTRACT §5 (AGPL, OSL, EUPL, CAL…): copyleft that a
 * service's users (not only those who receive a copy) can invoke.
 */
const NETWORK = /^(AGPL|SSPL|RPL|RPSL|CPAL|CAL|OSL|NPOSL|EUPL)-/;
/**
 * File-level or library-level copyleft: MPL and its many derivatives, LGPL, GPL with a linking
 * exception, and the font licenses (OFL, IPA, Ubuntu, ParaType): a derived font stays under the
 * license, while documents and programs that embed or bundle the font do not.
 */
const WEAK =
  /^(LGPL|MPL|EPL|CDDL|CPL|IPL|MS-RL|APSL|SPL|ErlPL|LPL|Motosoto|NPL|CECILL-C|LGPLLR|OCCT-PL|QPL|Nokia|RSCPL|SISSL|gSOAP|Watcom|wxWindows|CERN-OHL-W|ESA-PL-weak-copyleft|eCos|OFL|IPA|Ubuntu-font|ParaType-Free-Font|BitTorrent|Zimbra|YPL|OSET-PL|LiLiQ-R)(-|$)|-with-([Cc]lasspath|GCC|autoconf|bison|font)-exception/;
const PUBLIC_DOMAIN =
  /^(CC0|Unlicense|0BSD|WTFPL|PDDL|SAX-PD|blessing|CC-PDDC|CC-PDM|libselinux-1\.0|NIST-PD|PD)(-|$)|-PD$/i;
/**
 * Limits on who may use it or for what (non-commercial, source-available, a list of permitted
 * purposes): not open source, so the contract's nearest category is `proprietary`.
 */
const PROPRIETARY =
  /^(CC-BY-NC|CC-BY-ND|BUSL|Elastic|PolyForm|Commons-Clause|FSL|Confluent|Prosperity|Hippocratic|ASWF-Digital-Assets)(-|$)/;
const FAMILIES: [RegExp, LicenseCategory][] = [
  [NETWORK, 'network_copyleft'],
  [WEAK, 'weak_copyleft'],
  // CERN-OHL 1.x: modified designs under the same licence, as CERN-OHL-S; LiLiQ-R+ ("réciprocité forte").
  [
    /^(GPL|CECILL|CC-BY-SA|CC-SA|ODbL|Arphic|GFDL|CERN-OHL-S|CERN-OHL-1\.\d|ESA-PL-strong-copyleft|copyleft-next|CDLA-Sharing|Parity|LiLiQ-Rplus|SimPL|D-FSL)(-|$)/,
    'strong_copyleft',
  ],
  // LPPL: the older versions of what Blue Oak rates permissive (1.3c); LiLiQ-P is Québec's permissive one.
  [
    /^(MIT|X11|BSD|Apache|ISC|Zlib|Artistic|PSF|Python|PHP|Ruby|Boost|Unicode|UPL|AFL|ECL|EFL|NCSA|PostgreSQL|W3C|Libpng|libtiff|curl|FTL|HPND|ICU|JSON|MS-PL|OpenSSL|SSLeay|TCL|Vim|Xnet|Zend|ZPL|CC-BY|OLDAP|BlueOak|MulanPSL|Intel|Fair|NTP|Naumen|Info-ZIP|Beerware|AML|ADSL|AMDPLPA|Bahyph|Barr|Borceux|CNRI|Condor|Cube|DOC|Entessa|EUDatagrid|HTMLTIDY|IJG|Imlib2|JasPer|Latex2e|Leptonica|MirOS|Multics|Net-SNMP|Newsletr|OGTSL|Plexus|Qhull|SGI-B|SMLNJ|Spencer|SWL|TCP-wrappers|TU-Berlin|VSL|Xerox|xinetd|CERN-OHL-P|ESA-PL-permissive|CDLA-Permissive|NCL|LPPL|LiLiQ-P|DL-DE|etalab|ODC-By|OGDL|SSH-OpenSSH|ssh-keyscan)(-|$)/,
    'permissive',
  ],
];

/**
 * Read by hand (issue 17) where the data, the families and the text rules disagree with the
 * license's terms or cannot tell; ScanCode's license database and Fedora's license notes were the
 * second opinion. Ids that a family above covers are not repeated here.
 */
const REVIEWED: Record<string, LicenseCategory> = {
  // Source of the altered software (or the patches, or the derived work when sold) must be offered,
  // but other code combined with it stays free: the text rules read these as plain grants.
  Eurosym: 'weak_copyleft',
  'FDK-AAC': 'weak_copyleft',
  gnuplot: 'weak_copyleft',
  Noweb: 'weak_copyleft',
  'OpenPBS-2.3': 'weak_copyleft', // since 2002 only its conditions 3–6 apply: no non-commercial limit
  'TORQUE-1.1': 'weak_copyleft', // OpenPBS's terms
  'GCR-docs': 'weak_copyleft', // modified documentation's source under the same terms
  // Modifications under the same terms, larger works not: file-level, not the whole program.
  GL2PS: 'weak_copyleft',
  'OCLC-2.0': 'weak_copyleft',
  'APL-1.0': 'weak_copyleft',
  'CATOSL-1.1': 'weak_copyleft', // the IBM Public License's terms
  Glide: 'weak_copyleft', // "does not require the entire derivative work" under it
  // The whole derived work under the same terms.
  VOSTROM: 'strong_copyleft',
  'CDL-1.0': 'strong_copyleft',
  'TAPR-OHL-1.0': 'strong_copyleft',
  MakeIndex: 'strong_copyleft',
  TMate: 'strong_copyleft', // source of every program that uses it
  TOSL: 'strong_copyleft', // the same clause as TMate
  'SMAIL-GPL': 'strong_copyleft',
  // Using it to serve others counts as distributing it ("external deployment", "remote availability").
  'UCL-1.0': 'network_copyleft',
  'TGPPL-1.0': 'network_copyleft',
  'Frameworx-1.0': 'network_copyleft',
  // Grants with no condition on derived works; the Open Publication License's optional limits apply
  // only where an author elects them.
  'OPUBL-1.0': 'permissive',
  'OSC-1.0': 'permissive', // MIT's grant in German
  SOFA: 'permissive',
  'Advanced-Cryptics-Dictionary': 'permissive',
  'AMD-newlib': 'permissive',
  GD: 'permissive',
  'Graphics-Gems': 'permissive',
  JPNIC: 'permissive',
  'MPEG-SSG': 'permissive',
  'Xdebug-1.03': 'permissive', // the PHP License's terms
  iMatix: 'permissive',
  'BOLA-1.1': 'public_domain', // "to all effects and purposes … Public Domain"; the rest is a request
  // Limits on the platform or the purpose.
  'MS-LPL': 'proprietary', // Microsoft Windows only
  'CPOL-1.02': 'proprietary', // no "immoral or improper purposes", no selling the work by itself
  PPL: 'proprietary', // commercial use for worker-owned businesses only
};

/** Phrases of a plain grant of permission. */
const GRANT =
  /permission (is )?(hereby )?granted|everyone is permitted|(can|may) do whatever you want|permission to (use|copy)|unlimited (permission|copying|distribution)|redistribution and use in source|(redistribution|modification|use|copying)[^.]{0,60}(is|are) (hereby )?(permitted|allowed)|freely (use|copy|redistribute|distribute|transmitted)|distribute freely|may be (freely )?(copied|distributed|used|modified)|you (can|may) (use|copy|redistribute|modify)|free to use|permitted to do anything|grants reproduction and use rights|without restriction|hereby (grants?|authorized)|grants? (you )?(a )?(perpetual|worldwide|non-?exclusive)|any use of the code is permitted|use it for any purpose/i;
/** A dedication to the public domain (but not "it is not public-domain software"). */
const DEDICATION = /(placed|released|dedicated) (in|into|to) the public domain|^public domain notice/i;
/** A text that passes its terms on to derived works ("copyleft" itself, unless the text says it is not). */
const COPYLEFT =
  /(modifications|derivative works?|derived works?|adaptations?|dependencies)[^.]{0,100}(must|shall|are to) (also )?be (licensed|distributed|released|made available) under|(licensed|distributed) under the same terms as this|share ?alike|under the terms of a permission notice identical|receive or can get the source code|the source code must be included with the object code|derived program[^.]{0,200}(must|shall)[^.]{0,60}under this agreement|(?<!(non-|not[^.]{0,40}))\bcopyleft\b/i;
/** Source-offer or file-level terms whose strength the text alone does not settle: left `unknown`. */
const AMBIGUOUS =
  /how to obtain[^.]{0,20} source|source code form[^.]{0,40}only under|covered code|larger work|same terms|source code[^.]{0,120}(must|shall) be (made )?available/i;
/**
 * Limits on who may use it or for what (non-commercial, research only, not to build a competing
 * product): not open source, so the contract's nearest category is `proprietary`, as for CC-BY-NC.
 * "Commercial and non-commercial use" is a grant, not a limit: BOTH_USES is taken out of the text first.
 * Nor is a warning that the software was "designed for research purposes only" (3D Slicer's).
 */
const BOTH_USES =
  /commercial(ly)? ?(and\/or|and|or|,) ?non-?commercial(ly)?|non-?commercial(ly)? ?(and\/or|and|or|,) ?commercial(ly)?/gi;
const USE_RESTRICTED =
  /non-?commercial|commercial (use|purposes|distribution)[^.]{0,30}(is not (permitted|allowed)|is prohibited|requires a (separate|commercial) licen)|(?<!designed )for (personal|internal|evaluation|educational|research) (use|purposes) only|(cannot|not) be used to (develop|create|re-create|reverse)|reverse.engineer|you may not use[^.]{0,30}commercial/i;
/** Limits on modifying or passing it on: neither permissive nor a known copyleft, left `unknown`. */
const MODIFY_RESTRICTED =
  /no (right|permission) to (modify|distribute)|must not be (modified|altered)|shall not (modify|alter)|may not (be )?modif/i;
/** The Mozilla Public License 1.x's vocabulary, file-level copyleft in its many derivatives. */
const MPL_STYLE = /covered code[\s\S]*larger work|larger work[\s\S]*covered code/i;

let data: { copyleft: Set<string>; blueOak: Set<string> } | undefined;
function loadData() {
  data ??= {
    copyleft: new Set(require('spdx-copyleft/index.json') as string[]),
    blueOak: new Set(
      (require('@blueoak/list/index.json') as BlueOakRating[]).flatMap((r) => r.licenses.map((l) => l.id)),
    ),
  };
  return data;
}

/**
 * One license's SPDX entry with its text, read from its own file and not kept: the full edition in one
 * file is 5 MB of JSON, which `require` would parse at every start and hold for the life of the service
 * (some 25 MiB of its memory) for the few dozen ids the rules above leave to the text.
 */
function spdxEntry(spdxId: string): { licenseText?: string; osiApproved?: boolean } | undefined {
  if (!/^[A-Za-z0-9.+-]+$/.test(spdxId)) return undefined;
  try {
    return JSON.parse(readFileSync(require.resolve(`spdx-license-list/licenses/${spdxId}.json`), 'utf8'));
  } catch {
    return undefined;
  }
}

function fromText(text: string | undefined, osiApproved: boolean): LicenseCategory {
  if (!text) return 'unknown';
  const flat = text.replace(/\s+/g, ' ');
  const copyleft = COPYLEFT.test(flat);
  // The OSI definition forbids limits on fields of use, so an approved license's phrase means something else.
  // A text both restricting use and passing its terms on says two things at once: no guess.
  if (!osiApproved && USE_RESTRICTED.test(flat.replace(BOTH_USES, 'any use')))
    return copyleft ? 'unknown' : 'proprietary';
  if (MODIFY_RESTRICTED.test(flat)) return 'unknown';
  if (copyleft) return 'strong_copyleft';
  if (MPL_STYLE.test(flat)) return 'weak_copyleft';
  if (AMBIGUOUS.test(flat)) return 'unknown';
  if (DEDICATION.test(flat)) return 'public_domain';
  return GRANT.test(flat) ? 'permissive' : 'unknown';
}

export function licenseCategory(spdxId: string): LicenseCategory {
  const { copyleft, blueOak } = loadData();
  const reviewed = REVIEWED[spdxId];
  if (reviewed) return reviewed;
  if (PROPRIETARY.test(spdxId)) return 'proprietary';
  if (copyleft.has(spdxId))
    return NETWORK.test(spdxId) ? 'network_copyleft' : WEAK.test(spdxId) ? 'weak_copyleft' : 'strong_copyleft';
  if (PUBLIC_DOMAIN.test(spdxId)) return 'public_domain';
  if (blueOak.has(spdxId)) return 'permissive';
  const family = FAMILIES.find(([pattern]) => pattern.test(spdxId))?.[1];
  if (family) return family;
  const entry = spdxEntry(spdxId);
  return fromText(entry?.licenseText, entry?.osiApproved ?? false);
}
