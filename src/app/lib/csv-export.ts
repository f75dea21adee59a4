import type { QueryMeta } from '@tanstack/react-query';
import type { QueryParams } from './api-client';

/** What a list's "Export CSV" asks for: the list's endpoint and its query (search, filters, ordering). */
export type CsvTarget = { path: string; query: QueryParams };

/**
 * Carried in a list query's `meta`, so the one list scaffold can offer the export of exactly the list
 * it shows without each page naming its endpoint again.
 */
export const csvMeta = (path: string, query: QueryParams): QueryMeta => ({ csv: { path, query } });

export function csvTargetOf(meta: QueryMeta | undefined): CsvTarget | undefined {
  const target = meta?.csv as CsvTarget | undefined;
  if (!target) return undefined;
  // The export is every matching row (CONTRACT §13): the page and its size mean nothing to it.
  const { page: _page, per_page: _perPage, ...query } = target.query;
  return { path: target.path, query: { ...query, format: 'csv' } };
}
