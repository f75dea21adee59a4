import { Button, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { type Key, lazy, Suspense, useEffect, useState } from 'react';
import { SECRET_STATUSES, type SecretFinding, type SecretStatus } from '../../../contract/secrets';
import { filterOptions } from '../../components/filter-options';
import { ListPage, useListPage } from '../../components/list-page';
import { SearchInput } from '../../components/search-input';
import { selectionColumn } from '../../components/selection-column';
import { projects } from '../../lib/catalog-queries';
import { formatPercent } from '../../lib/format';
import { i18n, useT } from '../../lib/i18n';
import { parseId } from '../../lib/route-params';
import { SECRET_STATUS_LABELS, secretCountsQuery } from '../../lib/secret-queries';
import { useCanWriteArea } from '../../lib/use-is-administrator';
import { secretFindingsQuery, useMarkSecrets } from './api';
import type { Mark } from './mark-form';
import { SecretCounts } from './secret-counts';
import { secretColumns } from './secret-columns';

// The dialog's form (react-hook-form) loads when it is first opened, not with the list.
const MarkDialog = lazy(() => import('./mark-dialog').then((m) => ({ default: m.MarkDialog })));

const FILTERS = ['project', 'status', 'rule', 'probability_gte'] as const;
/** What the bulk buttons mark the selection as; `new` is set back from a finding's page. */
const MARKS = ['true_positive', 'false_positive', 'fixed'] as const satisfies readonly SecretStatus[];
const PROBABILITIES = ['0.5', '0.7', '0.9'] as const;

const probabilityText = (value: string) =>
  i18n._('secrets.filter.atLeast', { percent: formatPercent(Number(value) * 100) });

/** Every project (a name per option) for the project filter; one request of at most a page of 100. */
const projectOptionsQuery = () => projects.list({ per_page: 100, ordering: 'name' });

/**
 * Secrets found in the projects' files and histories (CONTRACT §18), with the model's probability that
 * each is real: narrowed by project, status, rule and probability, counted by status, and marked true
 * positive, false positive or fixed with a reason by those who triage (administrators, security managers).
 */
export function SecretsPage() {
  const _ = useT();
  const { list, result } = useListPage(secretFindingsQuery, FILTERS);
  const projectId = parseId(list.filters.project);
  const counts = useQuery(secretCountsQuery(projectId));
  const projectList = useQuery(projectOptionsQuery());
  // Security managers triage as they do alerts (CONTRACT §11, §18).
  const canMark = useCanWriteArea('alerts');
  const mark = useMarkSecrets();

  const [selected, setSelected] = useState<Set<Key>>(new Set());
  const view = JSON.stringify(list.query);
  useEffect(() => {
    if (view) setSelected(new Set());
  }, [view]);
  /** The findings the dialog marks and as what (the selection when it opened), or null when it is closed. */
  const [marking, setMarking] = useState<{ status: SecretStatus; ids: number[] } | null>(null);

  const onMark = async (ids: number[], { status, reason }: Mark) => {
    const done = await mark.mutateAsync({ ids, status, reason });
    setSelected(new Set());
    notifications.show({
      color: 'green',
      message: _('secrets.marked', { count: done.updated, status: SECRET_STATUS_LABELS[status] }),
    });
  };

  const projectName = (value: string) =>
    projectList.data?.results.find((p) => String(p.id) === value)?.name ?? _('secrets.chip.id', { id: value });
  const statusName = (value: string) => SECRET_STATUS_LABELS[value as SecretStatus] ?? value;

  return (
    <>
      <ListPage
        title={_('secrets.title')}
        list={list}
        result={result}
        searchLabel={_('secrets.search')}
        selects={[
          {
            name: 'project',
            label: _('secrets.filter.project'),
            options: filterOptions(
              _('secrets.filter.allProjects'),
              (projectList.data?.results ?? []).map((p) => String(p.id)),
              projectName,
            ),
          },
          {
            name: 'status',
            label: _('secrets.filter.status'),
            options: filterOptions(_('secrets.filter.allStatuses'), SECRET_STATUSES, statusName),
          },
          {
            name: 'probability_gte',
            label: _('secrets.filter.probability'),
            options: filterOptions(_('secrets.filter.anyProbability'), PROBABILITIES, probabilityText),
          },
        ]}
        controls={
          <SearchInput
            label={_('secrets.filter.rule')}
            value={list.filters.rule}
            onSearch={(value) => list.setFilter('rule', value)}
          />
        }
        chips={{
          project: (v) => _('secrets.chip.project', { name: projectName(v) }),
          status: (v) => _('secrets.chip.status', { status: statusName(v) }),
          rule: (v) => _('secrets.chip.rule', { rule: v }),
          probability_gte: (v) => _('secrets.chip.probability', { value: probabilityText(v) }),
        }}
        aboveTable={
          <>
            <SecretCounts
              counts={counts.data}
              current={list.filters.status}
              onPick={(status) => list.setFilter('status', status)}
            />
            {canMark && selected.size > 0 ? (
              <SelectionBar
                count={selected.size}
                pending={mark.isPending}
                onMark={(status) => setMarking({ status, ids: [...selected].map(Number) })}
                onClear={() => setSelected(new Set())}
              />
            ) : null}
          </>
        }
        label={_('secrets.tableLabel')}
        columns={[
          ...(canMark && result.data
            ? [
                selectionColumn<SecretFinding>(
                  {
                    selected,
                    onChange: setSelected,
                    rowLabel: (f) => _('secrets.selectNamed', { rule: f.rule_id, place: `${f.file}:${f.start_line}` }),
                    allLabel: _('secrets.selectAll'),
                  },
                  result.data.results,
                  (f) => f.id,
                ),
              ]
            : []),
          ...secretColumns,
        ]}
        filteredMessage={_('secrets.filtered')}
        emptyMessage={_('secrets.empty')}
      />
      {marking ? (
        <Suspense fallback={null}>
          <MarkDialog
            count={marking.ids.length}
            status={marking.status}
            onClose={() => setMarking(null)}
            onMark={(choice) => onMark(marking.ids, choice)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function SelectionBar(props: {
  count: number;
  pending: boolean;
  onMark: (status: SecretStatus) => void;
  onClear: () => void;
}) {
  const _ = useT();
  return (
    <Paper withBorder p="xs" mb="sm" role="region" aria-label={_('secrets.selection.label')}>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600} aria-live="polite">
          {_('secrets.selection.count', { count: props.count })}
        </Text>
        {MARKS.map((status) => (
          <Button
            key={status}
            size="compact-sm"
            variant={status === 'true_positive' ? 'filled' : 'default'}
            disabled={props.pending}
            onClick={() => props.onMark(status)}
          >
            {_('secrets.selection.mark', { status: SECRET_STATUS_LABELS[status] })}
          </Button>
        ))}
        <Button size="compact-sm" variant="subtle" onClick={props.onClear}>
          {_('secrets.selection.clear')}
        </Button>
      </Group>
    </Paper>
  );
}
