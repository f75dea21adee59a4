import type { MessageDescriptor } from '@lingui/core';
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
import { i18n, msg, useT } from '../../lib/i18n';
import { useRecord } from '../../lib/resource-queries';
import { parseId } from '../../lib/route-params';
import { useCanWriteArea } from '../../lib/use-is-administrator';
import { alertColumns } from './alert-columns';
import { alertsQuery, useSetAlertStatus } from './api';

type Tab = (typeof ALERT_STATUSES)[number];
const TAB_LABELS: Record<Tab, MessageDescriptor> = {
  active: msg('alerts.tab.active'),
  ignored: msg('alerts.tab.ignored'),
  resolved: msg('alerts.tab.resolved'),
};
const EMPTY: Record<Tab, MessageDescriptor> = {
  active: msg('alerts.empty.active'),
  ignored: msg('alerts.empty.ignored'),
  resolved: msg('alerts.empty.resolved'),
};

// `project`, `policy` and `container_image` have no control: they come from other pages' links and show as chips.
const FILTERS = ['level', 'project', 'policy', 'container_image'] as const;
/** Built when shown, so the option labels are in the console's language. */
const selects = () =>
  [
    {
      name: 'level',
      label: i18n._('alerts.filter.level'),
      options: filterOptions(i18n._('alerts.filter.allLevels'), LEVELS, (l) => LEVEL_TEXT[l as Level]),
    },
  ] as const;

export function AlertsPage() {
  const _ = useT();
  const [tab, setTab] = useTab();
  const { list, result } = useListPage((q) => alertsQuery({ ...q, status: tab }), FILTERS);
  const isAdmin = useCanWriteArea('alerts');
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
                ? _('alerts.ignored', { purl: alert.dependency_purl })
                : _('alerts.restored', { purl: alert.dependency_purl }),
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: status === 'ignored' ? _('alerts.ignoreFailed') : _('alerts.restoreFailed'),
            message: errorMessage(error),
          }),
      },
    );

  return (
    <ListPage
      title={_('alerts.title')}
      list={list}
      result={result}
      searchLabel={_('alerts.search')}
      selects={selects()}
      chips={{
        level: (v) => _('alerts.chip.level', { level: LEVEL_TEXT[v as Level] ?? v }),
        project: (v) => _('alerts.chip.project', { name: project.data?.name ?? _('alerts.chip.id', { id: v }) }),
        policy: (v) => _('alerts.chip.policy', { name: policyName ?? _('alerts.chip.id', { id: v }) }),
        container_image: (v) =>
          _('alerts.chip.containerImage', { name: image.data?.name ?? _('alerts.chip.id', { id: v }) }),
      }}
      label={_('alerts.tableLabel', { status: tab })}
      columns={alertColumns(
        isAdmin
          ? {
              onIgnore: (a) => change(a, 'ignored'),
              onRestore: (a) => change(a, 'active'),
              pendingId: setStatus.isPending ? setStatus.variables.id : undefined,
            }
          : undefined,
      )}
      filteredMessage={_('alerts.filtered')}
      emptyMessage={_(EMPTY[tab])}
      frame={(table) => (
        <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'active')}>
          <Tabs.List aria-label={_('alerts.tabs')} mb="md">
            {ALERT_STATUSES.map((status) => (
              <Tabs.Tab key={status} value={status}>
                {_(TAB_LABELS[status])}
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
