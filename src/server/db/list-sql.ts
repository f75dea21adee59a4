import type { CountCache } from './count-cache';
import type { Queryable } from './database';

/** What a list endpoint asks of a repository: already validated by the HTTP layer. */
export type ListSql<F> = {
  search?: string;
  filters: F;
  /** A whitelisted ORDER BY clause body, e.g. `name DESC, id DESC`. */
  orderBy: string;
  limit: number;
  offset: number;
};

type ListSpec<F> = {
  /** FROM clause with an alias, e.g. `dependencies d`. */
  table: string;
  alias: string;
  columns: string;
  searchColumns: string[];
  /** Filter name → SQL condition with `$?` where the filter's value goes. */
  filters: { [K in keyof F]-?: string };
  list: ListSql<F>;
};

/** Escapes LIKE wildcards so a search for `50%` finds the text `50%`. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One count and one page query with the same WHERE clause: the only full-list work per request is the
 * count. The page's ids are picked first (index order, OFFSET over ids only) and the row columns,
 * some of them per-row subqueries, are computed for those ids alone: page 500 costs what page 1 does.
 */
export async function listRows<Row>(db: Queryable & { counts?: CountCache }, spec: ListSpec<object>): Promise<{ count: number; rows: Row[] }> {
  const params: unknown[] = [];
  const where: string[] = [];
  const { list } = spec;
  if (list.search) {
    params.push(likePattern(list.search));
    where.push(`(${spec.searchColumns.map((c) => `${c} ILIKE $${params.length}`).join(' OR ')})`);
  }
  for (const [name, condition] of Object.entries(spec.filters) as [string, string][]) {
    const value = (list.filters as Record<string, unknown>)[name];
    if (value === undefined) continue;
    params.push(value);
    where.push(condition.replaceAll('$?', `$${params.length}`));
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const countSql = `SELECT count(*)::int AS n FROM ${spec.table} ${whereSql}`;
  const [count, rows] = await Promise.all([
    db.counts ? db.counts.count(db, countSql, params) : db.query<{ n: number }>(countSql, params).then((r) => r[0]!.n),
    db.query<Row>(
      `SELECT ${spec.columns} FROM ${spec.table}
        WHERE ${spec.alias}.id IN (SELECT ${spec.alias}.id FROM ${spec.table} ${whereSql} ORDER BY ${list.orderBy}
                                   LIMIT $${params.length + 1} OFFSET $${params.length + 2})
        ORDER BY ${list.orderBy}`,
      [...params, list.limit, list.offset],
    ),
  ]);
  return { count, rows };
}
