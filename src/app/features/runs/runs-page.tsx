import { Button } from '@mantine/core';
import { isEnded, RUN_KINDS, RUN_STATUSES, type RunKind, type RunStatus } from '../../../contract/runs';
import { filterOptions } from '../../components/filter-options';
import { ListPage, useListPage } from '../../components/list-page';
import { containerImages, projects } from '../../lib/catalog-queries';
import { useRecord } from '../../lib/resource-queries';
import { parseId } from '../../lib/route-params';
import { RUN_KIND_LABELS } from '../../lib/run-queries';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { runsQuery } from './api';
import { useNow } from './duration';
import { runColumns } from './run-columns';
import { RUN_STATUS_LABELS } from './run-status-badge';
import { useCancelRunAction } from './use-cancel-run';
import { useStartAllSca } from './use-start-all-sca';

// `project` and `container_image` have no control: they come from a record's page and show as chips.
const FILTERS = ['kind', 'status', 'project', 'container_image'] as const;
const SELECTS = [
  { name: 'kind', label: 'Kind', options: filterOptions('All kinds', RUN_KINDS, (k) => RUN_KIND_LABELS[k as RunKind]) },
  {
    name: 'status',
    label: 'Status',
    options: filterOptions('All statuses', RUN_STATUSES, (s) => RUN_STATUS_LABELS[s as RunStatus]),
  },
] as const;

export function RunsPage() {
  const { list, result } = useListPage(runsQuery, FILTERS);
  const isAdmin = useIsAdministrator();
  const cancel = useCancelRunAction();
  const startAll = useStartAllSca();
  const withErrors = result.data?.results.some((run) => run.status === 'failed' && run.error) ?? false;
  const now = useNow(result.data?.results.some((run) => !isEnded(run.status)) ?? false);
  const project = useRecord(projects.detail, parseId(list.filters.project));
  const image = useRecord(containerImages.detail, parseId(list.filters.container_image));

  return (
    <>
      <ListPage
        title="Runs"
        actions={
          isAdmin ? (
            <Button onClick={() => void startAll.startAll()} loading={startAll.starting}>
              Start SCA for all projects
            </Button>
          ) : null
        }
        list={list}
        result={result}
        selects={SELECTS}
        chips={{
          kind: (v) => `Kind: ${RUN_KIND_LABELS[v as RunKind] ?? v}`,
          status: (v) => `Status: ${RUN_STATUS_LABELS[v as RunStatus] ?? v}`,
          project: (v) => `Project: ${project.data?.name ?? `#${v}`}`,
          container_image: (v) => `Container image: ${image.data?.name ?? `#${v}`}`,
        }}
        aboveTable={cancel.failureAlert}
        label="Runs"
        columns={runColumns(
          { now, withErrors },
          isAdmin ? { onCancel: cancel.cancelRun, cancellingId: cancel.cancellingId } : undefined,
        )}
        filteredMessage="No runs match these filters. Change or clear them."
        emptyMessage={
          isAdmin ? 'No runs yet. Start one here or from a project’s page.' : 'No runs yet. Administrators start them.'
        }
      />
      {startAll.confirmModal}
    </>
  );
}
