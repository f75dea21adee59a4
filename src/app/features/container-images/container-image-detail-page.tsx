import { useNavigate } from 'react-router';
import { CopyValue } from '../../components/copy-value';
import { DependencyTable } from '../../components/dependency-table';
import { PageSection } from '../../components/page-section';
import { RecordActions } from '../../components/record-actions';
import { RecordFieldsPage, useRecordPage } from '../../components/record-page';
import { artifactRepositories, containerImages } from '../../lib/catalog-queries';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useRecord } from '../../lib/resource-queries';
import { useCanWriteArea, useIsAdministrator } from '../../lib/use-is-administrator';
import { COMPONENT_COLUMNS } from './component-columns';
import { ImageAlerts } from './image-alerts';
import { lastScaText, RepositoryLink } from './image-columns';
import { ImageRuns } from './image-runs';
import { ImageVulnerabilities } from './image-vulnerabilities';
import { useImageDelete } from './use-image-delete';

/**
 * An image: what its last analysis read (digest, distribution, layers), its analyses (upload, pull, runs),
 * its components with the layer each came from, its vulnerabilities with the fixing versions, its alerts.
 */
export function ContainerImageDetailPage() {
  const _ = useT();
  const navigate = useNavigate();
  const record = useRecordPage(containerImages.detail);
  const c = record.query.data;
  const repository = useRecord(artifactRepositories.detail, c?.artifact_repository_id);
  const isAdmin = useIsAdministrator();
  const canStart = useCanWriteArea('analyses');
  const remove = useImageDelete(() => void navigate(paths.containerImages));
  const notYet = _('container-images.notAnalysed');
  return (
    <RecordFieldsPage
      record={record}
      noun="containerImage"
      back={{ to: paths.containerImages, label: _('container-images.back') }}
      title={c?.name}
      gap="xl"
      actions={
        isAdmin && c ? (
          <RecordActions editTo={paths.editContainerImage(c.id)} onDelete={() => void remove.deleteRecord(c)} />
        ) : null
      }
      fields={[
        {
          label: _('container-images.artifactRepository'),
          value: c ? <RepositoryLink id={c.artifact_repository_id} name={repository.data?.name} /> : null,
        },
        { label: _('container-images.digest'), value: c ? c.digest ? <CopyValue value={c.digest} /> : notYet : null },
        { label: _('container-images.distribution'), value: c ? (c.distribution ?? notYet) : null },
        { label: _('container-images.layers'), value: c ? (c.layers_count ?? notYet) : null },
        { label: _('container-images.dependencies'), value: c?.dependencies_count },
        { label: _('container-images.vulnerabilities'), value: c?.vulnerabilities_count },
        { label: _('container-images.lastScaAnalysis'), value: c ? lastScaText(c) : null },
      ]}
    >
      {c ? <ImageRuns image={c} canStart={canStart} /> : null}
      <PageSection id="image-dependencies" title={_('container-images.components')}>
        <DependencyTable
          scope={{ container_image: record.id }}
          columns={COMPONENT_COLUMNS}
          label={c ? _('container-images.componentsOf', { name: c.name }) : _('container-images.components')}
          emptyMessage={_('container-images.noDependencies')}
        />
      </PageSection>
      {c ? <ImageVulnerabilities imageId={c.id} imageName={c.name} /> : null}
      {c ? <ImageAlerts imageId={c.id} imageName={c.name} /> : null}
      {remove.confirmModal}
    </RecordFieldsPage>
  );
}
