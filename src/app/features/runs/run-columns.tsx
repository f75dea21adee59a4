import { Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CANCELLABLE_KINDS, isEnded, type Run } from '../../../contract/runs';
import type { Column } from '../../components/data-table';
import { TargetLink } from '../../components/target-link';
import { formatDateTime } from '../../lib/format';
import { RUN_KIND_LABELS } from '../../lib/run-queries';
import { runDuration } from './duration';
import { RunStatusBadge } from './run-status-badge';
import { paths } from '../../lib/paths';

/** Queued or running, and of a kind that can stop (repository cloning cannot). */
export const canCancel = (run: Pick<Run, 'kind' | 'status'>) =>
  !isEnded(run.status) && CANCELLABLE_KINDS.includes(run.kind);

export function RunTarget({ run }: { run: Run }) {
  if (run.kind === 'secrets_ml_training') {
    return (
      <Anchor component={Link} to={paths.mlModel} size="sm">
        Secrets ML model
      </Anchor>
    );
  }
  return <TargetLink projectId={run.project_id} containerImageId={run.container_image_id} />;
}

export type RunActions = { onCancel: (run: Run) => void; cancellingId: number | undefined };

export function runColumns(
  { now, withErrors }: { now: number; withErrors: boolean },
  actions?: RunActions,
): Column<Run>[] {
  const columns: Column<Run>[] = [
    {
      key: 'id',
      header: 'Run',
      sortField: 'id',
      nowrap: true,
      cell: (row) => (
        <Anchor component={Link} to={paths.run(row.id)} size="sm" fw={600}>
          #{row.id}
        </Anchor>
      ),
    },
    { key: 'kind', header: 'Kind', cell: (row) => RUN_KIND_LABELS[row.kind] },
    { key: 'target', header: 'Target', cell: (row) => <RunTarget run={row} /> },
    { key: 'status', header: 'Status', nowrap: true, cell: (row) => <RunStatusBadge status={row.status} /> },
    {
      key: 'started',
      header: 'Started',
      sortField: 'started_at',
      cell: (row) =>
        row.started_at ? <time dateTime={row.started_at}>{formatDateTime(row.started_at)}</time> : 'Not yet',
    },
    { key: 'duration', header: 'Duration', nowrap: true, cell: (row) => runDuration(row, now) },
  ];
  // Only a page with a failed run needs the column; narrow screens keep the room otherwise.
  if (withErrors) {
    columns.push({
      key: 'error',
      header: 'Error',
      cell: (row) =>
        row.status === 'failed' && row.error ? (
          <Text size="sm" c="var(--mantine-color-error)" style={{ overflowWrap: 'anywhere' }}>
            {row.error}
          </Text>
        ) : null,
    });
  }
  if (!actions) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      header: 'Actions',
      nowrap: true,
      cell: (row) =>
        canCancel(row) ? (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red.9"
            aria-label={`Cancel run #${row.id}`}
            onClick={() => actions.onCancel(row)}
            loading={actions.cancellingId === row.id}
          >
            Cancel
          </Button>
        ) : null,
    },
  ];
}
