import { Anchor, Group, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ArtifactRepository } from '../../../contract/catalog';
import { ActiveFilters, listFilterChips } from '../../components/active-filters';
import { DataTable, type Column } from '../../components/data-table';
import { filterOptions, withCurrent } from '../../components/filter-options';
import { listTableProps } from '../../components/list-table-props';
import { PageHeader } from '../../components/page-header';
import { SearchInput } from '../../components/search-input';
import { artifactRepositories } from '../../lib/catalog-queries';
import { useListParams } from '../../lib/use-list-params';
import { useResetInvalidPage } from '../../lib/use-reset-invalid-page';
import { RepositoryUrl } from './repository-link';

/** The kinds the contract names plus the usual others; the column is free text, so a kind from the URL is kept. */
const KINDS = ['docker', 'maven', 'npm', 'nuget', 'pypi', 'go', 'deb', 'generic'] as const;
const KIND_OPTIONS = filterOptions('All kinds', KINDS);

const COLUMNS: Column<ArtifactRepository>[] = [
  {
    key: 'name',
    header: 'Name',
    sortField: 'name',
    cell: (row) => (
      <Anchor component={Link} to={`/artifact-repositories/${row.id}`} size="sm" fw={600}>
        {row.name}
      </Anchor>
    ),
  },
  { key: 'kind', header: 'Kind', sortField: 'kind', cell: (row) => row.kind },
  { key: 'url', header: 'URL', cell: (row) => <RepositoryUrl url={row.url} /> },
];

export function ArtifactRepositoriesPage() {
  const list = useListParams(['kind'] as const);
  const result = useQuery(artifactRepositories.list(list.query));
  useResetInvalidPage(result.error, list.page, list.setPage);
  const chips = listFilterChips(list, { kind: (v) => `Kind: ${v}` });

  return (
    <>
      <PageHeader title="Artifact repositories" />
      <Group align="flex-end" gap="md" mb="md" wrap="wrap">
        <SearchInput label="Search artifact repositories" value={list.search} onSearch={list.setSearch} />
        <NativeSelect
          label="Kind"
          value={list.filters.kind}
          data={withCurrent(KIND_OPTIONS, list.filters.kind)}
          onChange={(event) => list.setFilter('kind', event.currentTarget.value)}
        />
      </Group>
      <ActiveFilters filters={chips} onClear={list.clearFilters} />
      <DataTable
        label="Artifact repositories"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        {...listTableProps(list, result)}
        emptyMessage={
          chips.length > 0
            ? 'No artifact repositories match these filters. Change or clear them.'
            : 'No artifact repositories are connected yet.'
        }
      />
    </>
  );
}
