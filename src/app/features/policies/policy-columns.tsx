import { Text } from '@mantine/core';
import type { Policy } from '../../../contract/policies';
import { STAGES } from '../../../contract/stages';
import type { Column } from '../../components/data-table';
import { nameColumn } from '../../components/name-column';
import { formatDateTime, projectsText, yesNo } from '../../lib/format';
import { i18n, msg } from '../../lib/i18n';
import { STAGE_LABELS } from '../../lib/stage-labels';
import { LevelBadge } from '../../components/level-badge';
import { actionsColumn, RowAction, RowActions } from '../../components/record-actions';
import { paths } from '../../lib/paths';
import { treeSummary } from './condition-tree-text';

/** In the contract's order, so two policies with the same stages read the same. Read when a cell is shown. */
function stagesText(stages: readonly string[]): string {
  if (STAGES.every((s) => stages.includes(s))) return i18n._('policies.allStages');
  return STAGES.filter((s) => stages.includes(s))
    .map((s) => STAGE_LABELS[s])
    .join(', ');
}

/** The conditions on one line, cut to the cell's width; the whole text is the title (and what is read out). */
function ConditionsCell({ policy }: { policy: Policy }) {
  const summary = treeSummary(policy.condition_tree);
  return (
    <Text size="sm" truncate="end" title={summary} maw={320}>
      {summary}
    </Text>
  );
}

export type PolicyRowActions = {
  onCopy: (policy: Policy) => void;
  onDelete: (policy: Policy) => void;
  pendingId: number | undefined;
};

// Headers are message descriptors and cells read their words when shown: the table follows the language.
const BASE: Column<Policy>[] = [
  nameColumn(msg('policies.column.name'), paths.policy),
  {
    key: 'level',
    header: msg('policies.column.level'),
    sortField: 'level',
    nowrap: true,
    cell: (row) => <LevelBadge level={row.level} />,
  },
  {
    key: 'conditions',
    header: msg('policies.column.conditions'),
    cell: (row) => <ConditionsCell policy={row} />,
  },
  { key: 'stages', header: msg('policies.column.stages'), cell: (row) => stagesText(row.stages) },
  { key: 'active', header: msg('policies.column.active'), cell: (row) => yesNo(row.is_active) },
  { key: 'blocks', header: msg('policies.column.blocks'), cell: (row) => yesNo(row.is_blocks_build) },
  { key: 'projects', header: msg('policies.column.projects'), nowrap: true, cell: (row) => projectsText(row.projects) },
  {
    key: 'updated',
    header: msg('policies.column.updated'),
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
          label={i18n._('policies.copy')}
          accessibleName={i18n._('policies.copyNamed', { name: row.name })}
          onClick={() => actions.onCopy(row)}
          loading={actions.pendingId === row.id}
        />
      </RowActions>
    )),
  ];
}
