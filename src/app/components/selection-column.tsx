import { Checkbox } from '@mantine/core';
import type { Key } from 'react';
import type { Column } from './data-table';

/** Which rows are selected, and how a row's box is named. */
export type RowSelection<T> = {
  selected: ReadonlySet<Key>;
  onChange: (selected: Set<Key>) => void;
  /** The accessible name of a row's checkbox, e.g. "Select alert CVE policy on pkg:npm/lodash@4.17.15". */
  rowLabel: (row: T) => string;
  /** The header box's name: "Select all rows on this page". */
  allLabel: string;
};

/**
 * The leading checkbox column of a table whose rows can be selected (its own module: only the pages
 * that select rows load the checkbox).
 */
export function selectionColumn<T>(selection: RowSelection<T>, rows: T[], rowKey: (row: T) => Key): Column<T> {
  const keys = rows.map(rowKey);
  const chosen = keys.filter((key) => selection.selected.has(key)).length;
  const toggle = (key: Key, on: boolean) => {
    const next = new Set(selection.selected);
    if (on) next.add(key);
    else next.delete(key);
    selection.onChange(next);
  };
  return {
    key: '__select',
    header: (
      <Checkbox
        aria-label={selection.allLabel}
        checked={keys.length > 0 && chosen === keys.length}
        indeterminate={chosen > 0 && chosen < keys.length}
        disabled={keys.length === 0}
        onChange={(event) => selection.onChange(event.currentTarget.checked ? new Set(keys) : new Set())}
      />
    ),
    width: 40,
    cell: (row) => (
      <Checkbox
        aria-label={selection.rowLabel(row)}
        checked={selection.selected.has(rowKey(row))}
        onChange={(event) => toggle(rowKey(row), event.currentTarget.checked)}
      />
    ),
  };
}
