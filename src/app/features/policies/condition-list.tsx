import { Table, Text } from '@mantine/core';
import { useT } from '../../lib/i18n';
import { conditionHelp, conditionLabel } from './condition-labels';
import { conditionValueText } from './condition-text';

/** The policy's conditions, read-only, in a table: what is checked, the value, the catalog's help. */
export function ConditionList({ conditions }: { conditions: Record<string, string> }) {
  const _ = useT();
  return (
    <Table aria-label={_('policies.conditionList.label')} verticalSpacing="xs" withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{_('policies.conditionList.condition')}</Table.Th>
          <Table.Th>{_('policies.conditionList.value')}</Table.Th>
          <Table.Th>{_('policies.conditionList.meaning')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {Object.entries(conditions).map(([key, value]) => (
          <Table.Tr key={key}>
            <Table.Td>{conditionLabel(key)}</Table.Td>
            <Table.Td>
              <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }}>
                {conditionValueText(key, value)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" c="dimmed">
                {conditionHelp(key)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
