import { Group, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LICENSE_CATEGORIES } from '../../../contract/licenses';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { SearchInput } from '../../components/search-input';
import { errorMessage } from '../../lib/api-client';
import { useListParams } from '../../lib/use-list-params';
import { useResetInvalidPage } from '../../lib/use-reset-invalid-page';
import { CATEGORY_LABELS, licensesQuery } from './api';
import { LICENSE_COLUMNS } from './license-columns';

const CATEGORY_OPTIONS = [
  { value: '', label: 'All categories' },
  ...LICENSE_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
];

export function LicensesPage() {
  const list = useListParams(['category'] as const);
  const licenses = useQuery(licensesQuery(list.query));
  useResetInvalidPage(licenses.error, list.page, list.setPage);

  return (
    <>
      <PageHeader title="Licenses" />
      <Group align="flex-end" gap="md" mb="md" wrap="wrap">
        <SearchInput label="Search licenses" value={list.search} onSearch={list.setSearch} />
        <NativeSelect
          label="Category"
          value={list.filters.category}
          data={CATEGORY_OPTIONS}
          onChange={(event) => list.setFilter('category', event.currentTarget.value)}
        />
      </Group>
      <DataTable
        label="Licenses"
        columns={LICENSE_COLUMNS}
        rows={licenses.data?.results}
        rowKey={(row) => row.id}
        total={licenses.data?.count ?? 0}
        page={list.page}
        perPage={list.perPage}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        ordering={list.ordering}
        onOrderingChange={list.setOrdering}
        loading={licenses.isPending}
        error={licenses.isError && !licenses.data ? errorMessage(licenses.error) : null}
        onRetry={() => void licenses.refetch()}
        emptyMessage={list.search || list.filters.category ? 'No licenses match these filters.' : 'No licenses yet.'}
      />
    </>
  );
}
