import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database';
import { openEmbedded } from '../embedded';
import { ReadCache, withReadCache } from '../read-cache';
import { DEEP_OFFSET, listRows, type ListSql } from '../list-sql';

type Item = { id: number; name: string; score: number | null; kind: string };
type Filters = { kind?: string; kind_not?: string };
const ROWS = 2600;

let raw: Database;
let cached: ReturnType<typeof withReadCache>;

beforeAll(async () => {
  raw = await openEmbedded();
  await raw.query('CREATE TABLE items (id serial PRIMARY KEY, name text NOT NULL, score numeric, kind text NOT NULL)');
  // Names repeat (ties broken by id), every seventh score is NULL, two kinds.
  await raw.query(
    `INSERT INTO items (name, score, kind)
     SELECT 'item ' || (i % 300), CASE WHEN i % 7 = 0 THEN NULL ELSE (i * 37) % 1000 END, CASE WHEN i % 3 = 0 THEN 'b' ELSE 'a' END
       FROM generate_series(1, ${ROWS}) AS i`,
  );
  cached = withReadCache(raw, new ReadCache(60_000));
});
afterAll(() => raw.close());

/** A page with its rows parsed: the service itself sends the database's JSON text on as it is. */
const list = async (
  db: Database,
  orderBy: string,
  offset: number,
  extra: Partial<ListSql<Filters>> = {},
  searchRank?: string,
) => {
  const { count, rows } = await listRows<Item>(db, {
    table: 'items t',
    alias: 't',
    columns: 't.id, t.name, t.score::float8 AS score, t.kind',
    searchColumns: ['t.name'],
    searchRank,
    filters: { kind: 't.kind = $?', kind_not: 't.kind <> $?' },
    list: { filters: {}, orderBy, limit: 100, offset, ...extra },
  });
  return { count, rows: JSON.parse(rows) as Item[] };
};

describe('listRows deep pages (ids from the remembered ordered list)', () => {
  const orderings = ['t.name, t.id', 't.name DESC, t.id DESC', 't.score DESC, t.id DESC', 't.score, t.id'];
  for (const orderBy of orderings) {
    it(`gives what OFFSET gives, ordered by ${orderBy}`, async () => {
      for (const offset of [DEEP_OFFSET, 2500, 2550, ROWS, ROWS + 100]) {
        // The raw database has no cache: it always takes the LIMIT/OFFSET path.
        expect(await list(cached, orderBy, offset)).toEqual(await list(raw, orderBy, offset));
      }
      expect((await list(cached, orderBy, 2550)).rows).toHaveLength(50);
    });
  }

  it('applies search and filters the same way', async () => {
    const options = { search: 'item 1', filters: { kind: 'a' } };
    const all = await list(raw, 't.name, t.id', 0, { ...options, limit: ROWS });
    expect(all.count).toBeGreaterThan(0);
    // Too few matches for a deep page: the slice is empty and the count still right.
    expect(await list(cached, 't.name, t.id', DEEP_OFFSET, options)).toEqual({ count: all.count, rows: [] });
  });

  it('puts the search rank before the order on deep pages too, with the search and filter parameters in place', async () => {
    // "item 7" exactly first, then kind b, then the rest; every name contains "item", so offset 2 000 is deep.
    const rank = `CASE WHEN lower(t.name) = $search || ' 7' THEN 0 WHEN t.kind = 'b' THEN 1 ELSE 2 END`;
    const options = { search: 'ITEM', relevance: true, filters: { kind_not: 'c' } };
    const first = await list(raw, 't.name, t.id', 0, options, rank);
    expect(first.rows.slice(0, 5).map((r) => r.name)).toEqual(Array(5).fill('item 7'));
    expect(first.rows.find((r) => r.name !== 'item 7')?.kind).toBe('b');
    for (const offset of [DEEP_OFFSET, 2500]) {
      const deep = await list(cached, 't.name, t.id', offset, options, rank);
      expect(deep).toEqual(await list(raw, 't.name, t.id', offset, options, rank));
      expect(deep.rows.every((r) => r.kind === 'a')).toBe(true);
    }
    // Without `relevance` (an ordering the client chose) the rank is not used.
    const asked = await list(raw, 't.name, t.id', 0, { ...options, relevance: false }, rank);
    expect(asked.rows[0]!.name).toBe('item 0');
  });

  it('never shows a row that no longer matches, even from a list remembered before the write', async () => {
    const options = { filters: { kind_not: 'c' } }; // every row matches, so offset 2 000 is a deep page
    const before = await list(cached, 't.id', DEEP_OFFSET, options);
    const moved = before.rows[0]!;
    // Behind the cache's back, as another process sharing PostgreSQL would: the id list stays remembered.
    await raw.query("UPDATE items SET kind = 'c' WHERE id = $1", [moved.id]);
    const after = await list(cached, 't.id', DEEP_OFFSET, options);
    expect(after.rows.map((r) => r.id)).toEqual(before.rows.slice(1).map((r) => r.id));
  });

  it('sees a write made through the wrapped database at once', async () => {
    const before = await list(cached, 't.name DESC, t.id DESC', DEEP_OFFSET);
    await cached.query("INSERT INTO items (name, score, kind) VALUES ('zzz first of all', 1, 'a')");
    const after = await list(cached, 't.name DESC, t.id DESC', DEEP_OFFSET);
    expect(after.count).toBe(before.count + 1);
    expect(after).toEqual(await list(raw, 't.name DESC, t.id DESC', DEEP_OFFSET));
    expect(after.rows.slice(1)).toEqual(before.rows.slice(0, -1)); // the new row sorts first: all move down one
  });
});
