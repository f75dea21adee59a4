import { Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CANCELLABLE_KINDS, isEnded, type Run } from '../../../contract/runs';
import type { Column } from '../../components/data-table';
import { RunOutcome } from '../../components/run-outcome';
import { TargetLink } from '../../components/target-link';
import { formatDateTime } from '../../lib/format';
import { i18n, msg, useT } from '../../lib/i18n';
import { RUN_KIND_LABELS } from '../../lib/run-queries';
import { runDuration } from './duration';
import { RunStatusBadge } from './run-status-badge';
import { paths } from '../../lib/paths';

/** Queued or running, and of a kind that can stop (repository cloning cannot). */
export const canCancel = (run: Pick<Run, 'kind' | 'status'>) =>
  !isEnded(run.status) && CANCELLABLE_KINDS.includes(run.kind);

export function RunTarget({ run }: { run: Run }) {
  const _ = useT();
  if (run.kind === 'secrets_ml_training') {
    return (
      <Anchor component={Link} to={paths.mlModel} size="sm">
        {_('runs.mlModel')}
      </Anchor>
    );
  }
  return <TargetLink projectId={run.project_id} containerImageId={run.container_image_id} />;
}

export type RunActions = { onCancel: (run: Run) => void; cancellingId: number | undefined };

function CancelButton({ run, actions }: { run: Run; actions: RunActions }) {
  const _ = useT();
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color="red.9"
      aria-label={_('runs.cancelNamed', { id: run.id })}
      onClick={() => actions.onCancel(run)}
      loading={actions.cancellingId === run.id}
    >
      {_('runs.cancel')}
    </Button>
  );
}

export function runColumns(
  { now, withErrors }: { now: number; withErrors: boolean },
  actions?: RunActions,
): Column<Run>[] {
  const columns: Column<Run>[] = [
    {
      key: 'id',
      header: msg('runs.column.run'),
      sortField: 'id',
      nowrap: true,
      cell: (row) => (
        <Anchor component={Link} to={paths.run(row.id)} size="sm" fw={600}>
          {i18n._('runs.id', { id: row.id })}
        </Anchor>
      ),
    },
    { key: 'kind', header: msg('runs.kind'), cell: (row) => RUN_KIND_LABELS[row.kind] },
    { key: 'target', header: msg('runs.target'), cell: (row) => <RunTarget run={row} /> },
    { key: 'status', header: msg('runs.status'), nowrap: true, cell: (row) => <RunStatusBadge status={row.status} /> },
    { key: 'outcome', header: msg('runs.column.outcome'), cell: (row) => <RunOutcome run={row} /> },
    {
      key: 'started',
      header: msg('runs.started'),
      sortField: 'started_at',
      cell: (row) =>
        row.started_at ? (
          <time dateTime={row.started_at}>{formatDateTime(row.started_at)}</time>
        ) : (
          i18n._('runs.notYet')
        ),
    },
    { key: 'duration', header: msg('runs.duration'), nowrap: true, cell: (row) => runDuration(row, now) },
  ];
  // Only a page with a failed run needs the column; narrow screens keep the room otherwise.
  if (withErrors) {
    columns.push({
      key: 'error',
      header: msg('runs.error'),
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
      header: msg('runs.column.actions'),
      nowrap: true,
      cell: (row) => (canCancel(row) ? <CancelButton run={row} actions={actions} /> : null),
    },
  ];
}
