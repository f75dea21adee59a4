import type { Database, Queryable } from '../db/database';
import type { Metrics } from './metrics';

/**
 * The same database, each query's time observed; only when metrics are on, so a service without them
 * pays nothing. Everything else (kind, close, the read cache) is the database's own.
 */
export function timedDatabase<D extends Database>(db: D, metrics: Metrics): D {
  const timed =
    (target: Queryable) =>
    async <Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]> => {
      const end = metrics.databaseQueryDuration.startTimer();
      try {
        return await target.query<Row>(sql, params);
      } finally {
        end();
      }
    };
  const query = timed(db);
  const transaction: Database['transaction'] = (work) => db.transaction((tx) => work({ query: timed(tx) }));
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
