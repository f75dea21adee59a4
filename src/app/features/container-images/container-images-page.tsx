import { Group, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ActiveFilters, listFilterChips } from '../../components/active-filters';
import { DataTable } from '../../components/data-table';
import { withCurrent } from '../../components/filter-options';
import { listTableProps } from '../../components/list-table-props';
import { PageHeader } from '../../components/page-header';
import { SearchInput } from '../../components/search-input';
import { artifactRepositories, containerImages } from '../../lib/catalog-queries';
import { useListParams } from '../../lib/use-list-params';
import { useResetInvalidPage } from '../../lib/use-reset-invalid-page';
import { imageColumns } from './image-columns';

/** Repositories are few (one per registry); the first page names them all in practice. */
const REPOSITORIES = { per_page: 100, ordering: 'name' };

export function ContainerImagesPage() {
  const list = useListParams(['artifact_repository'] as const);
  const result = useQuery(containerImages.list(list.query));
  useResetInvalidPage(result.error, list.page, list.setPage);
  const repositories = useQuery(artifactRepositories.list(REPOSITORIES));
  const repositoryName = (id: number) => repositories.data?.results.find((r) => r.id === id)?.name;

  const options = withCurrent(
    [
      { value: '', label: 'All repositories' },
      ...(repositories.data?.results ?? []).map((r) => ({ value: String(r.id), label: r.name })),
    ],
    list.filters.artifact_repository,
  );
  const chips = listFilterChips(list, {
    artifact_repository: (v) => `Repository: ${repositoryName(Number(v)) ?? `#${v}`}`,
  });

  return (
    <>
      <PageHeader title="Container images" />
      <Group align="flex-end" gap="md" mb="md" wrap="wrap">
        <SearchInput label="Search container images" value={list.search} onSearch={list.setSearch} />
        <NativeSelect
          label="Artifact repository"
          value={list.filters.artifact_repository}
          data={options}
          onChange={(event) => list.setFilter('artifact_repository', event.currentTarget.value)}
        />
      </Group>
      <ActiveFilters filters={chips} onClear={list.clearFilters} />
      <DataTable
        label="Container images"
        columns={imageColumns(repositoryName)}
        rowKey={(row) => row.id}
        {...listTableProps(list, result)}
        emptyMessage={
          chips.length > 0
            ? 'No container images match these filters. Change or clear them.'
            : 'No container images yet. They appear when images in an artifact repository are analysed.'
        }
      />
    </>
  );
}
