import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { RecordError, useRecordPage } from '../../components/record-page';
import { FieldList } from '../../components/field-list';
import { PageHeader } from '../../components/page-header';
import { artifactRepositories } from '../../lib/catalog-queries';
import { RepositoryUrl } from './repository-link';
import { paths, withQuery } from '../../lib/paths';

export function ArtifactRepositoryDetailPage() {
  const record = useRecordPage(artifactRepositories.detail);
  const { id, query: repository } = record;
  const r = repository.data;

  if (id === undefined || repository.isError) {
    return (
      <RecordError
        title="Artifact repository"
        noun="artifact repository"
        record={record}
        back={{ to: paths.artifactRepositories, label: 'All artifact repositories' }}
      />
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
        <Anchor component={Link} to={withQuery(paths.containerImages, { artifact_repository: id })} size="sm">
          Container images in this repository
        </Anchor>
      </Stack>
    </>
  );
}
