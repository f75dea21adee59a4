import type { MessageDescriptor } from '@lingui/core';
import { Badge, Button, Group, Paper, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type Key, lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LEVELS, type Level } from '../../../contract/policies';
import { ALERT_STATUSES, type PolicyAlert } from '../../../contract/runs';
import { STAGES, type Stage } from '../../../contract/stages';
import { filterOptions, YES_NO_OPTIONS } from '../../components/filter-options';
import { LEVEL_TEXT } from '../../components/level-badge';
import { ListPage, useListPage } from '../../components/list-page';
import { selectionColumn } from '../../components/selection-column';
import { containerImages, projects } from '../../lib/catalog-queries';
import { yesNo } from '../../lib/format';
import { i18n, msg, useT } from '../../lib/i18n';
import { useRecord } from '../../lib/resource-queries';
import { parseId } from '../../lib/route-params';
import { STAGE_LABELS } from '../../lib/stage-labels';
import { useCanWriteArea } from '../../lib/use-is-administrator';
import { alertColumns } from './alert-columns';
import { alertCountsQuery, alertsQuery } from './api';
import { useTriage } from './use-triage';

// The dialog's form (react-hook-form, its zod resolver) loads when it is first opened, not with the list.
const IgnoreDialog = lazy(() => import('./ignore-dialog').then((m) => ({ default: m.IgnoreDialog })));

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
const FILTERS = ['level', 'stage', 'is_blocks_build', 'project', 'policy', 'container_image'] as const;
/** Built when shown, so the option labels are in the console's language. */
const selects = () =>
  [
    {
      name: 'level',
      label: i18n._('alerts.filter.level'),
      options: filterOptions(i18n._('alerts.filter.allLevels'), LEVELS, (l) => LEVEL_TEXT[l as Level]),
    },
    {
      name: 'stage',
      label: i18n._('alerts.filter.stage'),
      options: filterOptions(i18n._('alerts.filter.allStages'), STAGES, (s) => STAGE_LABELS[s as Stage]),
    },
    { name: 'is_blocks_build', label: i18n._('alerts.filter.blocks'), options: YES_NO_OPTIONS },
  ] as const;

