import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CopyValue } from '../../components/copy-value';
import { DependencyTable } from '../../components/dependency-table';
import { RecordError, useRecordPage } from '../../components/record-page';
import { FieldList } from '../../components/field-list';
import { PageHeader } from '../../components/page-header';
import { artifactRepositories, containerImages } from '../../lib/catalog-queries';
import { formatDateTime } from '../../lib/format';
import { RepositoryLink } from './image-columns';
import { ImageRuns } from './image-runs';
import { paths } from '../../lib/paths';

export function ContainerImageDetailPage() {
  const record = useRecordPage(containerImages.detail);
  const { id, query: image } = record;
  const c = image.data;
  const repository = useQuery({
    ...artifactRepositories.detail(c?.artifact_repository_id ?? 0),
    enabled: c !== undefined,
  });

  if (id === undefined || image.isError) {
    return (
      <RecordError
        title="Container image"
        noun="container image"
        record={record}
        back={{ to: paths.containerImages, label: 'All container images' }}
      />
    );
  }

  return (
    <>
      <PageHeader title={c?.name ?? 'Container image'} />
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
        <section aria-labelledby="image-dependencies">
          <Title order={2} size="h3" id="image-dependencies" mb="sm">
            Dependencies
          </Title>
          <DependencyTable
            scope={{ container_image: id }}
            label={c ? `Dependencies of ${c.name}` : 'Dependencies'}
            emptyMessage="No dependencies recorded for this image yet. They appear after its first SCA analysis."
          />
        </section>
      </Stack>
    </>
  );
}
