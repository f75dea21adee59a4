import { Badge, Table, Text } from '@mantine/core';
import type { ModelMetrics } from '../../../contract/secrets';
import type { MlModel } from '../../../contract/runs';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';

type Column = { key: 'base' | 'user' | 'candidate'; metrics: ModelMetrics | null };

const ratio = (value: number) => formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });

/**
 * The base, user and candidate models' figures side by side (CONTRACT §18), each on its own held-out
 * split; the model in use is marked. A model that does not exist yet has a dash in each row.
 */
export function ModelMetricsTable({ model }: { model: MlModel }) {
  const _ = useT();
  const columns: Column[] = [
    { key: 'base', metrics: model.base },
    { key: 'user', metrics: model.user },
    { key: 'candidate', metrics: model.candidate },
  ];
  const rows: { key: string; label: string; value: (m: ModelMetrics) => string }[] = [
    { key: 'accuracy', label: _('ml-model.metric.accuracy'), value: (m) => ratio(m.accuracy) },
    { key: 'precision', label: _('ml-model.metric.precision'), value: (m) => ratio(m.precision) },
    { key: 'recall', label: _('ml-model.metric.recall'), value: (m) => ratio(m.recall) },
    { key: 'f1', label: _('ml-model.metric.f1'), value: (m) => ratio(m.f1) },
    { key: 'labels', label: _('ml-model.metric.labels'), value: (m) => formatNumber(m.labels_count) },
    { key: 'trained', label: _('ml-model.metric.trainedAt'), value: (m) => formatDateTime(m.trained_at) },
  ];
  const inUse = (key: Column['key']) => key === model.model_type;
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table aria-label={_('ml-model.metrics.label')} verticalSpacing="xs" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{_('ml-model.metrics.figure')}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col" style={{ whiteSpace: 'nowrap' }}>
                {_('ml-model.metrics.column', { model: column.key })}
                {inUse(column.key) ? (
                  <Badge ml="xs" size="sm" variant="filled" color="blue.8">
                    {_('ml-model.metrics.inUse')}
                  </Badge>
                ) : null}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={600}>
                {row.label}
              </Table.Th>
              {columns.map((column) => (
                <Table.Td key={column.key} style={{ whiteSpace: 'nowrap' }}>
                  {column.metrics ? (
                    row.value(column.metrics)
                  ) : (
                    <Text span size="sm" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
