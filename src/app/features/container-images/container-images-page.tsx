import { useQuery } from '@tanstack/react-query';
import { ListPage, useListPage } from '../../components/list-page';
import { artifactRepositories, containerImages } from '../../lib/catalog-queries';
import { imageColumns } from './image-columns';

/** Repositories are few (one per registry); the first page names them all in practice. */
const REPOSITORIES = { per_page: 100, ordering: 'name' };

export function ContainerImagesPage() {
  const { list, result } = useListPage(containerImages.list, ['artifact_repository'] as const);
  const repositories = useQuery(artifactRepositories.list(REPOSITORIES));
  const found = repositories.data?.results ?? [];
  const repositoryName = (id: number) => found.find((r) => r.id === id)?.name;
  const options = [
    { value: '', label: 'All repositories' },
    ...found.map((r) => ({ value: String(r.id), label: r.name })),
  ];

  return (
    <ListPage
      title="Container images"
      list={list}
      result={result}
      searchLabel="Search container images"
      selects={[{ name: 'artifact_repository', label: 'Artifact repository', options }]}
      chips={{ artifact_repository: (v) => `Repository: ${repositoryName(Number(v)) ?? `#${v}`}` }}
      label="Container images"
      columns={imageColumns(repositoryName)}
      filteredMessage="No container images match these filters. Change or clear them."
      emptyMessage="No container images yet. They appear when images in an artifact repository are analysed."
    />
  );
}
