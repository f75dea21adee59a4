import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { Breakable } from './breakable';
import type { Column } from './data-table';

/**
 * The first column of a list of records: each one's name, linked to its page (`to(id)`), sorted by
 * name, wrapping after a package name's separators. Everyone may read a record's page; editing is one more click, from there or the row's Edit.
 */
export function nameColumn<T extends { id: number; name: string }>(
  header: Column<T>['header'],
  to: (id: number) => string,
): Column<T> {
  return {
    key: 'name',
    header,
    sortField: 'name',
    cell: (row) => (
      <Anchor component={Link} to={to(row.id)} size="sm" fw={600} style={{ overflowWrap: 'break-word' }}>
        <Breakable text={row.name} />
      </Anchor>
    ),
  };
}
