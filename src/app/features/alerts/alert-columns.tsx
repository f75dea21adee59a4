import { Anchor, Button, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PolicyAlert } from '../../../contract/runs';
import type { Column } from '../../components/data-table';
import { LevelBadge } from '../../components/level-badge';
import { TargetLink } from '../../components/target-link';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../lib/paths';

function PolicyName({ alert }: { alert: PolicyAlert }) {
  // A deleted policy leaves its alerts with the name and no id.
  if (alert.policy_id === null) return <Text size="sm">{alert.policy_name}</Text>;
  return (
    <Anchor component={Link} to={paths.policy(alert.policy_id)} size="sm" fw={600}>
      {alert.policy_name}
    </Anchor>
  );
}

/** A purl wraps after its `/` and `@` separators rather than in the middle of a name. */
function Purl({ purl }: { purl: string }) {
  const parts = purl.split(/(?<=[/@])/);
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed string; a piece can repeat, its place cannot.
        <span key={i}>
          {part}
          {i < parts.length - 1 ? <wbr /> : null}
        </span>
      ))}
    </>
  );
}

function Criteria({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <List size="sm" spacing={2} withPadding={items.length > 1} listStyleType={items.length > 1 ? 'disc' : 'none'}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered, whose texts need not be distinct.
        <List.Item key={i}>{item}</List.Item>
      ))}
    </List>
  );
}

export type AlertActions = {
  onIgnore: (alert: PolicyAlert) => void;
  onRestore: (alert: PolicyAlert) => void;
  pendingId: number | undefined;
};

const blocksText = (alert: PolicyAlert) =>
  alert.is_blocks_build === undefined ? '—' : alert.is_blocks_build ? 'Yes' : 'No';

export function alertColumns(actions?: AlertActions): Column<PolicyAlert>[] {
  const columns: Column<PolicyAlert>[] = [
    {
      key: 'level',
      header: 'Level',
      sortField: 'level',
      nowrap: true,
      cell: (row) => <LevelBadge level={row.level} />,
    },
    { key: 'policy', header: 'Policy', sortField: 'policy_name', cell: (row) => <PolicyName alert={row} /> },
    {
      key: 'target',
      header: 'Project or image',
      cell: (row) => <TargetLink projectId={row.project_id} containerImageId={row.container_image_id} />,
    },
    {
      key: 'component',
      header: 'Component',
      width: '24%',
      cell: (row) => (
        <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Purl purl={row.dependency_purl} />
        </Text>
      ),
    },
    { key: 'criteria', header: 'Matched criteria', cell: (row) => <Criteria items={row.matched_criteria} /> },
    { key: 'blocks', header: 'Blocks build', nowrap: true, cell: blocksText },
    {
      key: 'created',
      header: 'Created',
      sortField: 'created_at',
      nowrap: true,
      cell: (row) => <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>,
    },
  ];
  if (!actions) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      header: 'Actions',
      nowrap: true,
      cell: (row) => {
        // Resolved alerts are closed by the next analysis, not by a person.
        if (row.status === 'resolved') return null;
        const ignoring = row.status === 'active';
        const what = `${row.policy_name} on ${row.dependency_purl}`;
        return (
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={`${ignoring ? 'Ignore' : 'Un-ignore'} alert ${what}`}
            onClick={() => (ignoring ? actions.onIgnore(row) : actions.onRestore(row))}
            loading={actions.pendingId === row.id}
          >
            {ignoring ? 'Ignore' : 'Un-ignore'}
          </Button>
        );
      },
    },
  ];
}
