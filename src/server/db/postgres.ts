import pg from 'pg';
import { describeDatabase } from '../config';
import type { Database, Queryable } from './database';
import { DatabaseUnreachableError } from './database-unreachable';

// Counts and ids fit in a JS number; timestamps stay Date objects as in PGlite.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const code = (error as { code?: string }).code ?? (error as Error).message;
    throw new DatabaseUnreachableError(
      `cannot connect to ${describeDatabase({ databaseUrl: url, dataDir: '' })} (${code})`,
    );
  }
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await q.query(sql, params);
      return result.rows as Row[];
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
