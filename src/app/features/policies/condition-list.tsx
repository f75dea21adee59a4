import { Table, Text } from '@mantine/core';
import { conditionByKey } from '../../../contract/conditions';
import { conditionValueText } from './condition-text';

/** The policy's conditions, read-only, in a table: what is checked, the value, the catalog's help. */
export function ConditionList({ conditions }: { conditions: Record<string, string> }) {
  return (
    <Table aria-label="Conditions" verticalSpacing="xs" withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Condition</Table.Th>
          <Table.Th>Value</Table.Th>
          <Table.Th>Meaning</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {Object.entries(conditions).map(([key, value]) => {
          const definition = conditionByKey(key);
          return (
            <Table.Tr key={key}>
              <Table.Td>{definition?.label ?? key}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }}>
                  {conditionValueText(key, value)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {definition?.help ?? ''}
                </Text>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
