import { Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ListQuery } from '../../contract/pagination';
import { dependencies } from '../lib/catalog-queries';
import { useT } from '../lib/i18n';
import { useListParams } from '../lib/use-list-params';
import { useResetInvalidPage } from '../lib/use-reset-invalid-page';
import { DataTable } from './data-table';
import { DEPENDENCY_COLUMNS } from './dependency-columns';
import { listTableProps } from './list-table-props';
import { SearchInput } from './search-input';

type DependencyTableProps = {
  /** The filter that makes this "the dependencies of …", e.g. `{ project: 12 }`. */
  scope: ListQuery;
  /** Accessible name of the table. */
  label?: string;
  /** What to say when there are none and nothing is searched. */
  emptyMessage: string;
};

/**
 * The dependencies of a project, vulnerability or image, on that record's page.
 * Its page, search and ordering live in the URL as `dpage`, `dsearch`, … so they
 * do not clash with anything else on the page.
 */
export function DependencyTable({ scope, label, emptyMessage }: DependencyTableProps) {
  const _ = useT();
  const list = useListParams([], { prefix: 'd' });
  const result = useQuery(dependencies.list({ ...list.query, ...scope }));
  useResetInvalidPage(result.error, list.page, list.setPage);

  return (
    <>
      <Group mb="md">
        <SearchInput label={_('components.dependency.search')} value={list.search} onSearch={list.setSearch} />
      </Group>
      <DataTable
        label={label ?? _('components.dependency.tableLabel')}
        columns={DEPENDENCY_COLUMNS}
        rowKey={(row) => row.id}
        {...listTableProps(list, result)}
        emptyMessage={list.search ? _('components.dependency.noMatch') : emptyMessage}
      />
    </>
  );
}
