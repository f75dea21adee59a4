import { Badge, Card, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Delivery } from '../../../contract/webhooks';
import { DataTable, type Column } from '../../components/data-table';
import { listTableProps } from '../../components/list-table-props';
import { formatDateTime } from '../../lib/format';
import { useListParams } from '../../lib/use-list-params';
import { useResetInvalidPage } from '../../lib/use-reset-invalid-page';
import { deliveriesQuery } from './api';
import { triggerLabel } from './trigger-groups';

const COLUMNS: Column<Delivery>[] = [
  {
    key: 'attempted',
    header: 'Attempted',
    cell: (row) => <time dateTime={row.attempted_at}>{formatDateTime(row.attempted_at)}</time>,
  },
  { key: 'attempt', header: 'Attempt', cell: (row) => row.attempt },
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
  { key: 'status', header: 'HTTP status', cell: (row) => row.status_code ?? '—' },
  { key: 'events', header: 'Events', cell: (row) => `${row.events_count}: ${row.triggers.map(triggerLabel).join(', ')}` },
  { key: 'duration', header: 'Duration', nowrap: true, cell: (row) => `${row.duration_ms} ms` },
  {
    key: 'error',
    header: 'Error',
    cell: (row) =>
      row.error ? (
        <Text size="sm" title={row.response_excerpt || undefined}>
          {row.error}
        </Text>
      ) : (
        '—'
      ),
  },
];

/** Delivery attempts, newest first; its list state is in the URL with a `d` prefix. */
export function DeliveriesSection({ webhookId }: { webhookId: number }) {
  const list = useListParams([], { prefix: 'd' });
  const result = useQuery(deliveriesQuery(webhookId, list.query));
  useResetInvalidPage(result.error, list.page, list.setPage);
  return (
    <Card withBorder padding="md" mt="xl" maw={1100} component="section" aria-labelledby="webhook-deliveries">
      <Title order={2} size="h3" id="webhook-deliveries" mb="sm">
        Deliveries
      </Title>
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
