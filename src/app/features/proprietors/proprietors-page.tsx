import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { Proprietor } from '../../../contract/catalog';
import type { Column } from '../../components/data-table';
import { ListPage, useListPage } from '../../components/list-page';
import { proprietors } from '../../lib/catalog-queries';
import { msg, useT } from '../../lib/i18n';
import { paths, withQuery } from '../../lib/paths';

function ProjectsLink({ proprietor }: { proprietor: Proprietor }) {
  const _ = useT();
  return (
    <Anchor component={Link} to={withQuery(paths.projects, { proprietor: proprietor.id })} size="sm">
      {_('proprietors.projectsOf', { name: proprietor.name })}
    </Anchor>
  );
}

const COLUMNS: Column<Proprietor>[] = [
  { key: 'name', header: msg('proprietors.name'), sortField: 'name', cell: (row) => row.name },
  { key: 'projects', header: msg('proprietors.projects'), cell: (row) => <ProjectsLink proprietor={row} /> },
];

/** Read-only for now: the proprietors a project can belong to. */
export function ProprietorsPage() {
  const _ = useT();
  const { list, result } = useListPage(proprietors.list);
  return (
    <ListPage
      title={_('proprietors.title')}
      list={list}
      result={result}
      searchLabel={_('proprietors.search')}
      label={_('proprietors.title')}
      columns={COLUMNS}
      filteredMessage={_('proprietors.filtered')}
      emptyMessage={_('proprietors.empty')}
    />
  );
}
