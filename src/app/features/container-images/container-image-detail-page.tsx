import { CopyValue } from '../../components/copy-value';
import { DependencyTable } from '../../components/dependency-table';
import { PageSection } from '../../components/page-section';
import { RecordFieldsPage, useRecordPage } from '../../components/record-page';
import { artifactRepositories, containerImages } from '../../lib/catalog-queries';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useRecord } from '../../lib/resource-queries';
import { lastScaText, RepositoryLink } from './image-columns';
import { ImageRuns } from './image-runs';

export function ContainerImageDetailPage() {
  const _ = useT();
  const record = useRecordPage(containerImages.detail);
  const c = record.query.data;
  const repository = useRecord(artifactRepositories.detail, c?.artifact_repository_id);
  return (
    <RecordFieldsPage
      record={record}
      noun="containerImage"
      back={{ to: paths.containerImages, label: _('container-images.back') }}
      title={c?.name}
      gap="xl"
      fields={[
        { label: _('container-images.name'), value: c?.name },
        { label: _('container-images.digest'), value: c ? c.digest ? <CopyValue value={c.digest} /> : '—' : null },
        {
          label: _('container-images.artifactRepository'),
          value: c ? <RepositoryLink id={c.artifact_repository_id} name={repository.data?.name} /> : null,
        },
        { label: _('container-images.dependencies'), value: c?.dependencies_count },
        { label: _('container-images.vulnerabilities'), value: c?.vulnerabilities_count },
        { label: _('container-images.lastScaAnalysis'), value: c ? lastScaText(c) : null },
      ]}
    >
      {c ? <ImageRuns image={c} /> : null}
      <PageSection id="image-dependencies" title={_('container-images.dependencies')}>
        <DependencyTable
          scope={{ container_image: record.id }}
          label={c ? _('container-images.dependenciesOf', { name: c.name }) : _('container-images.dependencies')}
          emptyMessage={_('container-images.noDependencies')}
        />
      </PageSection>
    </RecordFieldsPage>
  );
}
