import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListQuery } from '../../contract/pagination';
import {
  CANCELLABLE_KINDS,
  isEnded,
  RunConflictSchema,
  RunListSchema,
  RunSchema,
  type Run,
  type RunKind,
} from '../../contract/runs';
import { api } from './api-client';
import { isApiError } from './api-error';
import { msg } from './i18n';
import { resource } from './resource-queries';
import { translatedLabels } from './translated-labels';

/**
 * Runs are started, followed and cancelled from several sections (a project, a container image, the
 * ML model, the runs pages), so the section, its live queries and its mutations live here, like
 * catalog-queries.ts.
 */
const runs = resource({ name: 'runs', path: '/api/analyses/runs/', item: RunSchema, detail: RunSchema });
export const runKeys = runs.keys;

/** How a run's kind reads in the console, in its language; the API value never changes. */
export const RUN_KIND_LABELS: Record<RunKind, string> = translatedLabels({
  project_sca: msg('lib.runKind.projectSca'),
  container_image_sca: msg('lib.runKind.containerImageSca'),
  clones: msg('lib.runKind.clones'),
  authors: msg('lib.runKind.authors'),
  repository_cloning: msg('lib.runKind.repositoryCloning'),
  project_secrets: msg('lib.runKind.projectSecrets'),
  secrets_ml_training: msg('lib.runKind.secretsMlTraining'),
});

/** How often a page with a queued or running run asks again. */
const POLL_MS = 2000;

const anyActive = (list: Run[] | undefined) => list?.some((run) => !isEnded(run.status)) ?? false;

/** A page of runs, asked again every 2 s while one of them is queued or running; quiet once all have ended. */
export const liveRunsQuery = (q: ListQuery) =>
  queryOptions({
    ...runs.list(q),
    refetchInterval: (query) => (anyActive(query.state.data?.results) ? POLL_MS : false),
  });

/** One run, followed the same way until it ends. */
export const liveRunQuery = (id: number) =>
  queryOptions({
    ...runs.detail(id),
    refetchInterval: (query) => (query.state.data && !isEnded(query.state.data.status) ? POLL_MS : false),
  });

/** Queued or running, and of a kind that can stop (repository cloning cannot, CONTRACT §8). */
export const canCancel = (run: Pick<Run, 'kind' | 'status'>) =>
  !isEnded(run.status) && CANCELLABLE_KINDS.includes(run.kind);

/** POST …/cancel/: the run's record, as it is now. */
export function useCancelRun() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`${runs.recordPath(id)}cancel/`, RunSchema),
    onSuccess: (run) => qc.setQueryData(runKeys.detail(run.id), run),
    // A lost race (409: it ended meanwhile) also means the rows on screen are stale.
    onSettled: () => qc.invalidateQueries({ queryKey: runKeys.all }),
  });
}

/** The run a 409 names ("… is already queued or running …"), when the answer says which. */
export function runConflict(error: unknown): { detail: string; runId: number | undefined } | undefined {
  if (!isApiError(error, 409)) return undefined;
  const parsed = RunConflictSchema.safeParse(error.body);
  return { detail: error.detail ?? error.message, runId: parsed.success ? parsed.data.run_id : undefined };
}

/** POST to a start endpoint (CONTRACT §8): 202 with the run records it queued. */
export function useStartRuns() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (path: string) => api.post(path, RunListSchema),
    onSettled: () => qc.invalidateQueries({ queryKey: runKeys.all }),
  });
}
