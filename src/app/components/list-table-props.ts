import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '../../contract/pagination';
import { errorMessage } from '../lib/error-message';

type ListState = {
  page: number;
  perPage: number;
  ordering: string;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  setOrdering: (ordering: string) => void;
};

/** The DataTable props that come from a `useListParams` list and its page query. */
export function listTableProps<T>(list: ListState, result: UseQueryResult<Page<T>>) {
  return {
    rows: result.data?.results,
    total: result.data?.count ?? 0,
    page: list.page,
    perPage: list.perPage,
    onPageChange: list.setPage,
    onPerPageChange: list.setPerPage,
    ordering: list.ordering,
    onOrderingChange: list.setOrdering,
    loading: result.isPending,
    // Other rows asked for (a page, a search, a filter) or these asked again: the shown ones dim.
    refreshing: result.isFetching && !result.isPending,
    // Rows already shown stay on screen when a later page fails; the retry is the next change.
    error: result.isError && !result.data ? errorMessage(result.error) : null,
    onRetry: () => void result.refetch(),
  };
}
