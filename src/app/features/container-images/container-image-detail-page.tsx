import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { CopyValue } from '../../components/copy-value';
import { RecordActions } from '../../components/record-actions';
import { RecordFieldsPage, useRecordPage } from '../../components/record-page';
import { artifactRepositories, containerImages } from '../../lib/catalog-queries';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useRecord } from '../../lib/resource-queries';
import { useCanWriteArea, useIsAdministrator } from '../../lib/use-is-administrator';
import { lastScaText, RepositoryLink } from './image-columns';
import { useImageDelete } from './use-image-delete';

// Below the record's fields, the sections in a chunk of their own (analyses with their run table,
// components, vulnerabilities, alerts): the route's budget holds.
const sections = () => import('./image-sections');
const ImageRuns = lazy(() => sections().then((m) => ({ default: m.ImageRuns })));
const ImageComponents = lazy(() => sections().then((m) => ({ default: m.ImageComponents })));
const ImageVulnerabilities = lazy(() => sections().then((m) => ({ default: m.ImageVulnerabilities })));
const ImageAlerts = lazy(() => sections().then((m) => ({ default: m.ImageAlerts })));

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
      <Suspense fallback={<Skeleton height={200} />}>
        {c ? <ImageRuns image={c} canStart={canStart} /> : null}
        {record.id === undefined ? null : <ImageComponents imageId={record.id} imageName={c?.name} />}
        {c ? <ImageVulnerabilities imageId={c.id} imageName={c.name} /> : null}
        {c ? <ImageAlerts imageId={c.id} imageName={c.name} /> : null}
      </Suspense>
      {remove.confirmModal}
    </RecordFieldsPage>
  );
}
