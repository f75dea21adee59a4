import { Anchor, Button } from '@mantine/core';
import { Link } from 'react-router';
import { ARTIFACT_REPOSITORY_KINDS, type ArtifactRepository } from '../../../contract/catalog';
import type { Column } from '../../components/data-table';
import { filterOptions } from '../../components/filter-options';
import { ListPage, useListPage } from '../../components/list-page';
import { actionsColumn, RowActions } from '../../components/record-actions';
import { artifactRepositories } from '../../lib/catalog-queries';
import { msg, useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { CredentialsBadge, RepositoryUrl } from './repository-link';
import { useRepositoryDelete } from './use-repository-delete';

/** The kinds the contract names; a kind from the URL is kept as an option. */
const KINDS = ARTIFACT_REPOSITORY_KINDS;

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
  {
    key: 'credentials',
    header: msg('artifact-repositories.credentials.title'),
    nowrap: true,
    cell: (row) => <CredentialsBadge has={row.has_credentials} />,
  },
];

export function ArtifactRepositoriesPage() {
  const _ = useT();
  const { list, result } = useListPage(artifactRepositories.list, ['kind'] as const);
  const isAdmin = useIsAdministrator();
  const remove = useRepositoryDelete();
  const columns = isAdmin
    ? [
        ...COLUMNS,
        actionsColumn<ArtifactRepository>((row) => (
          <RowActions
            name={row.name}
            editTo={paths.editArtifactRepository(row.id)}
            onDelete={() => void remove.deleteRecord(row)}
            deleting={false}
          />
        )),
      ]
    : COLUMNS;
  const selects = [
    {
      name: 'kind',
      label: _('artifact-repositories.kind'),
      options: filterOptions(_('artifact-repositories.allKinds'), KINDS),
    },
  ] as const;
  return (
    <>
      <ListPage
        title={_('artifact-repositories.title')}
        actions={
          isAdmin ? (
            <Button component={Link} to={paths.newArtifactRepository}>
              {_('artifact-repositories.add')}
            </Button>
          ) : null
        }
        list={list}
        result={result}
        searchLabel={_('artifact-repositories.search')}
        selects={selects}
        chips={{ kind: (kind) => _('artifact-repositories.chip.kind', { kind }) }}
        label={_('artifact-repositories.title')}
        columns={columns}
        filteredMessage={_('artifact-repositories.noMatch')}
        emptyMessage={isAdmin ? _('artifact-repositories.emptyAdmin') : _('artifact-repositories.empty')}
      />
      {remove.confirmModal}
    </>
  );
}
