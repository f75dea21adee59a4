import { Badge, Card, Code, Group, SegmentedControl, Text, Title } from '@mantine/core';
import type { Delivery } from '../../../contract/webhooks';
import { DataTable, type Column } from '../../components/data-table';
import { useListPage } from '../../components/list-page';
import { listTableProps } from '../../components/list-table-props';
import { formatDateTime } from '../../lib/format';
import { deliveriesQuery } from './api';
import { triggerLabel } from './trigger-groups';

const COLUMNS: Column<Delivery>[] = [
  {
    key: 'attempted',
    header: 'Attempted',
    cell: (row) => <time dateTime={row.attempted_at}>{formatDateTime(row.attempted_at)}</time>,
  },
  { key: 'attempt', header: 'Attempt', cell: (row) => row.attempt },
  { key: 'triggers', header: 'Triggers', cell: (row) => row.triggers.map(triggerLabel).join(', ') },
  { key: 'events', header: 'Events', cell: (row) => row.events_count },
  {
    key: 'result',
    header: 'Result',
    nowrap: true,
    cell: (row) => (
      // white on teal-9 5.0:1, on red-9 5.5:1
      <Badge variant="filled" color={row.success ? 'teal.9' : 'red.9'} c="white" radius="sm">
        {row.success ? 'Delivered' : 'Failed'}
      </Badge>
    ),
  },
  {
    key: 'status',
    header: 'Status code or error',
    cell: (row) => (row.error ? <Text size="sm">{row.error}</Text> : (row.status_code ?? '—')),
  },
  { key: 'duration', header: 'Duration', nowrap: true, cell: (row) => `${row.duration_ms} ms` },
  {
    key: 'response',
    header: 'Response',
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
export function DeliveriesSection({ webhookId }: { webhookId: number }) {
  const { list, result } = useListPage((q) => deliveriesQuery(webhookId, q), ['success'] as const, { prefix: 'd' });
  const filter = list.filters.success === 'true' || list.filters.success === 'false' ? list.filters.success : '';
  return (
    <Card withBorder padding="md" mt="xl" maw={1100} component="section" aria-labelledby="webhook-deliveries">
      <Group justify="space-between" align="center" mb="sm" wrap="wrap">
        <Title order={2} size="h3" id="webhook-deliveries">
          Deliveries
        </Title>
        <SegmentedControl
          aria-label="Show deliveries"
          size="xs"
          value={filter}
          onChange={(value) => list.setFilter('success', value)}
          data={[
            { value: '', label: 'All' },
            { value: 'true', label: 'Succeeded' },
            { value: 'false', label: 'Failed' },
          ]}
        />
      </Group>
      <DataTable
        label="Deliveries"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        {...listTableProps(list, result)}
        // Newest first is the server's order; there is nothing else to sort by.
        onOrderingChange={undefined}
        emptyMessage="No deliveries yet"
      />
    </Card>
  );
}
