import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, type ListQuery } from '../../contract/pagination';

/** Every choice is within the server's maximum (`ARGUS_API_MAX_PAGE_SIZE`, 100 by default). */
export const PER_PAGE_CHOICES = [20, 50, 100] as const;

type ParamValue = string | number | null | undefined;

export type ListParamsOptions = {
  /**
   * Prefix of every URL parameter, for a second list on the same page: with `d` the
   * list reads `dpage`, `dper_page`, `dsearch`, `dordering` and `d<filter>`.
   */
  prefix?: string;
};

/**
 * List state kept in the URL (`page`, `per_page`, `search`, `ordering` and the
 * named filters), so a link, the back button and a reload keep it. Defaults are
 * left out of the URL. Any change other than the page itself goes back to page 1.
 */
export function useListParams<F extends string = never>(
  filterNames: readonly F[] = [],
  { prefix = '' }: ListParamsOptions = {},
) {
  const [params, setParams] = useSearchParams();
  // React Router hands a functional update the params of the last render, so two changes made before the
  // next render (a person picking two filters quickly) would lose the first: each update starts from the
  // params the previous one wrote.
  const latest = useRef(params);
  latest.current = params;
  const key = (name: string) => prefix + name;

  const page = positiveInt(params.get(key('page'))) ?? 1;
  const perPageParam = positiveInt(params.get(key('per_page')));
  const perPage = (PER_PAGE_CHOICES as readonly number[]).includes(perPageParam ?? 0)
    ? (perPageParam as number)
    : DEFAULT_PAGE_SIZE;
  const search = params.get(key('search')) ?? '';
  const ordering = params.get(key('ordering')) ?? '';
  // The filters as a string, so `filters` keeps its identity until one of them changes
  // (params changes on any URL change, and filterNames is usually a new array on every render).
  const filterEntries = JSON.stringify(filterNames.map((name) => [name, params.get(key(name)) ?? '']));
  const filters = useMemo(() => Object.fromEntries(JSON.parse(filterEntries)) as Record<F, string>, [filterEntries]);

  /** `changes` is keyed by unprefixed names. */
  const update = useCallback(
    (changes: Record<string, ParamValue>, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        () => {
          const next = new URLSearchParams(latest.current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === null || value === '') next.delete(prefix + name);
            else next.set(prefix + name, String(value));
          }
          if (!('page' in changes)) next.delete(`${prefix}page`);
          if (next.get(`${prefix}page`) === '1') next.delete(`${prefix}page`);
          if (next.get(`${prefix}per_page`) === String(DEFAULT_PAGE_SIZE)) next.delete(`${prefix}per_page`);
          latest.current = next;
          return next;
        },
        { replace },
      );
    },
    [setParams, prefix],
  );

  /** What the API gets; empty values are dropped by the client. */
  const query: ListQuery = useMemo(
    () => ({ page, per_page: perPage, search, ordering, ...filters }),
    [page, perPage, search, ordering, filters],
  );

  const names = JSON.stringify(filterNames);
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
    /** Removes the search and every filter (not the page size or ordering). */
    clearFilters: useCallback(
      () => update(Object.fromEntries([['search', ''], ...(JSON.parse(names) as F[]).map((name) => [name, ''])])),
      [update, names],
    ),
  };
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}
