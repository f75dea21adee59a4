import { Button } from '@mantine/core';
import { isEnded, RUN_KINDS, RUN_STATUSES, type RunKind, type RunStatus } from '../../../contract/runs';
import { filterOptions } from '../../components/filter-options';
import { ListPage, useListPage } from '../../components/list-page';
import { containerImages, projects } from '../../lib/catalog-queries';
import { i18n, useT } from '../../lib/i18n';
import { runColumnNeeds, runColumns } from '../../components/run-columns';
import { useNow } from '../../components/run-duration';
import { RUN_STATUS_LABELS } from '../../components/run-status-badge';
import { useCancelRunAction } from '../../components/use-cancel-run';
import { useRecord } from '../../lib/resource-queries';
import { parseId } from '../../lib/route-params';
import { RUN_KIND_LABELS } from '../../lib/run-queries';
import { useCanWriteArea } from '../../lib/use-is-administrator';
import { runsQuery } from './api';
import { useStartAllSca } from './use-start-all-sca';

// `project` and `container_image` have no control: they come from a record's page and show as chips.
const FILTERS = ['kind', 'status', 'project', 'container_image'] as const;
/** Built when shown, so the option labels are in the console's language. */
const selects = () =>
  [
    {
      name: 'kind',
      label: i18n._('runs.filter.kind'),
      options: filterOptions(i18n._('runs.filter.allKinds'), RUN_KINDS, (k) => RUN_KIND_LABELS[k as RunKind]),
    },
    {
      name: 'status',
      label: i18n._('runs.filter.status'),
      options: filterOptions(i18n._('runs.filter.allStatuses'), RUN_STATUSES, (s) =>
        i18n._(RUN_STATUS_LABELS[s as RunStatus]),
      ),
    },
  ] as const;

const isStatus = (value: string): value is RunStatus => (RUN_STATUSES as readonly string[]).includes(value);

export function RunsPage() {
  const _ = useT();
  const { list, result } = useListPage(runsQuery, FILTERS);
  const canStart = useCanWriteArea('analyses');
  const isAdmin = useCanWriteArea('runs');
  const cancel = useCancelRunAction();
  const startAll = useStartAllSca();
  const needs = runColumnNeeds(result.data?.results);
  const now = useNow(result.data?.results.some((run) => !isEnded(run.status)) ?? false);
  const project = useRecord(projects.detail, parseId(list.filters.project));
  const image = useRecord(containerImages.detail, parseId(list.filters.container_image));

  return (
    <>
      <ListPage
        title={_('runs.title')}
        actions={
          canStart ? (
            <Button onClick={() => void startAll.startAll()} loading={startAll.starting}>
              {_('runs.startAll')}
            </Button>
          ) : null
        }
        list={list}
        result={result}
        selects={selects()}
        chips={{
          kind: (v) => _('runs.chip.kind', { kind: RUN_KIND_LABELS[v as RunKind] ?? v }),
          status: (v) => _('runs.chip.status', { status: isStatus(v) ? _(RUN_STATUS_LABELS[v]) : v }),
          project: (v) => _('runs.chip.project', { name: project.data?.name ?? _('runs.chip.id', { id: v }) }),
          container_image: (v) =>
            _('runs.chip.containerImage', { name: image.data?.name ?? _('runs.chip.id', { id: v }) }),
        }}
        aboveTable={cancel.failureAlert}
        label={_('runs.title')}
        columns={runColumns(
          { now, ...needs },
          isAdmin ? { onCancel: cancel.cancelRun, cancellingId: cancel.cancellingId } : undefined,
        )}
        filteredMessage={_('runs.filtered')}
        emptyMessage={canStart ? _('runs.empty.admin') : _('runs.empty.reader')}
      />
      {startAll.confirmModal}
    </>
  );
}
