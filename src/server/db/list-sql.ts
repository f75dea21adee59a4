import type { ReadCache } from './read-cache';
import type { Queryable } from './database';

/** API ordering field → SQL expression; `id` (the list's own id column) breaks every ordering's ties. */
export type Ordering = Record<string, string> & { id: string };

/** A page's rows as a JSON array, as the database wrote it: the service sends it on without parsing it. */
export type JsonRows<Row> = string & { readonly rowType?: Row };

/** What a list endpoint asks of a repository: already validated by the HTTP layer. */
export type ListSql<F> = {
  search?: string;
  filters: F;
  /** A whitelisted ORDER BY clause body, e.g. `name DESC, id DESC`. */
  orderBy: string;
  /**
   * No ordering was asked for: a list with a `searchRank` puts its best search matches first, then
   * `orderBy`. An ordering the client chose is kept as it is.
   */
  relevance?: boolean;
  limit: number;
  offset: number;
};

/** What an export asks of a repository: a list's conditions and order, without a page. */
export type ExportSql<F> = Omit<ListSql<F>, 'limit' | 'offset'>;

type ListSpec<F> = {
  /** FROM clause with an alias, e.g. `dependencies d`. */
  table: string;
  alias: string;
  columns: string;
  /**
   * A column that holds each row's JSON exactly as `columns` would build it, kept by the database (a
   * trigger): a page then joins stored texts instead of building its records (migration 024).
   */
  rowJson?: string;
  searchColumns: string[];
  /** Filter name → SQL condition with `$?` where the filter's value goes. */
  filters: { [K in keyof F]-?: string };
  /**
   * How well a row matches the search, lowest first, as SQL with `$search` where the search text goes
   * (trimmed and lowered): `CASE WHEN lower(l.spdx_id) = $search THEN 0 … END`. Only with `relevance`.
   */
  searchRank?: string;
  list: ListSql<F>;
};

/** Escapes LIKE wildcards so a search for `50%` finds the text `50%`. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The page's rows as one JSON array built by the database, in `orderBy` order: the driver then
 * decodes one field instead of one per column and row (that decoding was half the time of a page of
 * 100 dependencies), and the response carries the text as it is. `source` yields the page's table
 * rows under the spec's alias; the columns, some of them per-row subqueries, are computed for those
 * rows alone, in a LATERAL subquery so that the JSON holds the columns and nothing else.
 */
async function pageAsJson<Row>(
  db: Queryable,
  spec: Pick<ListSpec<object>, 'columns' | 'rowJson'>,
  source: string,
  orderBy: string,
  params: unknown[],
): Promise<JsonRows<Row>> {
  const [result] = await db.query<{ rows: string }>(
    spec.rowJson
      ? `SELECT '[' || coalesce(string_agg(${spec.rowJson}, ',' ORDER BY ${orderBy}), '') || ']' AS rows FROM ${source}`
      : `SELECT coalesce(json_agg(${ROW} ORDER BY ${orderBy}), '[]')::text AS rows
           FROM ${source}, LATERAL (SELECT ${spec.columns}) ${ROW}`,
    params,
  );
  return result!.rows;
}
const ROW = 'argus_row';

/**
 * The list's ORDER BY: its search rank first when it has one and no ordering was asked for (the
 * search text becomes the last of `params`), else the ordering as asked.
 */
function listOrder(spec: Pick<ListSpec<object>, 'searchRank'>, list: ExportSql<object>, params: unknown[]): string {
  if (!spec.searchRank || !list.search || !list.relevance) return list.orderBy;
  params.push(list.search.toLowerCase());
  return `${spec.searchRank.replaceAll('$search', `$${params.length}::text`)}, ${list.orderBy}`;
}

/** The WHERE conditions (joined by AND) and their parameters of a list's search and filters. */
export function listWhere(
  spec: Pick<ListSpec<object>, 'searchColumns' | 'filters'>,
  list: Pick<ListSql<object>, 'search' | 'filters'>,
): { where: string[]; params: unknown[] } {
  const params: unknown[] = [];
  const where: string[] = [];
  if (list.search) {
    params.push(likePattern(list.search));
    // What ILIKE does in a UTF-8 database, but the pattern is lowered once instead of on every row:
    // a third less time for a search page of dependencies. Migration 009 gives PostgreSQL statistics
    // on the lowered columns of the large tables, so that it estimates these conditions well.
    where.push(`(${spec.searchColumns.map((c) => `lower(${c}) LIKE lower($${params.length})`).join(' OR ')})`);
  }
  for (const [name, condition] of Object.entries(spec.filters) as [string, string][]) {
    const value = (list.filters as Record<string, unknown>)[name];
    if (value === undefined) continue;
    params.push(value);
    where.push(condition.replaceAll('$?', `$${params.length}`));
  }
  return { where, params };
}

/**
 * From this offset on, a page is a slice of the list's ordered ids (one ordered pass over the
 * list, remembered by the ReadCache) instead of an OFFSET walk on every request. Below it the walk
 * is short, and a LIMIT query needs no pass over the whole list when the cache is cold.
 */
