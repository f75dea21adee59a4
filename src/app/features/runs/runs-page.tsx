import { Button, Group, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isEnded, RUN_KINDS, RUN_STATUSES, type RunKind, type RunStatus } from '../../../contract/runs';
import { ActiveFilters, listFilterChips } from '../../components/active-filters';
import { DataTable } from '../../components/data-table';
import { filterOptions, withCurrent } from '../../components/filter-options';
import { listTableProps } from '../../components/list-table-props';
import { PageHeader } from '../../components/page-header';
import { containerImages, projects } from '../../lib/catalog-queries';
import { parseId } from '../../lib/route-params';
import { RUN_KIND_LABELS } from '../../lib/run-queries';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { useListParams } from '../../lib/use-list-params';
import { useResetInvalidPage } from '../../lib/use-reset-invalid-page';
import { runsQuery } from './api';
import { useNow } from './duration';
import { runColumns } from './run-columns';
import { RUN_STATUS_LABELS } from './run-status-badge';
import { useCancelRunAction } from './use-cancel-run';
import { useStartAllSca } from './use-start-all-sca';

// `project` and `container_image` have no control: they come from a record's page and show as chips.
const FILTERS = ['kind', 'status', 'project', 'container_image'] as const;
const KIND_OPTIONS = filterOptions('All kinds', RUN_KINDS, (k) => RUN_KIND_LABELS[k as RunKind]);
const STATUS_OPTIONS = filterOptions('All statuses', RUN_STATUSES, (s) => RUN_STATUS_LABELS[s as RunStatus]);

export function RunsPage() {
  const list = useListParams(FILTERS);
  const result = useQuery(runsQuery(list.query));
  useResetInvalidPage(result.error, list.page, list.setPage);
  const isAdmin = useIsAdministrator();
  const cancel = useCancelRunAction();
  const startAll = useStartAllSca();
  const withErrors = result.data?.results.some((run) => run.status === 'failed' && run.error) ?? false;
  const now = useNow(result.data?.results.some((run) => !isEnded(run.status)) ?? false);

  const projectId = parseId(list.filters.project);
  const project = useQuery({ ...projects.detail(projectId ?? 0), enabled: projectId !== undefined });
  const imageId = parseId(list.filters.container_image);
  const image = useQuery({ ...containerImages.detail(imageId ?? 0), enabled: imageId !== undefined });
  const chips = listFilterChips(list, {
    kind: (v) => `Kind: ${RUN_KIND_LABELS[v as RunKind] ?? v}`,
    status: (v) => `Status: ${RUN_STATUS_LABELS[v as RunStatus] ?? v}`,
    project: (v) => `Project: ${project.data?.name ?? `#${v}`}`,
    container_image: (v) => `Container image: ${image.data?.name ?? `#${v}`}`,
  });

  return (
    <>
      <PageHeader
        title="Runs"
        actions={
          isAdmin ? (
            <Button onClick={() => void startAll.startAll()} loading={startAll.starting}>
              Start SCA for all projects
            </Button>
          ) : null
        }
      />
      <Group align="flex-end" gap="md" mb="md" wrap="wrap">
        <NativeSelect
          label="Kind"
          value={list.filters.kind}
          data={withCurrent(KIND_OPTIONS, list.filters.kind)}
          onChange={(event) => list.setFilter('kind', event.currentTarget.value)}
        />
        <NativeSelect
          label="Status"
          value={list.filters.status}
          data={withCurrent(STATUS_OPTIONS, list.filters.status)}
          onChange={(event) => list.setFilter('status', event.currentTarget.value)}
        />
      </Group>
      <ActiveFilters filters={chips} onClear={list.clearFilters} />
      {cancel.failureAlert}
      <DataTable
        label="Runs"
        columns={runColumns(
          { now, withErrors },
          isAdmin ? { onCancel: cancel.cancelRun, cancellingId: cancel.cancellingId } : undefined,
        )}
        rowKey={(row) => row.id}
        {...listTableProps(list, result)}
        emptyMessage={
          chips.length > 0
            ? 'No runs match these filters. Change or clear them.'
            : isAdmin
              ? 'No runs yet. Start one here or from a project’s page.'
              : 'No runs yet. Administrators start them.'
        }
      />
      {startAll.confirmModal}
    </>
  );
}
