import { queryOptions } from '@tanstack/react-query';
import { VulnerabilityDetailSchema } from '../../../contract/catalog';
import { api } from '../../lib/api-client';
import { vulnerabilities } from '../../lib/catalog-queries';

/**
 * `GET /api/vulnerabilities/{id}/` as the vulnerability's page reads it (ranges, references, projects).
 * Its key is apart from the list row's detail (which other pages read to name a filter), so neither
 * shape stands in for the other in the cache.
 */
export const vulnerabilityDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...vulnerabilities.keys.detail(id), 'full'] as const,
    queryFn: ({ signal }) => api.get(`/api/vulnerabilities/${id}/`, VulnerabilityDetailSchema, undefined, { signal }),
  });
