import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { Author } from '../../../contract/catalog';
import type { Column } from '../../components/data-table';
import { ListPage, useListPage } from '../../components/list-page';
import { authors, projects } from '../../lib/catalog-queries';
import { msg, useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useRecord } from '../../lib/resource-queries';
import { parseId } from '../../lib/route-params';

const COLUMNS: Column<Author>[] = [
  {
    key: 'name',
    header: msg('authors.name'),
    sortField: 'name',
    cell: (row) => (
      <Anchor component={Link} to={paths.author(row.id)} size="sm" fw={600}>
        {row.name}
      </Anchor>
    ),
  },
  { key: 'email', header: msg('authors.email'), sortField: 'email', cell: (row) => row.email },
  { key: 'commits', header: msg('authors.commits'), cell: (row) => row.commits_count },
  { key: 'projects', header: msg('authors.projects'), cell: (row) => row.projects_count },
];

export function AuthorsPage() {
  const _ = useT();
  const { list, result } = useListPage(authors.list, ['project'] as const);
  const project = useRecord(projects.detail, parseId(list.filters.project));

  return (
    <ListPage
      title={_('authors.title')}
      list={list}
      result={result}
      searchLabel={_('authors.search')}
      chips={{
        project: (id) => _('authors.chip.project', { name: project.data?.name ?? _('lib.recordNumber', { id }) }),
      }}
      label={_('authors.title')}
      columns={COLUMNS}
      filteredMessage={_('authors.noMatch')}
      emptyMessage={_('authors.empty')}
    />
  );
}
