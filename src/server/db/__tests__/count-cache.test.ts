import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CountCache, withCountCache } from '../count-cache';
import type { Database } from '../database';
import { openEmbedded } from '../embedded';

let raw: Database;
let now = 0;
let cache: CountCache;
let db: ReturnType<typeof withCountCache>;
const COUNT = 'SELECT count(*)::int AS n FROM things t WHERE t.kind = $1';

beforeAll(async () => {
  raw = await openEmbedded();
  await raw.query('CREATE TABLE things (id serial PRIMARY KEY, kind text)');
  await raw.query("INSERT INTO things (kind) VALUES ('a'), ('a'), ('b')");
  cache = new CountCache(5_000, 500, () => now);
  db = withCountCache(raw, cache);
});
afterAll(() => raw.close());

describe('CountCache', () => {
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

  it('forgets after the TTL, which bounds what another process can leave stale', async () => {
    await raw.query("INSERT INTO things (kind) VALUES ('b')");
    expect(await cache.count(db, COUNT, ['b'])).toBe(1);
    now += 5_001;
    expect(await cache.count(db, COUNT, ['b'])).toBe(2);
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

  it('does not mistake ON CONFLICT DO UPDATE SET for a table named "set"', () => {
    expect(cache.noteWrites('INSERT INTO users (x) VALUES (1) ON CONFLICT (x) DO UPDATE SET x = 2')).toEqual(['users']);
  });
});
