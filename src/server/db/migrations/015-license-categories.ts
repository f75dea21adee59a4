/**
 * License categories corrected (issue 17). Licenses get their category when the list is first
 * loaded, and a row still at `unknown` takes today's category at each start (seed/licenses.ts); a
 * row that the family rules of an earlier version had classified kept that category, right or
 * wrong (BSL-1.0, the Boost license, read proprietary; GPL with the Classpath exception strong
 * copyleft). Each row below names the category of today and the ones that earlier versions wrote
 * for that license; a row is changed only while it still holds one of those, so a category set by
 * hand to anything else stays. A fresh database has no licenses yet here: nothing to change.
 */
export default `
UPDATE licenses l SET category = c.category
  FROM (VALUES
  ('3D-Slicer-1.0', 'permissive', '{proprietary}'),
  ('ANTLR-PD', 'public_domain', '{permissive}'),
  ('BSD-Protection', 'strong_copyleft', '{permissive}'),
  ('BSL-1.0', 'permissive', '{proprietary}'),
  ('BitTorrent-1.0', 'weak_copyleft', '{permissive}'),
  ('BitTorrent-1.1', 'weak_copyleft', '{permissive}'),
  ('CC-BY-NC-SA-1.0', 'proprietary', '{strong_copyleft}'),
  ('CC-BY-NC-SA-2.0', 'proprietary', '{strong_copyleft}'),
  ('CC-BY-NC-SA-2.0-DE', 'proprietary', '{strong_copyleft}'),
  ('CC-BY-NC-SA-2.0-FR', 'proprietary', '{strong_copyleft}'),
  ('CC-BY-NC-SA-2.0-UK', 'proprietary', '{strong_copyleft}'),
  ('CC-BY-NC-SA-2.5', 'proprietary', '{strong_copyleft}'),
  ('CC-BY-NC-SA-3.0', 'proprietary', '{strong_copyleft}'),
  ('CC-BY-NC-SA-3.0-DE', 'proprietary', '{strong_copyleft}'),
  ('CC-BY-NC-SA-3.0-IGO', 'proprietary', '{strong_copyleft}'),
  ('CC-BY-NC-SA-4.0', 'proprietary', '{strong_copyleft}'),
  ('CDL-1.0', 'strong_copyleft', '{permissive}'),
  ('CECILL-B', 'permissive', '{weak_copyleft}'),
  ('CERN-OHL-1.1', 'strong_copyleft', '{permissive}'),
  ('CERN-OHL-1.2', 'strong_copyleft', '{permissive}'),
  ('Eurosym', 'weak_copyleft', '{permissive}'),
  ('FDK-AAC', 'weak_copyleft', '{permissive}'),
  ('Frameworx-1.0', 'network_copyleft', '{permissive}'),
  ('GL2PS', 'weak_copyleft', '{strong_copyleft}'),
  ('GPL-2.0-with-GCC-exception', 'weak_copyleft', '{strong_copyleft}'),
  ('GPL-2.0-with-autoconf-exception', 'weak_copyleft', '{strong_copyleft}'),
  ('GPL-2.0-with-bison-exception', 'weak_copyleft', '{strong_copyleft}'),
  ('GPL-2.0-with-classpath-exception', 'weak_copyleft', '{strong_copyleft}'),
  ('GPL-2.0-with-font-exception', 'weak_copyleft', '{strong_copyleft}'),
  ('GPL-3.0-with-GCC-exception', 'weak_copyleft', '{strong_copyleft}'),
  ('GPL-3.0-with-autoconf-exception', 'weak_copyleft', '{strong_copyleft}'),
  ('Glide', 'weak_copyleft', '{permissive}'),
  ('IPA', 'weak_copyleft', '{permissive}'),
  ('LPL-1.0', 'permissive', '{weak_copyleft}'),
  ('LPL-1.02', 'permissive', '{weak_copyleft}'),
  ('NCL', 'permissive', '{proprietary}'),
  ('NTIA-PD', 'public_domain', '{permissive}'),
  ('Noweb', 'weak_copyleft', '{permissive}'),
  ('OCLC-2.0', 'weak_copyleft', '{strong_copyleft}'),
  ('OFL-1.0', 'weak_copyleft', '{permissive}'),
  ('OFL-1.0-RFN', 'weak_copyleft', '{permissive}'),
  ('OFL-1.0-no-RFN', 'weak_copyleft', '{permissive}'),
  ('OFL-1.1', 'weak_copyleft', '{permissive}'),
  ('OFL-1.1-RFN', 'weak_copyleft', '{permissive}'),
  ('OFL-1.1-no-RFN', 'weak_copyleft', '{permissive}'),
  ('OPUBL-1.0', 'permissive', '{proprietary}'),
  ('OpenPBS-2.3', 'weak_copyleft', '{proprietary}'),
  ('RPSL-1.0', 'network_copyleft', '{strong_copyleft}'),
  ('Sleepycat', 'strong_copyleft', '{weak_copyleft}'),
  ('TAPR-OHL-1.0', 'strong_copyleft', '{permissive}'),
  ('TGPPL-1.0', 'network_copyleft', '{strong_copyleft}'),
  ('UCL-1.0', 'network_copyleft', '{strong_copyleft}'),
  ('Ubuntu-font-1.0', 'weak_copyleft', '{permissive}'),
  ('VOSTROM', 'strong_copyleft', '{permissive}'),
  ('Zimbra-1.3', 'weak_copyleft', '{permissive}'),
  ('Zimbra-1.4', 'weak_copyleft', '{permissive}'),
  ('eCos-2.0', 'weak_copyleft', '{strong_copyleft}'),
  ('gnuplot', 'weak_copyleft', '{permissive}')
  ) AS c(spdx_id, category, previous)
 WHERE l.spdx_id = c.spdx_id AND l.category = ANY(c.previous::text[]);
`;
