import { createRequire } from 'node:module';
import type { License } from '../../contract/licenses';
import type { Queryable } from '../db/database';
import { countLicenses, insertLicenses, reclassifyUnknownLicenses } from '../db/repositories/licenses';
import { licenseCategory } from './license-category';

type SpdxEntry = { name: string; url: string; osiApproved: boolean };

const require = createRequire(import.meta.url);

let cached: Omit<License, 'id'>[] | undefined;

/** The SPDX license list as shipped by the maintained `spdx-license-list` and `spdx-license-ids` packages. */
export function spdxLicenses(): Omit<License, 'id'>[] {
  // Classifying reads the license texts (5 MB); every start and every test database reuses one result.
  cached ??= buildSpdxLicenses();
  return cached;
}

function buildSpdxLicenses(): Omit<License, 'id'>[] {
  const list = require('spdx-license-list/spdx.json') as Record<string, SpdxEntry>;
  const deprecated = new Set(require('spdx-license-ids/deprecated.json') as string[]);
  return Object.entries(list)
    .map(([spdxId, entry]) => ({
      spdx_id: spdxId,
      name: entry.name,
      category: licenseCategory(spdxId),
      is_osi_approved: entry.osiApproved,
      is_deprecated: deprecated.has(spdxId),
      // A few entries carry no link; SPDX's own page for the id always exists.
      url: entry.url || `https://spdx.org/licenses/${spdxId}.html`,
    }))
    .sort((a, b) => a.spdx_id.localeCompare(b.spdx_id));
}

/**
 * Loads the license list into an empty table. An installation that has licenses keeps them, except
 * that a row still at the old default `unknown` takes today's category: databases seeded before the
 * classification from data get it at their next start, and a category someone set stays. Idempotent.
 */
export async function loadLicenses(db: Queryable): Promise<number> {
  const licenses = spdxLicenses();
  if ((await countLicenses(db)) > 0) {
    const known = licenses.filter((license) => license.category !== 'unknown');
    await reclassifyUnknownLicenses(db, known);
    return 0;
  }
  for (let i = 0; i < licenses.length; i += 200) await insertLicenses(db, licenses.slice(i, i + 200));
  return licenses.length;
}
