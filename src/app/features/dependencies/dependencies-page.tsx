import { Group, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TECHNOLOGIES } from '../../../contract/catalog';
import { ActiveFilters, listFilterChips } from '../../components/active-filters';
import { filterOptions, withCurrent } from '../../components/filter-options';
import { DataTable } from '../../components/data-table';
import { DEPENDENCY_COLUMNS } from '../../components/dependency-columns';
import { listTableProps } from '../../components/list-table-props';
import { PageHeader } from '../../components/page-header';
import { SearchInput } from '../../components/search-input';
import { containerImages, dependencies, projects, vulnerabilities } from '../../lib/catalog-queries';
import { parseId } from '../../lib/route-params';
import { useListParams } from '../../lib/use-list-params';
import { useResetInvalidPage } from '../../lib/use-reset-invalid-page';

const FILTERS = ['technology', 'license', 'project', 'vulnerability', 'container_image'] as const;
const TECHNOLOGY_OPTIONS = filterOptions('All technologies', TECHNOLOGIES);

export function DependenciesPage() {
  const list = useListParams(FILTERS);
  const result = useQuery(dependencies.list(list.query));
  useResetInvalidPage(result.error, list.page, list.setPage);

  // Filters that arrive through links from other pages are named, not shown as bare ids.
  const projectId = parseId(list.filters.project);
  const vulnerabilityId = parseId(list.filters.vulnerability);
  const imageId = parseId(list.filters.container_image);
  const project = useQuery({ ...projects.detail(projectId ?? 0), enabled: projectId !== undefined });
  const vulnerability = useQuery({
    ...vulnerabilities.detail(vulnerabilityId ?? 0),
    enabled: vulnerabilityId !== undefined,
  });
  const image = useQuery({ ...containerImages.detail(imageId ?? 0), enabled: imageId !== undefined });

  const chips = listFilterChips(list, {
    technology: (v) => `Technology: ${v}`,
    license: (v) => `License: ${v}`,
    project: (v) => `Project: ${project.data?.name ?? `#${v}`}`,
    vulnerability: (v) => `Vulnerability: ${vulnerability.data?.vulnerability_id ?? `#${v}`}`,
    container_image: (v) => `Container image: ${image.data?.name ?? `#${v}`}`,
  });

  return (
    <>
      <PageHeader title="Dependencies" />
      <Group align="flex-end" gap="md" mb="md" wrap="wrap">
        <SearchInput label="Search dependencies" value={list.search} onSearch={list.setSearch} />
        <NativeSelect
          label="Technology"
          value={list.filters.technology}
          data={withCurrent(TECHNOLOGY_OPTIONS, list.filters.technology)}
          onChange={(event) => list.setFilter('technology', event.currentTarget.value)}
        />
      </Group>
      <ActiveFilters filters={chips} onClear={list.clearFilters} />
      <DataTable
        label="Dependencies"
        columns={DEPENDENCY_COLUMNS}
        rowKey={(row) => row.id}
        {...listTableProps(list, result)}
        emptyMessage={
          chips.length > 0
            ? 'No dependencies match these filters. Change or clear them.'
            : 'No dependencies yet. They are recorded when projects and images are analysed.'
        }
      />
    </>
  );
}
