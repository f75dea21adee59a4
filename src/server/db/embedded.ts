import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

/** PGlite: real PostgreSQL compiled to WASM, one process per data directory. */
export async function openEmbedded(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  const pglite = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await q.query<Row>(sql, params);
      return result.rows;
    },
  });
  return {
    kind: 'embedded',
    ...wrap(pglite),
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    close: () => pglite.close(),
  };
}

/** A snapshot of an embedded database, so tests can start from a migrated copy in a fraction of initdb's time. */
export async function dumpEmbedded(dataDir: string | undefined, run: (db: Database) => Promise<void>): Promise<Blob> {
  const pglite = await PGlite.create({ dataDir });
  const db: Database = {
    kind: 'embedded',
    query: async (sql, params = []) => (await pglite.query<never>(sql, params)).rows,
    transaction: () => Promise.reject(new Error('not used while dumping')),
    close: () => pglite.close(),
  };
  await run(db);
  const blob = await pglite.dumpDataDir('none');
  await pglite.close();
  return blob;
}
