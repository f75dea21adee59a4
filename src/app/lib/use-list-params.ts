import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, type ListQuery } from '../../contract/pagination';

export const PER_PAGE_CHOICES = [20, 50, 100] as const;

type ParamValue = string | number | null | undefined;

/**
 * List state kept in the URL (`page`, `per_page`, `search`, `ordering` and the
 * named filters), so a link, the back button and a reload keep it. Defaults are
 * left out of the URL. Any change other than the page itself goes back to page 1.
 */
export function useListParams<F extends string = never>(filterNames: readonly F[] = []) {
  const [params, setParams] = useSearchParams();

  const page = positiveInt(params.get('page')) ?? 1;
  const perPageParam = positiveInt(params.get('per_page'));
  const perPage = (PER_PAGE_CHOICES as readonly number[]).includes(perPageParam ?? 0)
    ? (perPageParam as number)
    : DEFAULT_PAGE_SIZE;
  const search = params.get('search') ?? '';
  const ordering = params.get('ordering') ?? '';
  const filterKey = filterNames.map((name) => `${name}=${params.get(name) ?? ''}`).join('&');

  const filters = useMemo(() => {
    const values = {} as Record<F, string>;
    for (const name of filterNames) values[name] = params.get(name) ?? '';
    return values;
    // filterKey holds every value read here; params itself changes on any URL change.
  }, [filterKey]);

  const update = useCallback(
    (changes: Record<string, ParamValue>, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          if (next.get('per_page') === String(DEFAULT_PAGE_SIZE)) next.delete('per_page');
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  /** What the API gets; empty values are dropped by the client. */
  const query: ListQuery = useMemo(
    () => ({ page, per_page: perPage, search, ordering, ...filters }),
    [page, perPage, search, ordering, filters],
  );

  return {
    page,
    perPage,
    search,
    ordering,
    filters,
    query,
    setPage: useCallback((value: number, opts?: { replace?: boolean }) => update({ page: value }, opts), [update]),
    setPerPage: useCallback((value: number) => update({ per_page: value }), [update]),
    /** Typing replaces the history entry instead of adding one per keystroke. */
    setSearch: useCallback((value: string) => update({ search: value.trim() }, { replace: true }), [update]),
    setOrdering: useCallback((value: string) => update({ ordering: value }), [update]),
    setFilter: useCallback((name: F, value: string) => update({ [name]: value }), [update]),
  };
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}
