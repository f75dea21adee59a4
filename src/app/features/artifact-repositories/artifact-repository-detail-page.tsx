import { Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { DetailError } from '../../components/detail-error';
import { FieldList } from '../../components/field-list';
import { PageHeader } from '../../components/page-header';
import { artifactRepositories } from '../../lib/catalog-queries';
import { parseId } from '../../lib/route-params';
import { RepositoryUrl } from './repository-link';

export function ArtifactRepositoryDetailPage() {
  const { id: param } = useParams();
  const id = parseId(param);
  const repository = useQuery({ ...artifactRepositories.detail(id ?? 0), enabled: id !== undefined });
  const r = repository.data;

  if (id === undefined || repository.isError) {
    return (
      <>
        <PageHeader title="Artifact repository" />
        <DetailError
          error={repository.error}
          noun="artifact repository"
          id={param}
          back={{ to: '/artifact-repositories', label: 'All artifact repositories' }}
          onRetry={() => void repository.refetch()}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={r?.name ?? 'Artifact repository'} />
      <Stack gap="lg">
        <FieldList
          loading={!r}
          fields={[
            { label: 'Name', value: r?.name },
            { label: 'Kind', value: r?.kind },
            { label: 'URL', value: r ? <RepositoryUrl url={r.url} /> : null },
          ]}
        />
        <Anchor component={Link} to={`/container-images?artifact_repository=${id}`} size="sm">
          Container images in this repository
        </Anchor>
      </Stack>
    </>
  );
}