export function AlertsPage() {
  const _ = useT();
  const [tab, setTab] = useTab();
  const { list, result } = useListPage((q) => alertsQuery({ ...q, status: tab }), FILTERS);
  const counts = useQuery(alertCountsQuery({ search: list.search, ...list.filters }));
  // Security managers triage alerts too (CONTRACT §11).
  const isAdmin = useCanWriteArea('alerts');
  const triage = useTriage();
  const project = useRecord(projects.detail, parseId(list.filters.project));
  const image = useRecord(containerImages.detail, parseId(list.filters.container_image));
  // Any alert of the policy names it; no request of its own.
  const policyName = result.data?.results.find((a) => String(a.policy_id) === list.filters.policy)?.policy_name;

  // A selection holds rows of the page shown: another tab, page, search or filter starts afresh.
  const [selected, setSelected] = useState<Set<Key>>(new Set());
  const view = JSON.stringify([tab, list.query]);
  useEffect(() => {
    if (view) setSelected(new Set());
  }, [view]);
  /** The alerts the ignore dialog is open for (a row's action or the selection), or null when closed. */
  const [ignoring, setIgnoring] = useState<number[] | null>(null);
  const selectedIds = [...selected].map(Number);
  const canSelect = isAdmin && tab !== 'resolved';

  return (
    <>
      <ListPage
        title={_('alerts.title')}
        list={list}
        result={result}
        searchLabel={_('alerts.search')}
        selects={selects()}
        chips={{
          level: (v) => _('alerts.chip.level', { level: LEVEL_TEXT[v as Level] ?? v }),
          stage: (v) => _('alerts.chip.stage', { stage: STAGE_LABELS[v as Stage] ?? v }),
          is_blocks_build: (v) =>
            _('alerts.chip.blocks', { value: v === 'true' ? yesNo(true) : v === 'false' ? yesNo(false) : v }),
          project: (v) => _('alerts.chip.project', { name: project.data?.name ?? _('alerts.chip.id', { id: v }) }),
          policy: (v) => _('alerts.chip.policy', { name: policyName ?? _('alerts.chip.id', { id: v }) }),
          container_image: (v) =>
            _('alerts.chip.containerImage', { name: image.data?.name ?? _('alerts.chip.id', { id: v }) }),
        }}
        label={_('alerts.tableLabel', { status: tab })}
        columns={[
          // A box per row to select it, first (its own module: the other lists do not load the checkbox).
          ...(canSelect && result.data
            ? [
                selectionColumn<PolicyAlert>(
                  {
                    selected,
                    onChange: setSelected,
                    rowLabel: (a) => _('alerts.selectNamed', { policy: a.policy_name, purl: a.dependency_purl }),
                    allLabel: _('alerts.selectAll'),
                  },
                  result.data.results,
                  (a) => a.id,
                ),
              ]
            : []),
          ...alertColumns({
            ignoredDetails: tab === 'ignored',
            actions: isAdmin
              ? {
                  onIgnore: (a) => setIgnoring([a.id]),
                  onRestore: (a) => void triage.reactivate([a.id]),
                  pending: triage.pending,
                }
              : undefined,
          }),
        ]}
        filteredMessage={_('alerts.filtered')}
        emptyMessage={_(EMPTY[tab])}
        frame={(table) => (
          <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'active')}>
            <Tabs.List aria-label={_('alerts.tabs')} mb="md">
              {ALERT_STATUSES.map((status) => (
                <Tabs.Tab
                  key={status}
                  value={status}
                  aria-label={
                    counts.data
                      ? _('alerts.tabCount', { tab: _(TAB_LABELS[status]), count: counts.data[status] })
                      : undefined
                  }
                  rightSection={
                    counts.data ? (
                      <Badge variant="light" color="gray" size="sm" data-testid={`count-${status}`}>
                        {counts.data[status]}
                      </Badge>
                    ) : null
                  }
                >
                  {_(TAB_LABELS[status])}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {canSelect && selected.size > 0 ? (
              <SelectionBar
                count={selected.size}
                tab={tab}
                pending={triage.pending}
                onIgnore={() => setIgnoring(selectedIds)}
                onReactivate={() => void triage.reactivate(selectedIds)}
                onClear={() => setSelected(new Set())}
              />
            ) : null}
            {ALERT_STATUSES.map((status) => (
              <Tabs.Panel key={status} value={status}>
                {status === tab ? table : null}
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      />
      {ignoring ? (
        <Suspense fallback={null}>
          <IgnoreDialog
            count={ignoring.length}
            opened
            onClose={() => setIgnoring(null)}
            onIgnore={async (choice) => {
              await triage.ignore(ignoring, choice);
              setSelected(new Set());
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** What can be done with the selected rows: ignore active ones, reactivate or re-ignore ignored ones. */
function SelectionBar(props: {
  count: number;
  tab: Tab;
  pending: boolean;
  onIgnore: () => void;
  onReactivate: () => void;
  onClear: () => void;
}) {
  const _ = useT();
  return (
    <Paper withBorder p="xs" mb="sm" role="region" aria-label={_('alerts.selection.label')}>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600} aria-live="polite">
          {_('alerts.selection.count', { count: props.count })}
        </Text>
        {props.tab === 'ignored' ? (
          <Button size="compact-sm" onClick={props.onReactivate} loading={props.pending}>
            {_('alerts.selection.reactivate')}
          </Button>
        ) : null}
        <Button size="compact-sm" variant={props.tab === 'ignored' ? 'default' : 'filled'} onClick={props.onIgnore}>
          {props.tab === 'ignored' ? _('alerts.selection.reignore') : _('alerts.selection.ignore')}
        </Button>
        <Button size="compact-sm" variant="subtle" onClick={props.onClear}>
          {_('alerts.selection.clear')}
        </Button>
      </Group>
    </Paper>
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