export const DEEP_OFFSET = 2000;

/**
 * One count and one page query with the same WHERE clause: the only full-list work per request is the
 * count, remembered until a write. The page's rows are picked first (index order, LIMIT and OFFSET)
 * and the row columns, some of them per-row subqueries, are computed for those rows alone. Deep pages
 * take their ids from the remembered ordered id list of the same query: page 500 costs what page 1 does.
 */
export async function listRows<Row>(
  db: Queryable & { readCache?: ReadCache },
  spec: ListSpec<object>,
): Promise<{ count: number; rows: JsonRows<Row> }> {
  const { list, alias } = spec;
  const { where, params } = listWhere(spec, list);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const countParams = [...params];
  const orderBy = listOrder(spec, list, params);

  if (db.readCache && list.offset >= DEEP_OFFSET) {
    const ids = await db.readCache.orderedIds(
      db,
      `SELECT string_agg(${alias}.id::text, ',' ORDER BY ${orderBy}) AS ids FROM ${spec.table} ${whereSql}`,
      params,
    );
    const pageIds = ids.slice(list.offset, list.offset + list.limit);
    // The conditions again: a list remembered before another process's write (within the TTL) must
    // not bring back a row that no longer matches them.
    const pageWhere = [`${alias}.id = ANY($${params.length + 1})`, ...where].join(' AND ');
    const source = `(SELECT ${alias}.* FROM ${spec.table} WHERE ${pageWhere}) ${alias}`;
    const rows = pageIds.length ? await pageAsJson<Row>(db, spec, source, orderBy, [...params, pageIds]) : '[]';
    return { count: ids.length, rows };
  }

  // The count has no ORDER BY, so not the search rank's parameter either (PostgreSQL refuses a parameter it cannot type).
  const countSql = `SELECT count(*)::int AS n FROM ${spec.table} ${whereSql}`;
  const [count, rows] = await Promise.all([
    db.readCache
      ? db.readCache.count(db, countSql, countParams)
      : db.query<{ n: number }>(countSql, countParams).then((r) => r[0]!.n),
    // The page's rows as a derived table under the list's alias, so the columns and the ORDER BY read it as the table.
    pageAsJson<Row>(
      db,
      spec,
      `(SELECT ${alias}.* FROM ${spec.table} ${whereSql} ORDER BY ${orderBy}
         LIMIT $${params.length + 1} OFFSET $${params.length + 2}) ${alias}`,
      orderBy,
      [...params, list.limit, list.offset],
    ),
  ]);
  return { count, rows };
}

/** Rows per query of an export: a few hundred kB of JSON at a time, whatever the list's length. */
const EXPORT_BATCH = 1000;

/**
 * Every row of a list in its order, `batchSize` rows at a time, for an export (CONTRACT §13): the
 * ordered ids are read once (8 bytes a row: 800 kB for 100 000 rows, where the rows themselves would
 * be a hundred times that), then each batch's rows are read by id with the conditions again, exactly
 * as a deep page is. The order is the one the pages have, so the export is the pages concatenated.
 * The first item is the list's column names (read from the columns themselves, so an empty list
 * still has its header row).
 */
export async function* listBatches<Row>(
  db: Queryable,
  spec: Omit<ListSpec<object>, 'list'> & { list: ExportSql<object> },
  batchSize = EXPORT_BATCH,
): AsyncGenerator<Row[]> {
  const { list, alias } = spec;
  const { where, params } = listWhere(spec, list);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const orderBy = listOrder(spec, list, params);
  const [ordered] = await db.query<{ ids: string | null }>(
    `SELECT string_agg(${alias}.id::text, ',' ORDER BY ${orderBy}) AS ids FROM ${spec.table} ${whereSql}`,
    params,
  );
  const ids = ordered?.ids ? ordered.ids.split(',').map(Number) : [];
  for (let start = 0; start < ids.length; start += batchSize) {
    const batchIds = ids.slice(start, start + batchSize);
    const batchWhere = [`${alias}.id = ANY($${params.length + 1})`, ...where].join(' AND ');
    const source = `(SELECT ${alias}.* FROM ${spec.table} WHERE ${batchWhere}) ${alias}`;
    yield JSON.parse(await pageAsJson<Row>(db, spec, source, orderBy, [...params, batchIds])) as Row[];
  }
}

/**
 * A list's column names in order, even when it has no rows: the columns computed over one row of
 * nulls of the list's table (`(NULL::dependencies).*` under the list's alias), whose JSON keys are
 * the names the records have.
 */
export async function listColumns(
  db: Queryable,
  spec: Pick<ListSpec<object>, 'table' | 'alias' | 'columns'>,
): Promise<string[]> {
  const tableName = spec.table.trim().split(/\s+/)[0]!;
  const [row] = await db.query<{ row: string }>(
    `SELECT to_json(${ROW})::text AS row
       FROM (SELECT (NULL::${tableName}).*) ${spec.alias}, LATERAL (SELECT ${spec.columns}) ${ROW}`,
  );
  return Object.keys(JSON.parse(row!.row) as object);
}
