import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbedded } from '../embedded';
import type { Database } from '../database';
import { preparable, PreparedStatements } from '../prepared-statements';

let pglite: PGlite;
let db: Database;

beforeAll(async () => {
  pglite = await PGlite.create();
  db = await openEmbedded();
  await db.query(
    'CREATE TABLE things (id serial PRIMARY KEY, name text NOT NULL UNIQUE, tags text[], meta jsonb, at timestamptz)',
  );
});
afterAll(async () => {
  await pglite.close();
  await db.close();
});

const serverStatements = async () =>
  (await db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).map((r) => r.statement);

describe('PreparedStatements', () => {
  it('answers what PGlite.query answers, for every kind of parameter and column', async () => {
    const sql = `SELECT $1::int AS n, $2::text[] AS tags, $3::jsonb AS meta, $4::timestamptz AS at, $5::boolean AS yes,
                        $6::numeric AS num, $7::text AS missing, $8::int[] AS ids`;
    const params = [
      7,
      ['a', 'b,c', 'd"e'],
      { x: [1, 'two'] },
      new Date('2026-01-02T03:04:05.678Z'),
      false,
      '12.5',
      null,
      [1, 2],
    ];
    const expected = (await pglite.query(sql, params)).rows;
    const statements = new PreparedStatements(pglite);
    const run = () =>
      pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(() => statements.run(sql, params)));
    expect(await run()).toEqual(expected);
    expect(await run()).toEqual(expected); // the second call binds the prepared statement again
    expect(statements.size).toBe(1);
  });

  it('parses a statement once: the server holds one prepared statement per distinct text', async () => {
    for (const name of ['one', 'two', 'three']) await db.query('INSERT INTO things (name) VALUES ($1)', [name]);
    for (let i = 0; i < 3; i++) await db.query('SELECT name FROM things WHERE name = $1', ['two']);
    const held = await serverStatements();
    expect(held.filter((s) => s === 'INSERT INTO things (name) VALUES ($1)')).toHaveLength(1);
    expect(held.filter((s) => s === 'SELECT name FROM things WHERE name = $1')).toHaveLength(1);
  });

  it('reports a failed statement with its code and goes on working', async () => {
    await expect(db.query('INSERT INTO things (name) VALUES ($1)', ['one'])).rejects.toMatchObject({ code: '23505' });
    await expect(db.query('SELECT 1 / $1::int AS x', [0])).rejects.toMatchObject({ code: '22012' });
    expect(await db.query('SELECT 1 / $1::int AS x', [1])).toEqual([{ x: 1 }]);
  });

  it('prepares a statement again when a table change alters its result columns', async () => {
    await db.query('CREATE TABLE shapes (id int)');
    await db.query('INSERT INTO shapes VALUES (1)');
    expect(await db.query('SELECT * FROM shapes WHERE id = $1', [1])).toEqual([{ id: 1 }]);
    await db.query("ALTER TABLE shapes ADD COLUMN label text NOT NULL DEFAULT 'x'");
    expect(await db.query('SELECT * FROM shapes WHERE id = $1', [1])).toEqual([{ id: 1, label: 'x' }]);
  });

  it('keeps at most `max` statements, closing the least recently used on the server', async () => {
    const own = await PGlite.create();
    const statements = new PreparedStatements(own, 2);
    const run = (sql: string) => own._runExclusiveQuery(() => statements.run(sql, []));
    await run('SELECT 1 AS a');
    await run('SELECT 2 AS b');
    await run('SELECT 1 AS a'); // now the most recent
    await run('SELECT 3 AS c');
    const held = await own.query<{ statement: string }>(
      'SELECT statement FROM pg_prepared_statements ORDER BY statement',
    );
    expect(held.rows.map((r) => r.statement)).toEqual(['SELECT 1 AS a', 'SELECT 3 AS c']);
    expect(statements.size).toBe(2);
    await own.close();
  });

  it('rolls back with the transaction it ran in', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO things (name) VALUES ($1)', ['rolled back']);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await db.query('SELECT count(*)::int AS n FROM things WHERE name = $1', ['rolled back'])).toEqual([
      { n: 0 },
    ]);
  });

  it('leaves DDL, transaction control and many-parameter statements to PGlite', async () => {
    const data = [
      'SELECT 1',
      ' with x as (select 1) select * from x',
      'INSERT INTO t VALUES (1)',
      'UPDATE t SET a = 1',
      'DELETE FROM t',
    ];
    expect(data.every((s) => preparable(s, []))).toBe(true);
    expect(
      ['CREATE TABLE t (a int)', 'BEGIN', 'SET search_path TO x', 'ALTER TABLE t ADD b int'].some((s) =>
        preparable(s, []),
      ),
    ).toBe(false);
    // A multi-row insert of 40 rows: its text changes with every chunk size, so it is not kept.
    const names = Array.from({ length: 40 }, (_, i) => `bulk ${i}`);
    const sql = `INSERT INTO things (name) VALUES ${names.map((_, i) => `($${i + 1})`).join(', ')}`;
    expect(preparable(sql, names)).toBe(false);
    await db.query(sql, names);
    expect(await serverStatements()).not.toContain(sql);
    expect(await db.query('SELECT count(*)::int AS n FROM things WHERE name LIKE $1', ['bulk %'])).toEqual([{ n: 40 }]);
  });

  it('inside a transaction, a statement gone stale fails that transaction once, then works again', async () => {
    await db.query('CREATE TABLE widths (id int)');
    await db.query('INSERT INTO widths VALUES (1)');
    expect(await db.query('SELECT * FROM widths WHERE id = $1', [1])).toEqual([{ id: 1 }]);
    await db.query('ALTER TABLE widths ADD COLUMN w int NOT NULL DEFAULT 3');
    await expect(db.transaction((tx) => tx.query('SELECT * FROM widths WHERE id = $1', [1]))).rejects.toMatchObject({
      code: '0A000',
    });
    expect(await db.transaction((tx) => tx.query('SELECT * FROM widths WHERE id = $1', [1]))).toEqual([
      { id: 1, w: 3 },
    ]);
  });

  it('prepares a statement again when the server no longer holds it', async () => {
    expect(await db.query('SELECT count(*)::int AS n FROM things WHERE id > $1', [0])).toHaveLength(1);
    await db.query('DEALLOCATE ALL');
    expect(await db.query('SELECT count(*)::int AS n FROM things WHERE id > $1', [0])).toHaveLength(1);
  });

  it('says a closed database is closed', async () => {
    const own = await openEmbedded();
    await own.close();
    await expect(own.query('SELECT $1::int AS n', [1])).rejects.toThrow(/closed/i);
  });
});
