import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SecretBulk,
  SecretBulkResultSchema,
  SecretContextSchema,
  SecretFindingDetailSchema,
  SecretFindingSchema,
} from '../../../contract/secrets';
import { api } from '../../lib/api-client';
import { resource } from '../../lib/resource-queries';
import { secretKeys } from '../../lib/secret-queries';

const PATH = '/api/secrets/findings/';

// Named as lib/secret-queries.ts names the counts, so that one invalidation refreshes lists, pages and counts.
const findings = resource({
  name: secretKeys.all[0],
  path: PATH,
  item: SecretFindingSchema,
  detail: SecretFindingDetailSchema,
});
export const secretFindingsQuery = findings.list;
export const secretFindingQuery = findings.detail;

/** The lines around a finding, masked by the server; they do not change, so they are asked once. */
export const secretContextQuery = (id: number) =>
  queryOptions({
    queryKey: [...secretKeys.all, 'context', id] as const,
    queryFn: ({ signal }) => api.get(`${PATH}${id}/context/`, SecretContextSchema, undefined, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Marks findings true positive, false positive or fixed (or new again) with a reason (CONTRACT §18):
 * the lists, the finding pages and every count (this page's and the projects') are asked again.
 */
export function useMarkSecrets() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: SecretBulk) => api.post(`${PATH}bulk/`, SecretBulkResultSchema, change),
    onSuccess: () => qc.invalidateQueries({ queryKey: secretKeys.all }),
  });
}
