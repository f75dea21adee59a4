import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { ArtifactRepository } from '../../../contract/catalog';
import type { Column } from '../../components/data-table';
import { filterOptions } from '../../components/filter-options';
import { ListPage, useListPage } from '../../components/list-page';
import { artifactRepositories } from '../../lib/catalog-queries';
import { msg, useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { RepositoryUrl } from './repository-link';

/** The kinds the contract names plus the usual others; the column is free text, so a kind from the URL is kept. */
const KINDS = ['docker', 'maven', 'npm', 'nuget', 'pypi', 'go', 'deb', 'generic'] as const;

const COLUMNS: Column<ArtifactRepository>[] = [
  {
    key: 'name',
    header: msg('artifact-repositories.name'),
    sortField: 'name',
    cell: (row) => (
      <Anchor component={Link} to={paths.artifactRepository(row.id)} size="sm" fw={600}>
        {row.name}
      </Anchor>
    ),
  },
  { key: 'kind', header: msg('artifact-repositories.kind'), sortField: 'kind', cell: (row) => row.kind },
  { key: 'url', header: msg('artifact-repositories.url'), cell: (row) => <RepositoryUrl url={row.url} /> },
];

export function ArtifactRepositoriesPage() {
  const _ = useT();
  const { list, result } = useListPage(artifactRepositories.list, ['kind'] as const);
  const selects = [
    {
      name: 'kind',
      label: _('artifact-repositories.kind'),
      options: filterOptions(_('artifact-repositories.allKinds'), KINDS),
    },
  ] as const;
  return (
    <ListPage
      title={_('artifact-repositories.title')}
      list={list}
      result={result}
      searchLabel={_('artifact-repositories.search')}
      selects={selects}
      chips={{ kind: (kind) => _('artifact-repositories.chip.kind', { kind }) }}
      label={_('artifact-repositories.title')}
      columns={COLUMNS}
      filteredMessage={_('artifact-repositories.noMatch')}
      emptyMessage={_('artifact-repositories.empty')}
    />
  );
}
