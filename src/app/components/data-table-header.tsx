import { Table, UnstyledButton } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { isValidElement, type ReactElement } from 'react';
import { useT } from '../lib/i18n';
import type { Column, DataTableProps } from './data-table';
import { SortIcon } from './icons';

type Translate = ReturnType<typeof useT>;

/** A column's name as text (a cell's label in the card layout); none for a control such as a select-all box. */
export function headerText(header: string | MessageDescriptor | ReactElement, _: Translate): string | undefined {
  if (isValidElement(header)) return undefined;
  return typeof header === 'string' ? header : _(header);
}

// Headers stay on one line: a header that wrapped once the rows arrived would push the rows down.
// `data-in-cards`: the headers that stay in sight when the rows are cards (sort buttons, a select-all box).
export function HeaderCell<T>({ column, ordering, onOrderingChange }: { column: Column<T> } & DataTableProps<T>) {
  const _ = useT();
  const style = { width: column.width, minWidth: column.minWidth, whiteSpace: 'nowrap' } as const;
  const text = headerText(column.header, _);
  const field = column.sortField;
  if (!field || !onOrderingChange) {
    return (
      <Table.Th style={style} data-column={column.key} data-in-cards={text === undefined ? 'control' : undefined}>
        {text ?? (isValidElement(column.header) ? column.header : null)}
      </Table.Th>
    );
  }
  const direction = ordering === field ? 'asc' : ordering === `-${field}` ? 'desc' : null;
  const next = direction === 'asc' ? `-${field}` : direction === 'desc' ? '' : field;
  return (
    <Table.Th
      style={style}
      data-column={column.key}
      data-in-cards="sort"
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
    >
      <UnstyledButton
        onClick={() => onOrderingChange(next)}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {text}
        <SortIcon direction={direction} />
      </UnstyledButton>
    </Table.Th>
  );
}
