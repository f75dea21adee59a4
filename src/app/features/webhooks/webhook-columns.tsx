import { Anchor, Button, List, Popover, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Webhook } from '../../../contract/webhooks';
import type { Column } from '../../components/data-table';
import { actionsColumn, RowAction, RowActions } from '../../components/record-actions';
import { formatDateTime, projectsText } from '../../lib/format';
import { StatusBadge } from './status-badge';
import { inCatalogOrder, triggerLabel } from './trigger-groups';
import { paths } from '../../lib/paths';

const eventsText = (count: number) => (count === 1 ? '1 event' : `${count} events`);

/** The count, and the events themselves one click (or Enter) away. */
function EventsCell({ webhook }: { webhook: Webhook }) {
  return (
    <Popover position="bottom-start" withArrow shadow="md" width={320}>
      <Popover.Target>
        <Button
          size="compact-sm"
          variant="subtle"
          aria-label={`${eventsText(webhook.events.length)} of ${webhook.name}`}
        >
          {eventsText(webhook.events.length)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <List size="sm" spacing={2}>
          {inCatalogOrder(webhook.events).map((event) => (
            <List.Item key={event}>{triggerLabel(event)}</List.Item>
          ))}
        </List>
      </Popover.Dropdown>
    </Popover>
  );
}

export type WebhookRowActions = {
  onRefresh: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
  refreshingId: number | undefined;
  deletingId: number | undefined;
};

/** Without `actions` (auditors, users) the name is plain text and there is no actions column. */
export function webhookColumns(actions?: WebhookRowActions): Column<Webhook>[] {
  const columns: Column<Webhook>[] = [
    {
      key: 'name',
      header: 'Name',
      sortField: 'name',
      cell: (row) =>
        actions ? (
          <Anchor component={Link} to={paths.editWebhook(row.id)} size="sm" fw={600}>
            {row.name}
          </Anchor>
        ) : (
          <Text size="sm" fw={600}>
            {row.name}
          </Text>
        ),
    },
    {
      key: 'url',
      header: 'URL',
      sortField: 'url',
      cell: (row) => (
        <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {row.url}
        </Text>
      ),
    },
    { key: 'events', header: 'Events', nowrap: true, cell: (row) => <EventsCell webhook={row} /> },
    { key: 'projects', header: 'Projects', nowrap: true, cell: (row) => projectsText(row.projects) },
    { key: 'status', header: 'Status', nowrap: true, cell: (row) => <StatusBadge webhook={row} /> },
    {
      key: 'checked',
      header: 'Last checked',
      nowrap: true,
      cell: (row) =>
        row.availability_checked_at ? (
          <time dateTime={row.availability_checked_at}>{formatDateTime(row.availability_checked_at)}</time>
        ) : (
          'Never'
        ),
    },
  ];
  if (!actions) return columns;
  return [
    ...columns,
    actionsColumn((row) => (
      <RowActions
        name={row.name}
        editTo={paths.editWebhook(row.id)}
        onDelete={() => actions.onDelete(row)}
        deleting={actions.deletingId === row.id}
      >
        <RowAction
          label="Refresh status"
          accessibleName={`Refresh status of ${row.name}`}
          onClick={() => actions.onRefresh(row)}
          loading={actions.refreshingId === row.id}
        />
      </RowActions>
    )),
  ];
}
