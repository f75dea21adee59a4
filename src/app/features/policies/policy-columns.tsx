import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { Policy } from '../../../contract/policies';
import { STAGES } from '../../../contract/stages';
import type { Column } from '../../components/data-table';
import { formatDateTime, projectsText, yesNo } from '../../lib/format';
import { STAGE_LABELS } from '../../lib/stage-labels';
import { LevelBadge } from '../../components/level-badge';
import { actionsColumn, RowAction, RowActions } from '../../components/record-actions';
import { paths } from '../../lib/paths';

/** In the contract's order, so two policies with the same stages read the same. */
function stagesText(stages: readonly string[]): string {
  if (STAGES.every((s) => stages.includes(s))) return 'All stages';
  return STAGES.filter((s) => stages.includes(s))
    .map((s) => STAGE_LABELS[s])
    .join(', ');
}

export type PolicyRowActions = {
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
export function policyColumns(actions?: PolicyRowActions): Column<Policy>[] {
  if (!actions) return BASE;
  return [
    ...BASE,
    actionsColumn((row) => (
      <RowActions
        name={row.name}
        editTo={paths.editPolicy(row.id)}
        onDelete={() => actions.onDelete(row)}
        deleting={actions.pendingId === row.id}
      >
        <RowAction
          label="Copy"
          accessibleName={`Copy ${row.name}`}
          onClick={() => actions.onCopy(row)}
          loading={actions.pendingId === row.id}
        />
      </RowActions>
    )),
  ];
}
