import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database';
import { openEmbedded } from '../embedded';
import { EmbeddedMaintenance } from '../maintenance';

let db: Database;
// A name that needs quoting, as any table name is quoted in the statements the pass runs.
const TABLE = 'Bulk Rows';

type Stats = { live: number; dead: number; modified: number; vacuumed: boolean; analyzed: boolean; tuples: number };
const stats = async (table: string): Promise<Stats> => {
  await db.query('SELECT pg_stat_force_next_flush()');
  const [row] = await db.query<Stats>(
    `SELECT s.n_live_tup::int AS live, s.n_dead_tup::int AS dead, s.n_mod_since_analyze::int AS modified,
            s.last_vacuum IS NOT NULL AS vacuumed, s.last_analyze IS NOT NULL AS analyzed, c.reltuples::int AS tuples
       FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid WHERE s.relname = $1`,
    [table],
  );
  return row!;
};

beforeAll(async () => {
  db = await openEmbedded();
  await db.query(`CREATE TABLE "${TABLE}" (id serial PRIMARY KEY, kind text NOT NULL)`);
  await db.query('CREATE TABLE quiet (id serial PRIMARY KEY)');
  await db.query('INSERT INTO quiet DEFAULT VALUES');
});
afterAll(() => db.close());

describe('maintenance of the embedded engine, which has no autovacuum', () => {
  it('after a bulk insert: VACUUM and ANALYZE the table, nothing for a table with a few changes', async () => {
    await db.query(`INSERT INTO "${TABLE}" (kind) SELECT 'k' || (g % 7) FROM generate_series(1, 2000) g`);
    expect(await stats(TABLE)).toMatchObject({ live: 2000, vacuumed: false, analyzed: false, tuples: -1 });

    expect(await new EmbeddedMaintenance({ db }).pass()).toEqual({ vacuumed: [TABLE], analyzed: [] });
    // The planner now knows the table's size and its columns' values.
    expect(await stats(TABLE)).toMatchObject({ vacuumed: true, analyzed: true, modified: 0, tuples: 2000 });
    const [kinds] = await db.query<{ n: number }>(
      "SELECT n_distinct::int AS n FROM pg_stats WHERE tablename = $1 AND attname = 'kind'",
      [TABLE],
    );
    expect(kinds!.n).toBe(7);
    expect(await stats('quiet')).toMatchObject({ vacuumed: false, analyzed: false });
  });

  it('does nothing on a pass where nothing crossed a threshold', async () => {
    await db.query(`UPDATE "${TABLE}" SET kind = 'changed' WHERE id <= 100`); // 100 < 50 + 10 % of 2000
    expect(await new EmbeddedMaintenance({ db }).pass()).toEqual({ vacuumed: [], analyzed: [] });
  });

  it('ANALYZE alone once 50 rows + 10 % changed; VACUUM once 50 rows + 20 % are dead', async () => {
    await db.query(`UPDATE "${TABLE}" SET kind = 'changed again' WHERE id <= 300`);
    expect(await new EmbeddedMaintenance({ db }).pass()).toEqual({ vacuumed: [], analyzed: [TABLE] });
    expect((await stats(TABLE)).modified).toBe(0);

    await db.query(`DELETE FROM "${TABLE}" WHERE id > 1400`);
    expect((await stats(TABLE)).dead).toBeGreaterThan(450);
    expect(await new EmbeddedMaintenance({ db }).pass()).toEqual({ vacuumed: [TABLE], analyzed: [] });
    expect(await stats(TABLE)).toMatchObject({ dead: 0, live: 1400, modified: 0 });
  });

  it('runs a pass every tick once started, and stop() waits for the pass under way', async () => {
    await db.query('CREATE TABLE later (id serial PRIMARY KEY)');
    await db.query('INSERT INTO later SELECT FROM generate_series(1, 100)');
    const maintenance = new EmbeddedMaintenance({ db, tickMs: 20 });
    maintenance.start();
    try {
      await expect.poll(async () => (await stats('later')).analyzed, { timeout: 10_000 }).toBe(true);
      await db.query('INSERT INTO later SELECT FROM generate_series(1, 100)');
      await expect.poll(async () => (await stats('later')).modified, { timeout: 10_000 }).toBe(0);
    } finally {
      await maintenance.stop();
    }
  });
});
