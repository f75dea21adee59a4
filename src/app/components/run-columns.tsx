import { Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Run } from '../../contract/runs';
import { formatDateTime } from '../lib/format';
import { i18n, msg, useT } from '../lib/i18n';
import { paths } from '../lib/paths';
import { canCancel, RUN_KIND_LABELS } from '../lib/run-queries';
import type { Column } from './data-table';
import { runDuration } from './run-duration';
import { RunOutcome } from './run-outcome';
import { RunProgress } from './run-progress';
import { RunStatusBadge } from './run-status-badge';
import { TargetLink } from './target-link';

/** What a run is about: its project or container image, or the secrets ML model. */
export function RunTarget({ run }: { run: Run }) {
  const _ = useT();
  if (run.kind === 'secrets_ml_training') {
    return (
      <Anchor component={Link} to={paths.mlModel} size="sm">
        {_('components.run.mlModel')}
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
      // Mantine's subtle variant lightens any shade to 6 (3:1 on white); the theme's error colour passes AA.
      c="var(--mantine-color-error)"
      aria-label={_('components.run.cancelNamed', { id: run.id })}
      onClick={() => actions.onCancel(run)}
      loading={actions.cancellingId === run.id}
    >
      {_('components.run.cancel')}
    </Button>
  );
}

type RunColumnOptions = {
  now: number;
  /** The Target column; a record's own runs (a project's) leave it out. */
  withTarget?: boolean;
  /** The Progress column, for a page with a queued or running run. */
  withProgress: boolean;
  /** The Error column, for a page with a failed run. */
  withErrors: boolean;
};

/** Whether a page of runs needs the Progress and Error columns (narrow screens keep the room otherwise). */
export function runColumnNeeds(rows: Run[] | undefined): Pick<RunColumnOptions, 'withProgress' | 'withErrors'> {
  return {
    withProgress: rows?.some((run) => run.status === 'queued' || run.status === 'running') ?? false,
    withErrors: rows?.some((run) => run.status === 'failed' && run.error) ?? false,
  };
}

/** The columns of a list of runs (the runs page, a project's runs); `actions` adds Cancel. */
export function runColumns(
  { now, withTarget = true, withProgress, withErrors }: RunColumnOptions,
  actions?: RunActions,
): Column<Run>[] {
  const columns: Column<Run>[] = [
    {
      key: 'id',
      header: msg('components.run.column'),
      sortField: 'id',
      nowrap: true,
      cell: (row) => (
        <Anchor component={Link} to={paths.run(row.id)} size="sm" fw={600}>
          {i18n._('components.run.id', { id: row.id })}
        </Anchor>
      ),
    },
    { key: 'kind', header: msg('components.run.kind'), cell: (row) => RUN_KIND_LABELS[row.kind] },
    ...(withTarget
      ? [{ key: 'target', header: msg('components.run.target'), cell: (row: Run) => <RunTarget run={row} /> }]
      : []),
    {
      key: 'status',
      header: msg('components.run.status'),
      nowrap: true,
      cell: (row) => <RunStatusBadge status={row.status} />,
    },
    ...(withProgress
      ? [
          {
            key: 'progress',
            header: msg('components.run.progress'),
            minWidth: '10rem',
            cell: (row: Run) => <RunProgress run={row} />,
          },
        ]
      : []),
    { key: 'outcome', header: msg('components.run.outcome'), cell: (row) => <RunOutcome run={row} /> },
    {
      key: 'started',
      header: msg('components.run.started'),
      sortField: 'started_at',
      cell: (row) =>
        row.started_at ? (
          <time dateTime={row.started_at}>{formatDateTime(row.started_at)}</time>
        ) : (
          i18n._('components.run.notYet')
        ),
    },
    { key: 'duration', header: msg('components.run.duration'), nowrap: true, cell: (row) => runDuration(row, now) },
  ];
  if (withErrors) {
    columns.push({
      key: 'error',
      header: msg('components.run.error'),
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
      header: msg('components.run.actions'),
      nowrap: true,
      cell: (row) => (canCancel(row) ? <CancelButton run={row} actions={actions} /> : null),
    },
  ];
}
