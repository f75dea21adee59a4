import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pageOf, type ListQuery } from '../../../contract/pagination';
import { isEnded, RunSchema, type Run } from '../../../contract/runs';
import { api } from '../../lib/api-client';
import { runKeys } from '../../lib/run-queries';

const RunPageSchema = pageOf(RunSchema);

/** How often a page with a queued or running run asks again. */
const POLL_MS = 2000;

const anyActive = (runs: Run[] | undefined) => runs?.some((run) => !isEnded(run.status)) ?? false;

export const runsQuery = (q: ListQuery) =>
  queryOptions({
    queryKey: [...runKeys.lists(), q] as const,
    queryFn: ({ signal }) => api.get('/api/analyses/runs/', RunPageSchema, q, { signal }),
    placeholderData: keepPreviousData,
    // Live while something on the page can still change; quiet once everything has ended.
    refetchInterval: (query) => (anyActive(query.state.data?.results) ? POLL_MS : false),
  });

export const runQuery = (id: number) =>
  queryOptions({
    queryKey: runKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/api/analyses/runs/${id}/`, RunSchema, undefined, { signal }),
    refetchInterval: (query) => (query.state.data && !isEnded(query.state.data.status) ? POLL_MS : false),
  });

export function useCancelRun() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`/api/analyses/runs/${id}/cancel/`, RunSchema),
    onSuccess: (run) => qc.setQueryData(runKeys.detail(run.id), run),
    // A lost race (409: it ended meanwhile) also means the rows on screen are stale.
    onSettled: () => qc.invalidateQueries({ queryKey: runKeys.all }),
  });
}
