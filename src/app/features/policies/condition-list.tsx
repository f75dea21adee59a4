import { Table, Text } from '@mantine/core';
import { conditionByKey } from '../../../contract/conditions';
import { splitList } from './condition-value-input';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A stored value as a person reads it: Yes/No, a list with spaces, a severity capitalised. */
export function conditionValueText(key: string, value: string): string {
  switch (conditionByKey(key)?.value_type) {
    case 'boolean':
      return value === 'true' ? 'Yes' : value === 'false' ? 'No' : value;
    case 'list':
      return splitList(value).join(', ');
    case 'severity':
      return capitalize(value);
    default:
      return key === 'relation' ? capitalize(value) : value;
  }
}

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
