import { Button, Code, Table, Text } from '@mantine/core';
import { useId, useState } from 'react';
import type { AuditEntry } from '../../contract/audit';
import { useT } from '../lib/i18n';

/** A value as the diff shows it: text as is, empty as a dash, anything else as compact JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** An audit row's field changes behind a toggle: field, before, after. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const _ = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const fields = Object.entries(entry.changes);
  if (fields.length === 0) return <Text size="sm">—</Text>;
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? _('components.audit.hideChanges') : _('components.audit.showChanges', { count: fields.length })}
      </Button>
      {open ? (
        <Table
          id={id}
          withTableBorder
          fz="xs"
          mt={4}
          aria-label={_('components.audit.changesOf', { name: entry.object_repr })}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{_('components.audit.field')}</Table.Th>
              <Table.Th>{_('components.audit.before')}</Table.Th>
              <Table.Th>{_('components.audit.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map(([field, [before, after]]) => (
              <Table.Tr key={field}>
                <Table.Td>
                  <Code>{field}</Code>
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  <del>{shown(before)}</del>
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  <ins>{shown(after)}</ins>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </>
  );
}
