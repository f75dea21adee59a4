import { Box, Button, Group, Paper, Table, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useT } from '../lib/i18n';

export type ChartColumn = { key: string; label: string; value: (row: number) => string };

/**
 * A chart with its table alternative (the overview's trends, an author's activity). The drawing is an
 * image to assistive technology, named by the chart's title and described by a sentence of what it shows;
 * its figures are one press away as a table ("Show as table"), one row per point, newest first.
 * Imported only by lazy chunks, with the charts library.
 */
export function ChartCard({
  title,
  description,
  days,
  dayLabel,
  columns,
  rows,
  children,
}: {
  title: string;
  description: string;
  /** Labels of the table rows (days, months); `rows` indexes them in the table's order. */
  days: string[];
  /** The heading of the rows' labels: "Day", "Month". */
  dayLabel: string;
  columns: ChartColumn[];
  rows: number[];
  children: ReactNode;
}) {
  const _ = useT();
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="center" mb="xs" wrap="nowrap">
        <Title order={3} size="h5" id={`${id}-title`}>
          {title}
        </Title>
        <Button
          size="compact-sm"
          variant="default"
          style={{ flexShrink: 0 }}
          aria-pressed={asTable}
          onClick={() => setAsTable(!asTable)}
        >
          {asTable ? _('components.chart.showChart') : _('components.chart.showTable')}
        </Button>
      </Group>
      <Box id={`${id}-desc`} fz="sm" c="dimmed" mb="xs">
        {description}
      </Box>
      {asTable ? (
        // Scrolls by itself, so it takes the keyboard focus too (arrow keys scroll it).
        <Box tabIndex={0} role="region" aria-label={title} style={{ maxHeight: 320, overflow: 'auto' }}>
          <Table striped stickyHeader aria-label={title} aria-describedby={`${id}-desc`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{dayLabel}</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column.key} ta="right">
                    {column.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row}>
                  <Table.Th scope="row" fw={400}>
                    {days[row]}
                  </Table.Th>
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta="right">
                      {column.value(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      ) : (
        <Box role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
          {children}
        </Box>
      )}
    </Paper>
  );
}
