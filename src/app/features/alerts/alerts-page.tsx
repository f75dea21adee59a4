import { Group, NativeSelect, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LEVELS, type Level } from '../../../contract/policies';
import { ALERT_STATUSES, type PolicyAlert } from '../../../contract/runs';
import { ActiveFilters, listFilterChips } from '../../components/active-filters';
import { DataTable } from '../../components/data-table';
import { filterOptions, withCurrent } from '../../components/filter-options';
import { LEVEL_TEXT } from '../../components/level-badge';
import { listTableProps } from '../../components/list-table-props';
import { PageHeader } from '../../components/page-header';
import { SearchInput } from '../../components/search-input';
import { containerImages, projects } from '../../lib/catalog-queries';
import { parseId } from '../../lib/route-params';
import { errorMessage } from '../../lib/error-message';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { useListParams } from '../../lib/use-list-params';
import { useResetInvalidPage } from '../../lib/use-reset-invalid-page';
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
const LEVEL_OPTIONS = filterOptions('All levels', LEVELS, (l) => LEVEL_TEXT[l as Level]);

export function AlertsPage() {
  const list = useListParams(FILTERS);
  const [tab, setTab] = useTab();
  const result = useQuery(alertsQuery({ ...list.query, status: tab }));
  useResetInvalidPage(result.error, list.page, list.setPage);
  const isAdmin = useIsAdministrator();
  const setStatus = useSetAlertStatus();

  const projectId = parseId(list.filters.project);
  const project = useQuery({ ...projects.detail(projectId ?? 0), enabled: projectId !== undefined });
  const imageId = parseId(list.filters.container_image);
  const image = useQuery({ ...containerImages.detail(imageId ?? 0), enabled: imageId !== undefined });
  // Any alert of the policy names it; no request of its own.
  const policyName = result.data?.results.find((a) => String(a.policy_id) === list.filters.policy)?.policy_name;
  const chips = listFilterChips(list, {
    level: (v) => `Level: ${LEVEL_TEXT[v as Level] ?? v}`,
    project: (v) => `Project: ${project.data?.name ?? `#${v}`}`,
    policy: (v) => `Policy: ${policyName ?? `#${v}`}`,
    container_image: (v) => `Container image: ${image.data?.name ?? `#${v}`}`,
  });

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

  const table = (
    <DataTable
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
      rowKey={(row) => row.id}
      {...listTableProps(list, result)}
      emptyMessage={chips.length > 0 ? 'No alerts match these filters. Change or clear them.' : EMPTY[tab]}
    />
  );

  return (
    <>
      <PageHeader title="Alerts" />
      <Group align="flex-end" gap="md" mb="md" wrap="wrap">
        <SearchInput label="Search alerts" value={list.search} onSearch={list.setSearch} />
        <NativeSelect
          label="Level"
          value={list.filters.level}
          data={withCurrent(LEVEL_OPTIONS, list.filters.level)}
          onChange={(event) => list.setFilter('level', event.currentTarget.value)}
        />
      </Group>
      <ActiveFilters filters={chips} onClear={list.clearFilters} />
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
    </>
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
