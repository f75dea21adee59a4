import { Anchor, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Author } from '../../../contract/catalog';
import { ActiveFilters, listFilterChips } from '../../components/active-filters';
import { DataTable, type Column } from '../../components/data-table';
import { listTableProps } from '../../components/list-table-props';
import { PageHeader } from '../../components/page-header';
import { SearchInput } from '../../components/search-input';
import { authors, projects } from '../../lib/catalog-queries';
import { parseId } from '../../lib/route-params';
import { useListParams } from '../../lib/use-list-params';
import { useResetInvalidPage } from '../../lib/use-reset-invalid-page';

const COLUMNS: Column<Author>[] = [
  {
    key: 'name',
    header: 'Name',
    sortField: 'name',
    cell: (row) => (
      <Anchor component={Link} to={`/authors/${row.id}`} size="sm" fw={600}>
        {row.name}
      </Anchor>
    ),
  },
  { key: 'email', header: 'Email', sortField: 'email', cell: (row) => row.email },
  { key: 'commits', header: 'Commits', cell: (row) => row.commits_count },
  { key: 'projects', header: 'Projects', cell: (row) => row.projects_count },
];

export function AuthorsPage() {
  const list = useListParams(['project'] as const);
  const result = useQuery(authors.list(list.query));
  useResetInvalidPage(result.error, list.page, list.setPage);
  const projectId = parseId(list.filters.project);
  const project = useQuery({ ...projects.detail(projectId ?? 0), enabled: projectId !== undefined });
  const chips = listFilterChips(list, { project: (v) => `Project: ${project.data?.name ?? `#${v}`}` });

  return (
    <>
      <PageHeader title="Authors" />
      <Group align="flex-end" gap="md" mb="md">
        <SearchInput label="Search authors" value={list.search} onSearch={list.setSearch} />
      </Group>
      <ActiveFilters filters={chips} onClear={list.clearFilters} />
      <DataTable
        label="Authors"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        {...listTableProps(list, result)}
        emptyMessage={
          chips.length > 0
            ? 'No authors match these filters. Change or clear them.'
            : 'No authors yet. They are recorded from the commits of analysed VCS projects.'
        }
      />
    </>
  );
}
