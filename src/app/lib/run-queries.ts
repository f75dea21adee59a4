import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RunConflictSchema, RunListSchema, RunSchema, type RunKind } from '../../contract/runs';
import { api } from './api-client';
import { isApiError } from './api-error';
import { msg } from './i18n';
import { resource } from './resource-queries';
import { translatedLabels } from './translated-labels';

/**
 * Runs are started from several sections (a project, a container image, the ML
 * model, the runs page), so the section and the start mutation live here, like
 * catalog-queries.ts; the runs feature builds its polling queries on these.
 */
export const runs = resource({ name: 'runs', path: '/api/analyses/runs/', item: RunSchema, detail: RunSchema });
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
