import { useQuery } from '@tanstack/react-query';
import { ListPage, useListPage } from '../../components/list-page';
import { artifactRepositories, containerImages } from '../../lib/catalog-queries';
import { useT } from '../../lib/i18n';
import { imageColumns } from './image-columns';

/** Repositories are few (one per registry); the first page names them all in practice. */
const REPOSITORIES = { per_page: 100, ordering: 'name' };

export function ContainerImagesPage() {
  const _ = useT();
  const { list, result } = useListPage(containerImages.list, ['artifact_repository'] as const);
  const repositories = useQuery(artifactRepositories.list(REPOSITORIES));
  const found = repositories.data?.results ?? [];
  const repositoryName = (id: number) => found.find((r) => r.id === id)?.name;
  const options = [
    { value: '', label: _('container-images.allRepositories') },
    ...found.map((r) => ({ value: String(r.id), label: r.name })),
  ];

  return (
    <ListPage
      title={_('container-images.title')}
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
      columns={imageColumns(repositoryName)}
      filteredMessage={_('container-images.noMatch')}
      emptyMessage={_('container-images.empty')}
    />
  );
}
