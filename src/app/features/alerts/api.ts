import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pageOf, type ListQuery } from '../../../contract/pagination';
import { PolicyAlertSchema, type PolicyAlert } from '../../../contract/runs';
import { api } from '../../lib/api-client';
import { projects } from '../../lib/catalog-queries';

const AlertPageSchema = pageOf(PolicyAlertSchema);

const alertKeys = {
  all: ['policy_alerts'] as const,
  list: (q: ListQuery) => [...alertKeys.all, 'list', q] as const,
  detail: (id: number) => [...alertKeys.all, 'detail', id] as const,
};

export const alertsQuery = (q: ListQuery) =>
  queryOptions({
    queryKey: alertKeys.list(q),
    queryFn: ({ signal }) => api.get('/api/policy_alerts/', AlertPageSchema, q, { signal }),
    placeholderData: keepPreviousData,
  });

/** Ignore (`ignored`) or un-ignore (`active`) an alert. */
export function useSetAlertStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'active' | 'ignored' }) =>
      api.patch(`/api/policy_alerts/${id}/`, PolicyAlertSchema, { status }),
    onSuccess: (alert: PolicyAlert) => {
      qc.setQueryData(alertKeys.detail(alert.id), alert);
      // The alert moves to the other tab; project pages count active alerts.
      return Promise.all([
        qc.invalidateQueries({ queryKey: [...alertKeys.all, 'list'] }),
        qc.invalidateQueries({ queryKey: [...projects.keys.all, 'detail'] }),
      ]);
    },
  });
}
