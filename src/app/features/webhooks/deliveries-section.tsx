import { Button, Card, Code, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Delivery } from '../../../contract/webhooks';
import { DataTable, type Column } from '../../components/data-table';
import { useListPage } from '../../components/list-page';
import { listTableProps } from '../../components/list-table-props';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { deliveriesQuery } from './api';
import { DeliveryDrawer, OutcomeBadge } from './delivery-drawer';
import { triggerLabel, type Translate } from './trigger-groups';

/** Built at render: headers and cells read in the console's language of the moment. */
const deliveryColumns = (_: Translate, onOpen: (delivery: Delivery) => void): Column<Delivery>[] => [
  {
    key: 'attempted',
    header: _('webhooks.deliveries.attempted'),
    nowrap: true,
    // The first cell opens the drawer, so a row's detail is one click away even where the table
    // scrolls sideways (390 px); its name carries the visible date (WCAG 2.5.3).
    cell: (row) => (
      <Button
        size="compact-sm"
        variant="subtle"
        aria-label={_('webhooks.delivery.detailsOf', { attempt: row.attempt, date: formatDateTime(row.attempted_at) })}
        onClick={() => onOpen(row)}
      >
        <time dateTime={row.attempted_at}>{formatDateTime(row.attempted_at)}</time>
      </Button>
    ),
  },
  { key: 'attempt', header: _('webhooks.deliveries.attempt'), cell: (row) => row.attempt },
  {
    key: 'triggers',
    header: _('webhooks.deliveries.triggers'),
    cell: (row) => row.triggers.map((trigger) => triggerLabel(_, trigger)).join(', '),
  },
  { key: 'events', header: _('webhooks.deliveries.events'), cell: (row) => row.events_count },
  {
    key: 'result',
    header: _('webhooks.deliveries.result'),
    nowrap: true,
    cell: (row) => <OutcomeBadge success={row.success} />,
  },
  {
    key: 'status',
    header: _('webhooks.deliveries.statusOrError'),
    cell: (row) => (row.error ? <Text size="sm">{row.error}</Text> : (row.status_code ?? '—')),
  },
  {
    key: 'duration',
    header: _('webhooks.deliveries.duration'),
    nowrap: true,
    cell: (row) => _('webhooks.deliveries.ms', { ms: row.duration_ms }),
  },
  {
    key: 'response',
    header: _('webhooks.deliveries.response'),
    cell: (row) =>
      row.response_excerpt ? (
        // The server already cut the excerpt; long lines scroll inside the block.
        <Code block style={{ maxWidth: 360, maxHeight: 160, overflow: 'auto' }}>
          {row.response_excerpt}
        </Code>
      ) : (
        '—'
      ),
  },
];

/** Delivery attempts, newest first; its list state is in the URL with a `d` prefix. */
export function DeliveriesSection({ webhookId, canRedeliver }: { webhookId: number; canRedeliver: boolean }) {
  const _ = useT();
  const [open, setOpen] = useState<Delivery | null>(null);
  const { list, result } = useListPage((q) => deliveriesQuery(webhookId, q), ['success'] as const, { prefix: 'd' });
  const filter = list.filters.success === 'true' || list.filters.success === 'false' ? list.filters.success : '';
  return (
    <Card withBorder padding="md" maw={1100} component="section" aria-labelledby="webhook-deliveries">
      <Group justify="space-between" align="center" mb="sm" wrap="wrap">
        <Title order={2} size="h3" id="webhook-deliveries">
          {_('webhooks.deliveries.title')}
        </Title>
        <SegmentedControl
          aria-label={_('webhooks.deliveries.show')}
          size="xs"
          value={filter}
          onChange={(value) => list.setFilter('success', value)}
          data={[
            { value: '', label: _('webhooks.deliveries.all') },
            { value: 'true', label: _('webhooks.deliveries.succeeded') },
            { value: 'false', label: _('webhooks.deliveries.failedFilter') },
          ]}
        />
      </Group>
      <DataTable
        label={_('webhooks.deliveries.title')}
        columns={deliveryColumns(_, setOpen)}
        rowKey={(row) => row.id}
        {...listTableProps(list, result)}
        // Newest first is the server's order; there is nothing else to sort by.
        onOrderingChange={undefined}
        emptyMessage={_('webhooks.deliveries.empty')}
      />
      <DeliveryDrawer webhookId={webhookId} delivery={open} onClose={() => setOpen(null)} canRedeliver={canRedeliver} />
    </Card>
  );
}
