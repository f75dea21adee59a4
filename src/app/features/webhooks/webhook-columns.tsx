import { Anchor, Button, Group, List, Popover, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Webhook } from '../../../contract/webhooks';
import type { Column } from '../../components/data-table';
import { formatDateTime } from '../../lib/format';
import { StatusBadge } from './status-badge';
import { inCatalogOrder, triggerLabel } from './trigger-groups';
import { paths } from '../../lib/paths';

export function projectsText(projects: readonly number[]): string {
  if (projects.length === 0) return 'All projects';
  return projects.length === 1 ? '1 project' : `${projects.length} projects`;
}

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

export type RowActions = {
  onRefresh: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
  refreshingId: number | undefined;
  deletingId: number | undefined;
};

/** Without `actions` (auditors, users) the name is plain text and there is no actions column. */
export function webhookColumns(actions?: RowActions): Column<Webhook>[] {
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
    {
      key: 'actions',
      header: 'Actions',
      nowrap: true,
      cell: (row) => (
        // Each name carries the webhook: a screen reader's list of buttons tells them apart.
        <Group gap={4} wrap="nowrap">
          <Button
            component={Link}
            to={paths.editWebhook(row.id)}
            size="compact-sm"
            variant="subtle"
            aria-label={`Edit ${row.name}`}
          >
            Edit
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={`Refresh status of ${row.name}`}
            onClick={() => actions.onRefresh(row)}
            loading={actions.refreshingId === row.id}
          >
            Refresh status
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red.9"
            // Mantine's subtle variant lightens any shade to 6 (3:1 on white); the theme's error
            // colour (red-9 light, red-4 dark) passes AA in both schemes.
            c="var(--mantine-color-error)"
            aria-label={`Delete ${row.name}`}
            onClick={() => actions.onDelete(row)}
            disabled={actions.deletingId === row.id}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ];
}
