import { PolicyAlertSchema } from '../../../contract/runs';
import { api } from '../../lib/api-client';
import { projects } from '../../lib/catalog-queries';
import { resource, useRecordMutation } from '../../lib/resource-queries';

const alerts = resource({
  name: 'policy_alerts',
  path: '/api/policy_alerts/',
  item: PolicyAlertSchema,
  detail: PolicyAlertSchema,
});
export const alertsQuery = alerts.list;

type StatusChange = { id: number; status: 'active' | 'ignored' };

/** Ignore (`ignored`) or un-ignore (`active`) an alert. The alert moves to the other tab; project pages count active alerts. */
export function useSetAlertStatus() {
  return useRecordMutation(
    alerts.keys,
    ({ id, status }: StatusChange) => api.patch(alerts.recordPath(id), PolicyAlertSchema, { status }),
    [projects.keys.details()],
  );
}
