import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { type Dependency, DependencySchema } from '../../../contract/catalog';
import { pageOf } from '../../../contract/pagination';
import { PolicyAlertSchema, RunListSchema } from '../../../contract/runs';
import { api } from '../../lib/api-client';
import { containerImages, dependencies } from '../../lib/catalog-queries';
import { runKeys } from '../../lib/run-queries';
import { type UploadProgress, uploadWithProgress } from '../../lib/upload-with-progress';

/**
 * `POST /api/analyses/container_images/{id}/sca/upload/`: one `file` part (a `docker save` or OCI
 * archive, or an SBOM) → 202 with the queued run. Archives run to hundreds of megabytes, so the bytes
 * sent are reported as they go (`progress`, null before the first report).
 */
export function useImageUpload(imageId: number) {
  const qc = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      setProgress(null);
      return uploadWithProgress(`/api/analyses/container_images/${imageId}/sca/upload/`, RunListSchema, form, {
        onProgress: setProgress,
      });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: runKeys.all }),
  });
  return { ...mutation, progress };
}

const DependencyPage = pageOf(DependencySchema);
/** The most components the Vulnerabilities section reads to find the vulnerable ones (20 pages of 100). */
const SCANNED_PAGES = 20;

/**
 * The image's components that have vulnerabilities. The API has no such filter, so the image's
 * components are read a page of 100 at a time (an image holds hundreds to a few thousand) and the
 * vulnerable ones kept; `complete` is false when the image has more than were read.
 */
export const vulnerableComponentsQuery = (imageId: number) =>
  queryOptions({
    queryKey: [...dependencies.keys.all, 'vulnerable-in-image', imageId] as const,
    queryFn: async ({ signal }) => {
      const found: Dependency[] = [];
      for (let page = 1; page <= SCANNED_PAGES; page++) {
        const answer = await api.get(
          '/api/dependencies/',
          DependencyPage,
          { container_image: imageId, page, per_page: 100 },
          { signal },
        );
        found.push(...answer.results.filter((d) => d.vulnerabilities_count > 0));
        if (answer.next === null) return { components: found, complete: true };
      }
      return { components: found, complete: false };
    },
  });

const AlertPage = pageOf(PolicyAlertSchema);

/** The image's active alerts, newest first (the API's order); the Alerts page holds all of them, ignored ones too. */
export const imageAlertsQuery = (imageId: number) =>
  queryOptions({
    queryKey: ['policy_alerts', 'list', { container_image: imageId, status: 'active', per_page: 20 }] as const,
    queryFn: ({ signal }) =>
      api.get(
        '/api/policy_alerts/',
        AlertPage,
        { container_image: imageId, status: 'active', per_page: 20 },
        { signal },
      ),
  });

/** What a finished run changed on the image page: the record (digest, counts, distribution) and its lists. */
export function useRefreshImage(imageId: number) {
  const qc = useQueryClient();
  return useCallback(() => {
    for (const queryKey of [containerImages.keys.detail(imageId), dependencies.keys.all, ['policy_alerts']]) {
      void qc.invalidateQueries({ queryKey });
    }
  }, [qc, imageId]);
}
