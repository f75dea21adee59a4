import { Anchor, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Proprietor } from '../../../contract/catalog';
import { DataTable, type Column } from '../../components/data-table';
import { listTableProps } from '../../components/list-table-props';
import { PageHeader } from '../../components/page-header';
import { SearchInput } from '../../components/search-input';
import { proprietors } from '../../lib/catalog-queries';
import { useListParams } from '../../lib/use-list-params';
import { useResetInvalidPage } from '../../lib/use-reset-invalid-page';

const COLUMNS: Column<Proprietor>[] = [
  { key: 'name', header: 'Name', sortField: 'name', cell: (row) => row.name },
  {
    key: 'projects',
    header: 'Projects',
    cell: (row) => (
      <Anchor component={Link} to={`/projects?proprietor=${row.id}`} size="sm">
        Projects of {row.name}
      </Anchor>
    ),
  },
];

/** Read-only for now: the proprietors a project can belong to. */
export function ProprietorsPage() {
  const list = useListParams();
  const result = useQuery(proprietors.list(list.query));
  useResetInvalidPage(result.error, list.page, list.setPage);

  return (
    <>
      <PageHeader title="Proprietors" />
      <Group align="flex-end" gap="md" mb="md">
        <SearchInput label="Search proprietors" value={list.search} onSearch={list.setSearch} />
      </Group>
      <DataTable
        label="Proprietors"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        {...listTableProps(list, result)}
        emptyMessage={list.search ? 'No proprietors match this search.' : 'No proprietors yet.'}
      />
    </>
  );
}
