import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache, withReadCache } from '../read-cache';
import type { Database, Queryable } from '../database';
import { openEmbedded } from '../embedded';

let raw: Database;
let now = 0;
let cache: ReadCache;
let db: ReturnType<typeof withReadCache>;
const COUNT = 'SELECT count(*)::int AS n FROM things t WHERE t.kind = $1';

beforeAll(async () => {
  raw = await openEmbedded();
  await raw.query('CREATE TABLE things (id serial PRIMARY KEY, kind text)');
  await raw.query("INSERT INTO things (kind) VALUES ('a'), ('a'), ('b')");
  cache = new ReadCache(5_000, { counts: 500, idLists: 2, lookups: 2 }, () => now);
  db = withReadCache(raw, cache);
});
afterAll(() => raw.close());

describe('ReadCache', () => {
  it('serves a count again until a write to its table goes through the wrapped database', async () => {
    expect(await cache.count(db, COUNT, ['a'])).toBe(2);
    await raw.query("INSERT INTO things (kind) VALUES ('a')"); // behind the cache's back
    expect(await cache.count(db, COUNT, ['a'])).toBe(2);
    await db.query("INSERT INTO things (kind) VALUES ('a')");
    expect(await cache.count(db, COUNT, ['a'])).toBe(4);
  });

  it('keys by parameters', async () => {
    expect(await cache.count(db, COUNT, ['b'])).toBe(1);
  });

  it('reads again after the TTL, which bounds what another process can leave stale, answering the last count meanwhile', async () => {
    await raw.query("INSERT INTO things (kind) VALUES ('b')");
    expect(await cache.count(db, COUNT, ['b'])).toBe(1);
    now += 5_001;
    expect(await cache.count(db, COUNT, ['b'])).toBe(1); // the read has started; this request does not wait for it
    await expect.poll(() => cache.count(db, COUNT, ['b'])).toBe(2);
  });

  it('reads a list idle for more than twice the TTL afresh before answering', async () => {
    await raw.query("INSERT INTO things (kind) VALUES ('b')");
    now += 10_001;
    expect(await cache.count(db, COUNT, ['b'])).toBe(3);
  });

  it('with a TTL (another process may write), asks a lookup every time', async () => {
    await raw.query('CREATE TABLE badges (id int, holder text)');
    await raw.query("INSERT INTO badges VALUES (1, 'ann')");
    const BADGE = 'SELECT b.holder FROM badges b WHERE b.id = $1';
    expect(await cache.lookup(db, BADGE, [1])).toEqual([{ holder: 'ann' }]);
    await raw.query('DELETE FROM badges'); // as another process would
    expect(await cache.lookup(db, BADGE, [1])).toEqual([]);
  });

  it('writes inside a transaction invalidate too, including UPDATE and DELETE', async () => {
    expect(await cache.count(db, COUNT, ['a'])).toBe(4);
    await db.transaction(async (tx) => {
      await tx.query("UPDATE things SET kind = 'c' WHERE kind = 'a' AND id = (SELECT min(id) FROM things)");
    });
    expect(await cache.count(db, COUNT, ['a'])).toBe(3);
    await db.query("DELETE FROM things WHERE kind = 'a'");
    expect(await cache.count(db, COUNT, ['a'])).toBe(0);
  });

  it('reads once for requests that ask for the same list together', async () => {
    let queries = 0;
    const counting: Queryable = {
      query: <Row>(sql: string, params?: unknown[]) => {
        queries++;
        return raw.query<Row>(sql, params);
      },
    };
    const IDS = "SELECT string_agg(t.id::text, ',' ORDER BY t.id) AS ids FROM things t WHERE t.kind = $1";
    const lists = await Promise.all(Array.from({ length: 5 }, () => cache.orderedIds(counting, IDS, ['b'])));
    expect(queries).toBe(1);
    const expected = (await raw.query<{ id: number }>("SELECT id FROM things WHERE kind = 'b' ORDER BY id")).map(
      (r) => r.id,
    );
    expect(expected.length).toBeGreaterThan(0);
    for (const ids of lists) expect(ids).toEqual(expected);
    expect(await cache.orderedIds(counting, IDS, ['b'])).toEqual(expected);
    expect(queries).toBe(1);
  });

  it('forgets what a transaction read of its own rows when it rolls back', async () => {
    const before = await cache.count(db, COUNT, ['z']);
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO things (kind) VALUES ('z')");
        expect(await cache.count(tx, COUNT, ['z'])).toBe(before + 1); // its own uncommitted row
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await cache.count(db, COUNT, ['z'])).toBe(before);
  });

  it('a delete invalidates lists of the tables its foreign keys cascade to', async () => {
    await raw.query('CREATE TABLE owners (id serial PRIMARY KEY)');
    await raw.query('CREATE TABLE pets (id serial PRIMARY KEY, owner_id int REFERENCES owners (id) ON DELETE CASCADE)');
    await raw.query('INSERT INTO owners DEFAULT VALUES');
    await raw.query('INSERT INTO pets (owner_id) SELECT id FROM owners');
    const PETS = 'SELECT count(*)::int AS n FROM pets p WHERE p.id > $1';
    expect(await cache.count(db, PETS, [0])).toBe(1);
    await db.query('DELETE FROM owners'); // names owners only; the database also deletes the pet
    expect(await cache.count(db, PETS, [0])).toBe(0);
  });

  it('once it knows the foreign keys, a delete forgets only what its cascades reach', async () => {
    await raw.query('CREATE TABLE sitters (id serial PRIMARY KEY, pet_id int REFERENCES pets (id) ON DELETE SET NULL)');
    await raw.query('CREATE TABLE logs (id serial PRIMARY KEY)');
    await raw.query('INSERT INTO owners DEFAULT VALUES');
    await raw.query('INSERT INTO pets (owner_id) SELECT id FROM owners');
    await raw.query('INSERT INTO sitters (pet_id) SELECT id FROM pets');
    const SITTERS = 'SELECT count(*)::int AS n FROM sitters s WHERE s.pet_id IS NOT NULL AND s.id > $1';
    const THINGS = 'SELECT count(*)::int AS n FROM things t WHERE t.id > $1';
    await cache.learnForeignKeys(db);
    expect(await cache.count(db, SITTERS, [0])).toBe(1);
    const things = await cache.count(db, THINGS, [0]);
    await raw.query("INSERT INTO things (kind) VALUES ('c')"); // behind its back: shows whether the count is read again

    await db.query('DELETE FROM logs');
    expect(await cache.count(db, THINGS, [0])).toBe(things); // logs reach nothing: still remembered
    await db.query('DELETE FROM owners'); // owners → pets (cascade) → sitters (set null)
    expect(await cache.count(db, SITTERS, [0])).toBe(0);
    expect(await cache.count(db, THINGS, [0])).toBe(things);

    // A target it cannot read for sure: everything is forgotten.
    await db.query('DELETE FROM public.logs');
    expect(await cache.count(db, THINGS, [0])).toBe(things + 1);
    await raw.query("INSERT INTO things (kind) VALUES ('c')");
    await db.query('DELETE FROM "logs"');
    expect(await cache.count(db, THINGS, [0])).toBe(things + 2);

    await db.query('ALTER TABLE logs ADD COLUMN note text'); // the keys may have changed: back to forgetting everything
    expect(await cache.count(db, THINGS, [0])).toBe(things + 2);
    await raw.query("INSERT INTO things (kind) VALUES ('c')");
    await db.query('DELETE FROM logs');
    expect(await cache.count(db, THINGS, [0])).toBe(things + 3);
  });

  it('reads the table a TRUNCATE names', () => {
    expect(cache.noteWrites('TRUNCATE logs')).toEqual(['logs']);
    expect(cache.noteWrites('TRUNCATE TABLE logs CASCADE')).toEqual(['logs']);
  });

  it('without a TTL, remembers a lookup until a write to its table, and hands out rows no caller can change', async () => {
    const exact = new ReadCache(Infinity);
    const exactDb = withReadCache(raw, exact);
    await raw.query('CREATE TABLE keys (id serial PRIMARY KEY, label text)');
    await raw.query("INSERT INTO keys (label) VALUES ('one')");
    const LOOKUP = 'SELECT k.label FROM keys k WHERE k.id = $1';
    const first = await exact.lookup<{ label: string }>(exactDb, LOOKUP, [1]);
    expect(first).toEqual([{ label: 'one' }]);
    expect(Object.isFrozen(first) && Object.isFrozen(first[0])).toBe(true);
    await raw.query("UPDATE keys SET label = 'behind its back' WHERE id = 1");
    expect(await exact.lookup(exactDb, LOOKUP, [1])).toBe(first);
    await exactDb.query("UPDATE keys SET label = 'two' WHERE id = 1");
    expect(await exact.lookup(exactDb, LOOKUP, [1])).toEqual([{ label: 'two' }]);
  });

  it('does not mistake ON CONFLICT DO UPDATE SET for a table named "set"', () => {
    expect(cache.noteWrites('INSERT INTO users (x) VALUES (1) ON CONFLICT (x) DO UPDATE SET x = 2')).toEqual(['users']);
  });
});
