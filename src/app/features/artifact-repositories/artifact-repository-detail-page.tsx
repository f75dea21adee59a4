import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { FieldList } from '../../components/field-list';
import { RecordPage, useRecordPage } from '../../components/record-page';
import { artifactRepositories } from '../../lib/catalog-queries';
import { paths, withQuery } from '../../lib/paths';
import { RepositoryUrl } from './repository-link';

export function ArtifactRepositoryDetailPage() {
  const record = useRecordPage(artifactRepositories.detail);
  const r = record.query.data;
  return (
    <RecordPage
      record={record}
      noun="artifactRepository"
      back={{ to: paths.artifactRepositories, label: 'All artifact repositories' }}
      title={r?.name}
    >
      <Stack gap="lg">
        <FieldList
          loading={!r}
          fields={[
            { label: 'Name', value: r?.name },
            { label: 'Kind', value: r?.kind },
            { label: 'URL', value: r ? <RepositoryUrl url={r.url} /> : null },
          ]}
        />
        <Anchor component={Link} to={withQuery(paths.containerImages, { artifact_repository: record.id })} size="sm">
          Container images in this repository
        </Anchor>
      </Stack>
    </RecordPage>
  );
}
