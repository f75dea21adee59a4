import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';
import { MigrationEditedError, migrate, migrationChecksum, migrationLabel } from '../migrate';
import { MIGRATIONS, type Migration } from '../migrations';

/**
 * The checksum of every migration that has shipped. Installations have applied these texts, so a
 * change here means a shipped migration was edited: add a new migration instead. A migration newer
 * than all of these is not shipped yet; record it here when it is.
 */
const SHIPPED: Record<string, string> = {
  '001-users': '8dea03d97c30b566f1922bda791e751f141c5f5339bd736d2c0e0f65a5914065',
  '002-licenses': 'adf14657e53bd1f79753f8d45ad58fc81b30f9d7bbe36d0b2533444af1192a57',
  '003-catalog': 'e4ee96c6b6d2235155fea72ccc179b3610e5626f0b2423043e10238b0025b473',
  '004-policies': 'ed09b62e25a11ef81cc6b51019e857d64029c03d6842535d208ee8f1fd6eae19',
  '005-webhooks': '43b806e79923ca86c2a3d348cab48df26a62c327f4925537d90357b1d46776f9',
  '006-delivery': '40c2e286e66a1bb96bc45da2f2f1865a3e792ae1d7c6f6bd5ba99b4ddb9684c0',
  '007-runs': 'ef410d44e8cb4dadf8b27a1105313696adb30e5243dca8b4f0f0d9c0c1abaed5',
  '008-dependency-counts': '088da326018bd04a02d488069a63964c0193328bacedef5e616af01cb50e5542',
  '009-search-statistics': 'e1ab114c693043dd9459359ae1b02c1ef096b79f28108482bb288bc1a164ae76',
  '010-webhook-health': '4781716c7e186ef3eee37eec31c05420b2e14506611695f4cc3f7e3b63c0c015',
  '011-policy-trees': '480ad602207191de4bbd0812eb1c753ae0507e0d4bd90062ee77edb6afb45933',
  '012-people': '4b4779a0c1aa3216cbe4b8776e99f19ab6c86a3bbb625d2ef7494d5d19f2ca58',
  '013-overview': '7f77fba08d7569ef97841561336896d952f7a6b3891d92b57f30de46addef5ce',
  '014-alert-triage': '0983e4e9f71386513b36f27e40236b44b1ce88c273ec5e014d56af089f3908a2',
  '015-license-categories': '220da107b507f0388a0c9b75fefeb9f0eb3315474587cc3d7acf4596d82d738b',
};

const SCRATCH: Migration = { version: 1000, name: 'scratch table', sql: 'CREATE TABLE scratch_1000 (id integer)' };
const LATER: Migration = { version: 1001, name: 'later table', sql: 'CREATE TABLE later_1001 (id integer)' };
const edited = (list: readonly Migration[], version: number) =>
  list.map((m) => (m.version === version ? { ...m, sql: `${m.sql};\nCREATE TABLE sneaked_in (id integer)` } : m));
const EDITED_MESSAGE = (label: string) =>
  new RegExp(
    `^migration ${label} was edited after it was applied \\(checksum [0-9a-f]{12}…≠[0-9a-f]{12}…\\); never edit a shipped migration: add a new one$`,
  );

let s: TestService;
const recorded = async () =>
  Object.fromEntries(
    (
      await s.db.query<{ version: number; checksum: string | null }>(
        'SELECT version, checksum FROM schema_migrations ORDER BY version',
      )
    ).map((r) => [r.version, r.checksum]),
  );
const tableExists = async (name: string) =>
  (await s.db.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [name]))[0]?.t !== null;

beforeAll(async () => {
  s = await startTestService();
});
afterAll(() => s.close());

describe('migration checksums', () => {
  it('no shipped migration was edited', () => {
    const now = Object.fromEntries(MIGRATIONS.map((m) => [migrationLabel(m), migrationChecksum(m.sql)]));
    const newest = Math.max(...Object.keys(SHIPPED).map((label) => Number.parseInt(label, 10)));
    const shippedNow = Object.fromEntries(
      Object.entries(now).filter(([label]) => Number.parseInt(label, 10) <= newest),
    );
    expect(shippedNow).toEqual(SHIPPED);
  });

  it('records the checksum of each migration applied, and starts again with the texts unchanged', async () => {
    expect(await migrate(s.db, [...MIGRATIONS, SCRATCH])).toEqual([SCRATCH.version]);
    const checksums = await recorded();
    for (const m of [...MIGRATIONS, SCRATCH])
      expect(checksums[m.version], migrationLabel(m)).toBe(migrationChecksum(m.sql));
    expect(await migrate(s.db, [...MIGRATIONS, SCRATCH])).toEqual([]);
  });

  it('refuses a migration edited after it was applied, naming it, and applies nothing', async () => {
    const before = await recorded();
    const attempt = migrate(s.db, [...edited(MIGRATIONS, 4), SCRATCH, LATER]);
    await expect(attempt).rejects.toThrow(MigrationEditedError);
    await expect(attempt).rejects.toThrow(EDITED_MESSAGE('004-policies'));
    expect(await recorded()).toEqual(before);
    expect(await tableExists('later_1001')).toBe(false);
    expect(await tableExists('sneaked_in')).toBe(false);
    // A migration added after the first release is guarded the same way.
    await expect(migrate(s.db, [...MIGRATIONS, { ...SCRATCH, sql: `${SCRATCH.sql} ` }])).rejects.toThrow(
      EDITED_MESSAGE('1000-scratch-table'),
    );
  });

  it('takes the checksums of an installation from before checksums once, from the texts of today', async () => {
    await s.db.query('ALTER TABLE schema_migrations DROP COLUMN checksum');
    expect(await migrate(s.db, [...MIGRATIONS, SCRATCH])).toEqual([]);
    const checksums = await recorded();
    for (const m of MIGRATIONS) expect(checksums[m.version], migrationLabel(m)).toBe(migrationChecksum(m.sql));

    // One left empty (a row written by an Argus from before, after the column came) is filled the same way.
    await s.db.query('UPDATE schema_migrations SET checksum = NULL WHERE version = 7');
    await migrate(s.db, [...MIGRATIONS, SCRATCH]);
    expect((await recorded())[7]).toBe(migrationChecksum(MIGRATIONS.find((m) => m.version === 7)!.sql));

    // From then on, an edit is caught.
    await expect(migrate(s.db, [...edited(MIGRATIONS, 7), SCRATCH])).rejects.toThrow(EDITED_MESSAGE('007-runs'));
  });

  it('leaves alone a version this code does not know (applied by a newer Argus)', async () => {
    expect(await migrate(s.db, MIGRATIONS)).toEqual([]);
    expect((await recorded())[SCRATCH.version]).toBe(migrationChecksum(SCRATCH.sql));
  });
});
