import { Stack } from '@mantine/core';
import { CopyValue } from '../../components/copy-value';
import { DependencyTable } from '../../components/dependency-table';
import { FieldList } from '../../components/field-list';
import { PageSection } from '../../components/page-section';
import { RecordPage, useRecordPage } from '../../components/record-page';
import { artifactRepositories, containerImages } from '../../lib/catalog-queries';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useRecord } from '../../lib/resource-queries';
import { RepositoryLink } from './image-columns';
import { ImageRuns } from './image-runs';

export function ContainerImageDetailPage() {
  const record = useRecordPage(containerImages.detail);
  const c = record.query.data;
  const repository = useRecord(artifactRepositories.detail, c?.artifact_repository_id);
  return (
    <RecordPage
      record={record}
      noun="containerImage"
      back={{ to: paths.containerImages, label: 'All container images' }}
      title={c?.name}
    >
      <Stack gap="xl">
        <FieldList
          loading={!c}
          fields={[
            { label: 'Name', value: c?.name },
            { label: 'Digest', value: c ? <CopyValue value={c.digest} /> : null },
            {
              label: 'Artifact repository',
              value: c ? <RepositoryLink id={c.artifact_repository_id} name={repository.data?.name} /> : null,
            },
            { label: 'Dependencies', value: c?.dependencies_count },
            { label: 'Vulnerabilities', value: c?.vulnerabilities_count },
            { label: 'Last SCA analysis', value: formatDateTime(c?.last_sca_analysis_at, 'Never') },
          ]}
        />
        {c ? <ImageRuns image={c} /> : null}
        <PageSection id="image-dependencies" title="Dependencies">
          <DependencyTable
            scope={{ container_image: record.id }}
            label={c ? `Dependencies of ${c.name}` : 'Dependencies'}
            emptyMessage="No dependencies recorded for this image yet. They appear after its first SCA analysis."
          />
        </PageSection>
      </Stack>
    </RecordPage>
  );
}
