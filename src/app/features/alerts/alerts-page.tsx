import { Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSearchParams } from 'react-router';
import { LEVELS, type Level } from '../../../contract/policies';
import { ALERT_STATUSES, type PolicyAlert } from '../../../contract/runs';
import { filterOptions } from '../../components/filter-options';
import { LEVEL_TEXT } from '../../components/level-badge';
import { ListPage, useListPage } from '../../components/list-page';
import { containerImages, projects } from '../../lib/catalog-queries';
import { errorMessage } from '../../lib/error-message';
import { useRecord } from '../../lib/resource-queries';
import { parseId } from '../../lib/route-params';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { alertColumns } from './alert-columns';
import { alertsQuery, useSetAlertStatus } from './api';

type Tab = (typeof ALERT_STATUSES)[number];
const TAB_LABELS: Record<Tab, string> = { active: 'Active', ignored: 'Ignored', resolved: 'Resolved' };
const EMPTY: Record<Tab, string> = {
  active: 'No active alerts. Policies raise them when an SCA analysis finds a match.',
  ignored: 'No ignored alerts.',
  resolved: 'No resolved alerts. An alert is resolved when a later analysis no longer finds its match.',
};

// `project`, `policy` and `container_image` have no control: they come from other pages' links and show as chips.
const FILTERS = ['level', 'project', 'policy', 'container_image'] as const;
/** Built when shown, so the option labels are in the console's language. */
const selects = () =>
  [
    { name: 'level', label: 'Level', options: filterOptions('All levels', LEVELS, (l) => LEVEL_TEXT[l as Level]) },
  ] as const;

export function AlertsPage() {
  const [tab, setTab] = useTab();
  const { list, result } = useListPage((q) => alertsQuery({ ...q, status: tab }), FILTERS);
  const isAdmin = useIsAdministrator();
  const setStatus = useSetAlertStatus();
  const project = useRecord(projects.detail, parseId(list.filters.project));
  const image = useRecord(containerImages.detail, parseId(list.filters.container_image));
  // Any alert of the policy names it; no request of its own.
  const policyName = result.data?.results.find((a) => String(a.policy_id) === list.filters.policy)?.policy_name;

  const change = (alert: PolicyAlert, status: 'active' | 'ignored') =>
    setStatus.mutate(
      { id: alert.id, status },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message:
              status === 'ignored'
                ? `Alert for ${alert.dependency_purl} ignored. It is listed under Ignored.`
                : `Alert for ${alert.dependency_purl} is active again.`,
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: status === 'ignored' ? 'The alert was not ignored' : 'The alert was not restored',
            message: errorMessage(error),
          }),
      },
    );

  return (
    <ListPage
      title="Alerts"
      list={list}
      result={result}
      searchLabel="Search alerts"
      selects={selects()}
      chips={{
        level: (v) => `Level: ${LEVEL_TEXT[v as Level] ?? v}`,
        project: (v) => `Project: ${project.data?.name ?? `#${v}`}`,
        policy: (v) => `Policy: ${policyName ?? `#${v}`}`,
        container_image: (v) => `Container image: ${image.data?.name ?? `#${v}`}`,
      }}
      label={`${TAB_LABELS[tab]} alerts`}
      columns={alertColumns(
        isAdmin
          ? {
              onIgnore: (a) => change(a, 'ignored'),
              onRestore: (a) => change(a, 'active'),
              pendingId: setStatus.isPending ? setStatus.variables.id : undefined,
            }
          : undefined,
      )}
      filteredMessage="No alerts match these filters. Change or clear them."
      emptyMessage={EMPTY[tab]}
      frame={(table) => (
        <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'active')}>
          <Tabs.List aria-label="Alert status" mb="md">
            {ALERT_STATUSES.map((status) => (
              <Tabs.Tab key={status} value={status}>
                {TAB_LABELS[status]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {ALERT_STATUSES.map((status) => (
            <Tabs.Panel key={status} value={status}>
              {status === tab ? table : null}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    />
  );
}

/**
 * The tab is `?status=` (active, the default, is left out). It is not one of the
 * list's filters: "Clear filters" keeps the reader on the tab they are on.
 */
function useTab(): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('status') ?? '';
  const tab: Tab = (ALERT_STATUSES as readonly string[]).includes(value) ? (value as Tab) : 'active';
  const setTab = (next: Tab) =>
    setParams((prev) => {
      const changed = new URLSearchParams(prev);
      if (next === 'active') changed.delete('status');
      else changed.set('status', next);
      changed.delete('page');
      return changed;
    });
  return [tab, setTab];
}
