import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { Author } from '../../../contract/catalog';
import type { Column } from '../../components/data-table';
import { ListPage, useListPage } from '../../components/list-page';
import { authors, projects } from '../../lib/catalog-queries';
import { paths } from '../../lib/paths';
import { useRecord } from '../../lib/resource-queries';
import { parseId } from '../../lib/route-params';

const COLUMNS: Column<Author>[] = [
  {
    key: 'name',
    header: 'Name',
    sortField: 'name',
    cell: (row) => (
      <Anchor component={Link} to={paths.author(row.id)} size="sm" fw={600}>
        {row.name}
      </Anchor>
    ),
  },
  { key: 'email', header: 'Email', sortField: 'email', cell: (row) => row.email },
  { key: 'commits', header: 'Commits', cell: (row) => row.commits_count },
  { key: 'projects', header: 'Projects', cell: (row) => row.projects_count },
];

export function AuthorsPage() {
  const { list, result } = useListPage(authors.list, ['project'] as const);
  const project = useRecord(projects.detail, parseId(list.filters.project));

  return (
    <ListPage
      title="Authors"
      list={list}
      result={result}
      searchLabel="Search authors"
      chips={{ project: (v) => `Project: ${project.data?.name ?? `#${v}`}` }}
      label="Authors"
      columns={COLUMNS}
      filteredMessage="No authors match these filters. Change or clear them."
      emptyMessage="No authors yet. They are recorded from the commits of analysed VCS projects."
    />
  );
}
