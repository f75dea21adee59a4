import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PolicyAlertSchema } from '../../../contract/runs';
import { type AlertBulk, AlertBulkResultSchema, AlertCountsSchema } from '../../../contract/alert-triage';
import { api, type QueryParams } from '../../lib/api-client';
import { projects } from '../../lib/catalog-queries';
import { resource } from '../../lib/resource-queries';

const alerts = resource({
  name: 'policy_alerts',
  path: '/api/policy_alerts/',
  item: PolicyAlertSchema,
  detail: PolicyAlertSchema,
});
export const alertsQuery = alerts.list;

/** How many alerts each tab holds under the list's search and filters. */
export const alertCountsQuery = (filters: QueryParams) =>
  queryOptions({
    queryKey: [...alerts.keys.all, 'counts', filters] as const,
    queryFn: ({ signal }) => api.get('/api/policy_alerts/counts/', AlertCountsSchema, filters, { signal }),
  });

/**
 * Ignore alerts with a reason (and a day the ignore ends), or make ignored ones active again (CONTRACT
 * §13). The lists, the tab counts and project pages (which count active alerts) are asked again.
 */
export function useBulkAlerts() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: AlertBulk) => api.post('/api/policy_alerts/bulk/', AlertBulkResultSchema, change),
    onSuccess: () =>
      Promise.all([alerts.keys.all, projects.keys.details()].map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}
