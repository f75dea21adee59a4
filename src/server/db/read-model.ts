import type { Queryable } from './database';
import { type ExportSql, type ListSql, listBatches, listColumns, listRows, type Ordering } from './list-sql';

type ReadModelSpec<F> = {
  /** FROM clause with the alias the columns use. */
  table: string;
  alias: string;
  columns: string;
  /** A stored column holding each row's JSON as `columns` builds it (see list-sql's `rowJson`). */
  rowJson?: string;
  searchColumns: string[];
  /** Best search matches first when no ordering is asked for (see list-sql's `searchRank`). */
  searchRank?: string;
  filters: { [K in keyof F]-?: string };
  /** API ordering field → SQL expression. */
  ordering: Ordering;
  defaultOrdering: string;
};

/** A read-only section: a paged list with search/filters/ordering and a detail by id, from one spec. */
export function readModel<Row, F extends object = Record<string, never>>(spec: ReadModelSpec<F>) {
  return {
    ordering: spec.ordering,
    defaultOrdering: spec.defaultOrdering,
    list: (db: Queryable, list: ListSql<F>) =>
      listRows<Row>(db, {
        table: spec.table,
        alias: spec.alias,
        columns: spec.columns,
        rowJson: spec.rowJson,
        searchColumns: spec.searchColumns,
        searchRank: spec.searchRank,
        filters: spec.filters,
        list,
      }),
    exportRows: (db: Queryable, list: ExportSql<F>) => listBatches<Row>(db, { ...spec, list }),
    columns: (db: Queryable) => listColumns(db, spec),
    get: async (db: Queryable, id: number): Promise<Row | undefined> =>
      (await db.query<Row>(`SELECT ${spec.columns} FROM ${spec.table} WHERE ${spec.alias}.id = $1`, [id]))[0],
  };
}

/**
 * One section read through two models: `narrowed` when the list is filtered by `filter` (its rows add
 * what the narrowing link knows, e.g. a project's relation to its dependencies), `plain` otherwise;
 * detail, ordering and CSV columns are the plain model's.
 */
export function narrowedBy<Row, F extends object>(
  filter: keyof F,
  plain: ReturnType<typeof readModel<Row, F>>,
  narrowed: ReturnType<typeof readModel<Row, F>>,
): ReturnType<typeof readModel<Row, F>> {
  const pick = (filters: F) => (filters[filter] === undefined ? plain : narrowed);
  return {
    ...plain,
    list: (db, list) => pick(list.filters).list(db, list),
    exportRows: (db, list) => pick(list.filters).exportRows(db, list),
  };
}
