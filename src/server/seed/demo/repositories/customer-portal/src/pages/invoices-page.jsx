import { Badge, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { invoicesQuery } from '../api';

const STATUS_COLORS = { paid: 'green', open: 'blue', overdue: 'red', void: 'gray' };

const money = (minor, currency) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(minor / 100);

export function InvoicesPage() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1);
  const { data, isPending, error } = useQuery(invoicesQuery(page));

  if (error) return <Text c="red">Could not load your invoices: {error.message}</Text>;
  return (
    <Stack>
      <Title order={2}>Invoices</Title>
      <Table striped aria-busy={isPending}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Number</Table.Th>
            <Table.Th>Issued</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data?.results.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td>{invoice.number}</Table.Td>
              <Table.Td>{new Date(invoice.issued_at).toLocaleDateString()}</Table.Td>
              <Table.Td>{money(invoice.amount_minor, invoice.currency)}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[invoice.status]}>{invoice.status}</Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end">
        <Pagination total={data?.pages ?? 1} value={page} onChange={(next) => setParams({ page: String(next) })} />
      </Group>
    </Stack>
  );
}
