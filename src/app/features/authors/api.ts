import { queryOptions } from '@tanstack/react-query';
import { AuthorActivitySchema } from '../../../contract/catalog';
import { api } from '../../lib/api-client';
import { authors } from '../../lib/catalog-queries';

/** `GET /api/authors/{id}/activity/`: an author's commits by month and figures per project, for their page. */
export const authorActivityQuery = (id: number) =>
  queryOptions({
    queryKey: [...authors.keys.detail(id), 'activity'] as const,
    queryFn: ({ signal }) => api.get(`/api/authors/${id}/activity/`, AuthorActivitySchema, undefined, { signal }),
  });

/**
 * Every month from the first to the last with commits, those without any at 0, so that the chart's
 * months are evenly spaced and a quiet month reads as one.
 */
export function everyMonth(months: readonly { month: string; commits_count: number }[]) {
  if (months.length === 0) return [];
  const counts = new Map(months.map((m) => [m.month, m.commits_count]));
  const sorted = [...counts.keys()].sort();
  let [year, month] = sorted[0]!.split('-').map(Number) as [number, number];
  const last = sorted.at(-1)!;
  const all: { month: string; commits_count: number }[] = [];
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    all.push({ month: key, commits_count: counts.get(key) ?? 0 });
    if (key >= last) return all;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}
