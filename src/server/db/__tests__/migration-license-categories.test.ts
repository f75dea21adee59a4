import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenseCategory } from '../../seed/license-category';
import type { Database } from '../database';
import { openEmbedded } from '../embedded';
import { migrate } from '../migrate';
import { MIGRATIONS } from '../migrations';

let db: Database;
beforeAll(async () => {
  db = await openEmbedded();
  await migrate(
    db,
    MIGRATIONS.filter((m) => m.version < 15),
  );
});
afterAll(() => db.close());

const categories = async () =>
  Object.fromEntries(
    (await db.query<{ spdx_id: string; category: string }>('SELECT spdx_id, category FROM licenses')).map((r) => [
      r.spdx_id,
      r.category,
    ]),
  );

describe('migration 015: license categories corrected where an earlier version wrote them', () => {
  it('changes the categories earlier versions wrote and leaves any other category alone', async () => {
    // An installation loaded by an earlier version: its family rules' categories, one set by hand.
    const rows: [string, string][] = [
      ['BSL-1.0', 'proprietary'], // the Boost license, caught by the BUSL rule's "BSL"
      ['GPL-2.0-with-classpath-exception', 'strong_copyleft'],
      ['OFL-1.1', 'permissive'],
      ['IPA', 'permissive'],
      ['CC-BY-NC-SA-4.0', 'strong_copyleft'],
      ['Sleepycat', 'weak_copyleft'],
      ['MIT', 'permissive'], // right already
      ['Zimbra-1.4', 'strong_copyleft'], // not a category any version wrote: someone's choice
      ['IPL-1.0', 'unknown'], // left to the start-time classification
    ];
    for (const [spdxId, category] of rows) {
      await db.query(
        `INSERT INTO licenses (spdx_id, name, category, is_osi_approved, is_deprecated, url)
         VALUES ($1, $1, $2, false, false, 'https://spdx.org/licenses/')`,
        [spdxId, category],
      );
    }

    expect(
      await migrate(
        db,
        MIGRATIONS.filter((m) => m.version <= 15),
      ),
    ).toEqual([15]);

    expect(await categories()).toEqual({
      'BSL-1.0': 'permissive',
      'GPL-2.0-with-classpath-exception': 'weak_copyleft',
      'OFL-1.1': 'weak_copyleft',
      IPA: 'weak_copyleft',
      'CC-BY-NC-SA-4.0': 'proprietary',
      Sleepycat: 'strong_copyleft',
      MIT: 'permissive',
      'Zimbra-1.4': 'strong_copyleft',
      'IPL-1.0': 'unknown',
    });
    // What the migration writes is what a fresh installation loads.
    for (const spdxId of ['BSL-1.0', 'GPL-2.0-with-classpath-exception', 'OFL-1.1', 'IPA', 'CC-BY-NC-SA-4.0']) {
      expect(licenseCategory(spdxId), spdxId).toBe((await categories())[spdxId]);
    }
  });
});
