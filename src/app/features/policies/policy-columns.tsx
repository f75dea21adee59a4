import { Anchor, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { Policy } from '../../../contract/policies';
import { STAGES } from '../../../contract/stages';
import type { Column } from '../../components/data-table';
import { formatDateTime, yesNo } from '../../lib/format';
import { STAGE_LABELS } from '../../lib/stage-labels';
import { LevelBadge } from '../../components/level-badge';
import { paths } from '../../lib/paths';

/** In the contract's order, so two policies with the same stages read the same. */
export function stagesText(stages: readonly string[]): string {
  if (STAGES.every((s) => stages.includes(s))) return 'All stages';
  return STAGES.filter((s) => stages.includes(s))
    .map((s) => STAGE_LABELS[s])
    .join(', ');
}

export function projectsText(projects: readonly number[]): string {
  if (projects.length === 0) return 'All projects';
  return projects.length === 1 ? '1 project' : `${projects.length} projects`;
}

export type RowActions = {
  onCopy: (policy: Policy) => void;
  onDelete: (policy: Policy) => void;
  pendingId: number | undefined;
};

const BASE: Column<Policy>[] = [
  {
    key: 'name',
    header: 'Name',
    sortField: 'name',
    cell: (row) => (
      <Anchor component={Link} to={paths.policy(row.id)} size="sm" fw={600}>
        {row.name}
      </Anchor>
    ),
  },
  { key: 'level', header: 'Level', sortField: 'level', nowrap: true, cell: (row) => <LevelBadge level={row.level} /> },
  { key: 'stages', header: 'Stages', cell: (row) => stagesText(row.stages) },
  { key: 'active', header: 'Active', cell: (row) => yesNo(row.is_active) },
  { key: 'blocks', header: 'Blocks build', cell: (row) => yesNo(row.is_blocks_build) },
  { key: 'projects', header: 'Projects', nowrap: true, cell: (row) => projectsText(row.projects) },
  {
    key: 'updated',
    header: 'Updated',
    sortField: 'updated_at',
    cell: (row) => <time dateTime={row.updated_at}>{formatDateTime(row.updated_at)}</time>,
  },
];

/** Without `actions` (auditors, users) the table has no actions column at all. */
export function policyColumns(actions?: RowActions): Column<Policy>[] {
  if (!actions) return BASE;
  return [
    ...BASE,
    {
      key: 'actions',
      header: 'Actions',
      nowrap: true,
      cell: (row) => (
        // Each name carries the policy: a screen reader's list of buttons tells them apart.
        <Group gap={4} wrap="nowrap">
          <Button
            component={Link}
            to={paths.editPolicy(row.id)}
            size="compact-sm"
            variant="subtle"
            aria-label={`Edit ${row.name}`}
          >
            Edit
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={`Copy ${row.name}`}
            onClick={() => actions.onCopy(row)}
            loading={actions.pendingId === row.id}
          >
            Copy
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            // Subtle text is red-6 (3.3:1 on white); the error colour is red-9 (light) / red-4 (dark), both AA.
            c="var(--mantine-color-error)"
            aria-label={`Delete ${row.name}`}
            onClick={() => actions.onDelete(row)}
            disabled={actions.pendingId === row.id}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ];
}
