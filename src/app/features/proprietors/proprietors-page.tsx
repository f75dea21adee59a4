import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { Proprietor } from '../../../contract/catalog';
import type { Column } from '../../components/data-table';
import { ListPage, useListPage } from '../../components/list-page';
import { proprietors } from '../../lib/catalog-queries';
import { paths, withQuery } from '../../lib/paths';

const COLUMNS: Column<Proprietor>[] = [
  { key: 'name', header: 'Name', sortField: 'name', cell: (row) => row.name },
  {
    key: 'projects',
    header: 'Projects',
    cell: (row) => (
      <Anchor component={Link} to={withQuery(paths.projects, { proprietor: row.id })} size="sm">
        Projects of {row.name}
      </Anchor>
    ),
  },
];

/** Read-only for now: the proprietors a project can belong to. */
export function ProprietorsPage() {
  const { list, result } = useListPage(proprietors.list);
  return (
    <ListPage
      title="Proprietors"
      list={list}
      result={result}
      searchLabel="Search proprietors"
      label="Proprietors"
      columns={COLUMNS}
      filteredMessage="No proprietors match this search."
      emptyMessage="No proprietors yet."
    />
  );
}
