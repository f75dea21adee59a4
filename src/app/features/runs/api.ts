import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListQuery } from '../../../contract/pagination';
import { isEnded, RunSchema, type Run } from '../../../contract/runs';
import { api } from '../../lib/api-client';
import { runKeys, runs } from '../../lib/run-queries';

/** How often a page with a queued or running run asks again. */
const POLL_MS = 2000;

const anyActive = (list: Run[] | undefined) => list?.some((run) => !isEnded(run.status)) ?? false;

export const runsQuery = (q: ListQuery) =>
  queryOptions({
    ...runs.list(q),
    // Live while something on the page can still change; quiet once everything has ended.
    refetchInterval: (query) => (anyActive(query.state.data?.results) ? POLL_MS : false),
  });

export const runQuery = (id: number) =>
  queryOptions({
    ...runs.detail(id),
    refetchInterval: (query) => (query.state.data && !isEnded(query.state.data.status) ? POLL_MS : false),
  });

export function useCancelRun() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`${runs.recordPath(id)}cancel/`, RunSchema),
    onSuccess: (run) => qc.setQueryData(runKeys.detail(run.id), run),
    // A lost race (409: it ended meanwhile) also means the rows on screen are stale.
    onSettled: () => qc.invalidateQueries({ queryKey: runKeys.all }),
  });
}
