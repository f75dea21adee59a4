import { Button, List, Popover, Text, Tooltip } from '@mantine/core';
import type { Webhook } from '../../../contract/webhooks';
import type { Column } from '../../components/data-table';
import { Breakable } from '../../components/breakable';
import { nameColumn } from '../../components/name-column';
import { actionsColumn, RowAction, RowActions } from '../../components/record-actions';
import { formatDateTime, formatNumber, projectsText } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { HealthBadge, lastTestEvent, TestEventLine, webhookHealth } from './health-badge';
import { inCatalogOrder, triggerLabel, type Translate } from './trigger-groups';
import { paths } from '../../lib/paths';

/** The count, and the events themselves one click (or Enter) away. */
function EventsCell({ webhook }: { webhook: Webhook }) {
  const _ = useT();
  const count = webhook.events.length;
  return (
    <Popover position="bottom-start" withArrow shadow="md" width={320}>
      <Popover.Target>
        <Button
          size="compact-sm"
          variant="subtle"
          aria-label={_('webhooks.list.eventsOf', { count, name: webhook.name })}
        >
          {_('webhooks.list.events', { count })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <List size="sm" spacing={2}>
          {inCatalogOrder(webhook.events).map((event) => (
            <List.Item key={event}>{triggerLabel(_, event)}</List.Item>
          ))}
        </List>
      </Popover.Dropdown>
    </Popover>
  );
}

export type WebhookRowActions = {
  onRefresh: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
  onRetryNow: (webhook: Webhook) => void;
  refreshingId: number | undefined;
  retryingId: number | undefined;
  deletingId: number | undefined;
};

/** Without `actions` (auditors, users) the name is plain text and there is no actions column. */
export function webhookColumns(_: Translate, actions?: WebhookRowActions): Column<Webhook>[] {
  const columns: Column<Webhook>[] = [
    nameColumn(_('webhooks.column.name'), paths.webhook),
    {
      key: 'url',
      header: _('webhooks.column.url'),
      sortField: 'url',
      // Wraps after `/` while there is room; in a crowded table (Russian headers) inside a piece too
      // (`anywhere`), rather than pushing the actions out of sight.
      cell: (row) => (
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          <Breakable text={row.url} />
        </Text>
      ),
    },
    { key: 'events', header: _('webhooks.column.events'), nowrap: true, cell: (row) => <EventsCell webhook={row} /> },
    { key: 'projects', header: _('webhooks.column.projects'), nowrap: true, cell: (row) => projectsText(row.projects) },
    {
      key: 'health',
      header: _('webhooks.column.health'),
      // Not nowrap: the badge keeps its width (FilledBadge), the test event's line wraps under it.
      cell: (row) => {
        const test = lastTestEvent(row);
        return (
          <>
            <HealthBadge webhook={row} />
            {test ? <TestEventLine test={test} /> : null}
          </>
        );
      },
    },
    {
      key: 'lastDelivery',
      header: _('webhooks.column.lastDelivery'),
      nowrap: true,
      cell: (row) =>
        row.last_delivery_at ? (
          <time dateTime={row.last_delivery_at}>{formatDateTime(row.last_delivery_at)}</time>
        ) : (
          _('webhooks.list.never')
        ),
    },
    {
      key: 'pending',
      header: _('webhooks.column.pending'),
      nowrap: true,
      // Older installations do not send the count: a dash, not a misleading 0.
      cell: (row) => (row.pending_events_count === undefined ? '—' : formatNumber(row.pending_events_count)),
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
        {webhookHealth(row) === 'failing' ? (
          <RowAction
            label={_('webhooks.retryNow')}
            accessibleName={_('webhooks.retryNowOf', { name: row.name })}
            onClick={() => actions.onRetryNow(row)}
            loading={actions.retryingId === row.id}
          />
        ) : null}
        {/* "Refresh status" sends a test event: the tooltip and the name say so before it is clicked. */}
        <Tooltip label={_('webhooks.refreshStatusHint')} multiline maw={280} withArrow>
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={_('webhooks.refreshStatusOf', { name: row.name })}
            onClick={() => actions.onRefresh(row)}
            loading={actions.refreshingId === row.id}
          >
            {_('webhooks.refreshStatus')}
          </Button>
        </Tooltip>
      </RowActions>
    )),
  ];
}
