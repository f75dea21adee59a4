import { Anchor, Button, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PolicyAlert } from '../../../contract/runs';
import { Breakable } from '../../components/breakable';
import type { Column } from '../../components/data-table';
import { LevelBadge } from '../../components/level-badge';
import { TargetLink } from '../../components/target-link';
import { formatDateTime, formatDay, yesNo } from '../../lib/format';
import { msg, useT } from '../../lib/i18n';
import { matchedRuleLines } from '../../lib/matched-rules';
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

/**
 * What the alert's policy met, in the console's language from `matched_rules` (issue 29); an alert
 * without them (raised before, or from an installation that does not send them) shows its English
 * `matched_criteria`, marked as English for screen readers.
 */
function Criteria({ alert }: { alert: PolicyAlert }) {
  useT(); // read again when the language changes
  const rules = alert.matched_rules ?? [];
  const items = rules.length > 0 ? matchedRuleLines(rules) : alert.matched_criteria;
  const lang = rules.length > 0 ? undefined : 'en';
  if (items.length === 0) return null;
  return (
    <List
      size="sm"
      spacing={2}
      withPadding={items.length > 1}
      listStyleType={items.length > 1 ? 'disc' : 'none'}
      lang={lang}
    >
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
  pending: boolean;
};

/** Why an alert is ignored, by whom, when, and until when (CONTRACT §13). */
function IgnoreDetails({ alert }: { alert: PolicyAlert }) {
  const _ = useT();
  if (alert.status !== 'ignored') return null;
  return (
    <Stack gap={2}>
      {alert.ignored_reason ? <Text size="sm">{alert.ignored_reason}</Text> : null}
      {alert.ignored_by && alert.ignored_at ? (
        <Text size="xs" c="dimmed">
          {_('alerts.ignoredBy', { user: alert.ignored_by, at: formatDateTime(alert.ignored_at) })}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {alert.ignored_until
          ? _('alerts.ignoredUntilDay', { until: formatDay(alert.ignored_until) })
          : _('alerts.ignoredNoEnd')}
      </Text>
    </Stack>
  );
}

const blocksText = (alert: PolicyAlert) => (alert.is_blocks_build === undefined ? '—' : yesNo(alert.is_blocks_build));

/** Ignore an active alert, or un-ignore an ignored one; resolved alerts are closed by the next analysis, not by a person. */
function AlertAction({ alert, actions }: { alert: PolicyAlert; actions: AlertActions }) {
  const _ = useT();
  if (alert.status === 'resolved') return null;
  const ignoring = alert.status === 'active';
  const names = { policy: alert.policy_name, purl: alert.dependency_purl };
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      aria-label={ignoring ? _('alerts.ignoreNamed', names) : _('alerts.restoreNamed', names)}
      onClick={() => (ignoring ? actions.onIgnore(alert) : actions.onRestore(alert))}
      disabled={actions.pending}
    >
      {ignoring ? _('alerts.ignore') : _('alerts.restore')}
    </Button>
  );
}

export function alertColumns({
  actions,
  ignoredDetails = false,
}: {
  actions?: AlertActions;
  /** The Ignored tab: a column says why, by whom and until when. */
  ignoredDetails?: boolean;
}): Column<PolicyAlert>[] {
  const columns: Column<PolicyAlert>[] = [
    {
      key: 'level',
      header: msg('alerts.column.level'),
      sortField: 'level',
      nowrap: true,
      cell: (row) => <LevelBadge level={row.level} />,
    },
    {
      key: 'policy',
      header: msg('alerts.column.policy'),
      sortField: 'policy_name',
      cell: (row) => <PolicyName alert={row} />,
    },
    {
      key: 'target',
      header: msg('alerts.column.target'),
      cell: (row) => <TargetLink projectId={row.project_id} containerImageId={row.container_image_id} />,
    },
    {
      key: 'component',
      header: msg('alerts.column.component'),
      width: '24%',
      cell: (row) => (
        <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Breakable text={row.dependency_purl} />
        </Text>
      ),
    },
    {
      key: 'criteria',
      header: msg('alerts.column.criteria'),
      cell: (row) => <Criteria alert={row} />,
    },
    { key: 'blocks', header: msg('alerts.column.blocks'), nowrap: true, cell: blocksText },
    {
      key: 'created',
      header: msg('alerts.column.created'),
      sortField: 'created_at',
      nowrap: true,
      cell: (row) => <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>,
    },
  ];
  if (ignoredDetails) {
    columns.splice(columns.length - 1, 0, {
      key: 'ignore',
      header: msg('alerts.column.ignore'),
      width: '18%',
      cell: (row) => <IgnoreDetails alert={row} />,
    });
  }
  if (!actions) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      header: msg('alerts.column.actions'),
      nowrap: true,
      cell: (row) => <AlertAction alert={row} actions={actions} />,
    },
  ];
}
