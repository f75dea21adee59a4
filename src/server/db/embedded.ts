import { fork } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';
import { embeddedStartParams } from './embedded-settings';
import { preparable, PreparedStatements } from './prepared-statements';

/** PGlite: real PostgreSQL compiled to WASM, one process per data directory. */
export async function openEmbedded(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  if (options.dataDir && !options.loadDataDir && !existsSync(join(options.dataDir, 'PG_VERSION'))) {
    await initdbInChild(options.dataDir);
  }
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    startParams: embeddedStartParams(),
  });
  const statements = new PreparedStatements(pglite);
  /** `tx` inside a transaction, whose lock the transaction already holds. */
  const wrap = (tx?: Transaction): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      if (!preparable(sql, params)) return (await (tx ?? pglite).query<Row>(sql, params)).rows;
      if (tx?.closed) throw new Error('Transaction is closed');
      await pglite._checkReady(); // a closed database says so, as PGlite's own query does
      const run = () => pglite._runExclusiveQuery(() => statements.run<Row>(sql, params, tx !== undefined));
      if (tx) return run();
      const rows = await pglite._runExclusiveTransaction(run);
      await pglite.syncToFs(); // as PGlite's own query does after a statement outside a transaction
      return rows;
    },
  });
  return {
    kind: 'embedded',
    ...wrap(),
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    close: () => pglite.close(),
  };
}

/** Creates the cluster in a child process, whose exit takes initdb's leftover memory with it. */
async function initdbInChild(dataDir: string): Promise<void> {
  const script = fileURLToPath(new URL(`./initdb-child${extname(import.meta.url)}`, import.meta.url));
  // execArgv is inherited, so a service run through tsx runs the child through tsx too.
  const child = fork(script, [dataDir], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0)
    throw new Error(`creating the embedded database in ${dataDir} failed (${signal ?? `exit code ${code}`})`);
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
