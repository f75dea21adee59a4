import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { Queryable } from '../db/database';
import type { ExportSql, JsonRows, ListSql, Ordering } from '../db/list-sql';
import { csvStream } from './csv-export';
import type { AppEnv } from './context';
import { DEFAULT_PAGE_SIZE, type Page } from '../../contract/pagination';
import { NotFound, ValidationFailed } from '../errors';

type Paging = { page: number; perPage: number; limit: number; offset: number };

const WHOLE = /^[1-9]\d*$/;

/** CONTRACT §4: `page` must be a positive whole number; a bad `per_page` falls back, a large one is clamped. */
function readPaging(c: Context, maxPageSize: number): Paging {
  const pageText = c.req.query('page');
  const perPageText = c.req.query('per_page');
  if (pageText !== undefined && !WHOLE.test(pageText)) throw new NotFound('Invalid page.');
  const page = pageText === undefined ? 1 : Number(pageText);
  const requested = perPageText !== undefined && WHOLE.test(perPageText) ? Number(perPageText) : DEFAULT_PAGE_SIZE;
  const perPage = Math.min(requested, maxPageSize);
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage };
}

/**
 * The `{count, next, previous, results}` response; a page past the last one is `Invalid page.` (page 1
 * may be empty). `results` is the database's JSON text, put in as it is: parsing and serializing
 * 100 rows again was a tenth of a page request's time.
 */
function pageResponse<T>(c: Context, paging: Paging, count: number, results: JsonRows<T>): PageResponse<T> {
  const lastPage = Math.max(1, Math.ceil(count / paging.perPage));
  if (paging.page > lastPage) throw new NotFound('Invalid page.');
  const link = (page: number) => {
    const url = new URL(c.req.url);
    if (page === 1) url.searchParams.delete('page');
    else url.searchParams.set('page', String(page));
    return url.toString();
  };
  const envelope = JSON.stringify({
    count,
    next: paging.page < lastPage ? link(paging.page + 1) : null,
    previous: paging.page > 1 ? link(paging.page - 1) : null,
  });
  const body = `${envelope.slice(0, -1)},"results":${results}}`;
  // What c.json would have answered for the parsed rows: the routes keep their typed responses.
  return c.body(body, 200, { 'Content-Type': 'application/json' }) as Response as PageResponse<T>;
}

type PageResponse<T> = Response & TypedResponse<JSONParsed<Page<T>>, 200, 'json'>;

/**
 * CONTRACT §4: `ordering=name,-created_at`; each field must be in `fields` (API name → SQL column).
 * The id is always the last key so pages are stable.
 */
function readOrdering(c: Context, fields: Ordering, fallback: string): string {
  const text = c.req.query('ordering')?.trim() || fallback;
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const clauses = parts.map((part) => {
    const descending = part.startsWith('-');
    const column = fields[descending ? part.slice(1) : part];
    if (!column) {
      throw new ValidationFailed({
        ordering: [`Unknown ordering field "${part}". Choose from: ${Object.keys(fields).join(', ')}.`],
      });
    }
    return `${column} ${descending ? 'DESC' : 'ASC'}`;
  });
  if (!parts.some((p) => p.replace('-', '') === 'id')) clauses.push(`${fields.id} ASC`);
  return clauses.join(', ');
}

/** `search=`: trimmed, empty means no search. */
function readSearch(c: Context): string | undefined {
  return c.req.query('search')?.trim() || undefined;
}

/** No `ordering=` (or an empty one): the list's own order, with its best search matches first. */
function readRelevance(c: Context): boolean {
  return !c.req.query('ordering')?.trim();
}

/** What a list endpoint needs of its repository. */
export type ListModel<Row, F> = {
  ordering: Ordering;
  defaultOrdering: string;
  list: (db: Queryable, list: ListSql<F>) => Promise<{ count: number; rows: JsonRows<Row> }>;
  /** Every matching row in order, a batch at a time (`?format=csv`). */
  exportRows: (db: Queryable, list: ExportSql<F>) => AsyncGenerator<Row[]>;
  /** The record's field names, for the CSV header row. */
  columns: (db: Queryable) => Promise<string[]>;
};

/**
 * One page of a section: paging, search and ordering from the query, `filters` already validated.
 * `?format=csv` (CONTRACT §13) answers every row matching the same search, filters and ordering
 * instead, as a streamed CSV file; paging parameters are then ignored. The route's query schema has
 * already refused any other `format` (listParams).
 */
export async function listPage<Row, F>(
  c: Context<AppEnv>,
  model: ListModel<Row, F>,
  filters: F,
): Promise<PageResponse<Row>> {
  const { db, config } = c.get('deps');
  if (c.req.query('format') === 'csv') return csvExport(c, model, filters);
  const paging = readPaging(c, config.maxPageSize);
  const orderBy = readOrdering(c, model.ordering, model.defaultOrdering);
  const { count, rows } = await model.list(db, {
    search: readSearch(c),
    filters,
    orderBy,
    relevance: readRelevance(c),
    ...paging,
  });
  return pageResponse(c, paging, count, rows);
}

/** The collection's name for the download: the path's last word (`/api/analyses/runs/` → `runs`). */
const collectionName = (path: string) => path.split('/').filter(Boolean).at(-1) ?? 'export';

async function csvExport<Row, F>(c: Context<AppEnv>, model: ListModel<Row, F>, filters: F): Promise<PageResponse<Row>> {
  const { db } = c.var.deps;
  const orderBy = readOrdering(c, model.ordering, model.defaultOrdering);
  const columns = await model.columns(db);
  const batches = model.exportRows(db, { search: readSearch(c), filters, orderBy, relevance: readRelevance(c) });
  const body = csvStream(columns, batches as AsyncIterator<readonly object[]>);
  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${collectionName(c.req.path)}.csv"`,
  }) as Response as PageResponse<Row>;
}
