import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListPage, useListPage } from '../../components/list-page';
import { actionsColumn, RowActions } from '../../components/record-actions';
import { artifactRepositories, containerImages } from '../../lib/catalog-queries';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { imageColumns } from './image-columns';
import { useImageDelete } from './use-image-delete';

/** Repositories are few (one per registry); the first page names them all in practice. */
const REPOSITORIES = { per_page: 100, ordering: 'name' };

export function ContainerImagesPage() {
  const _ = useT();
  const { list, result } = useListPage(containerImages.list, ['artifact_repository'] as const);
  const repositories = useQuery(artifactRepositories.list(REPOSITORIES));
  const isAdmin = useIsAdministrator();
  const remove = useImageDelete();
  const found = repositories.data?.results ?? [];
  const repositoryName = (id: number) => found.find((r) => r.id === id)?.name;
  const options = [
    { value: '', label: _('container-images.allRepositories') },
    ...found.map((r) => ({ value: String(r.id), label: r.name })),
  ];
  const columns = imageColumns(repositoryName);
  if (isAdmin) {
    columns.push(
      actionsColumn((row) => (
        <RowActions
          name={row.name}
          editTo={paths.editContainerImage(row.id)}
          onDelete={() => void remove.deleteRecord(row)}
          deleting={false}
        />
      )),
    );
  }

  return (
    <>
      <ListPage
        title={_('container-images.title')}
        actions={
          isAdmin ? (
            <Button component={Link} to={paths.newContainerImage}>
              {_('container-images.add')}
            </Button>
          ) : null
        }
        list={list}
        result={result}
        searchLabel={_('container-images.search')}
        selects={[{ name: 'artifact_repository', label: _('container-images.artifactRepository'), options }]}
        chips={{
          artifact_repository: (id) =>
            _('container-images.chip.repository', {
              name: repositoryName(Number(id)) ?? _('lib.recordNumber', { id }),
            }),
        }}
        label={_('container-images.title')}
        columns={columns}
        filteredMessage={_('container-images.noMatch')}
        emptyMessage={isAdmin ? _('container-images.emptyAdmin') : _('container-images.empty')}
      />
      {remove.confirmModal}
    </>
  );
}
