import { Button, Group, Modal, Skeleton, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import type { ProjectDetail } from '../../../contract/projects';
import { PageSection } from '../../components/page-section';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';

// The dialog's body (the drop area, the upload and the run it follows) loads when it first opens.
const ScaUploadForm = lazy(() => import('./sca-upload-form').then((m) => ({ default: m.ScaUploadForm })));

/**
 * The project's components as files: whoever starts analyses uploads manifests, lockfiles or an SBOM
 * to analyse (CONTRACT §16), and everyone downloads the project's CycloneDX SBOM.
 */
export function ProjectSbom({ project, canUpload }: { project: ProjectDetail; canUpload: boolean }) {
  const _ = useT();
  const [uploading, setUploading] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const name = { name: project.name };

  const download = async () => {
    setDownloading(true);
    try {
      // The download code (the token in the header, the file handed to the browser) is its own chunk.
      const { downloadFile } = await import('../../lib/csv-download');
      await downloadFile(`/api/projects/${project.id}/sbom/`, {
        accept: 'application/vnd.cyclonedx+json',
        fallbackName: `${project.name}.cdx.json`,
      });
    } catch (error) {
      notifications.show({ color: 'red', title: _('projects.sbom.downloadFailed'), message: errorMessage(error) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <PageSection id="project-sbom" title={_('projects.sbom.title')}>
      <Text size="sm" mb="sm" maw={720}>
        {_('projects.sbom.intro')}
      </Text>
      <Group gap="sm" role="group" aria-label={_('projects.sbom.actions', name)}>
        {canUpload ? (
          <Button variant="default" onClick={() => setUploading(true)}>
            {_('projects.sbom.upload')}
          </Button>
        ) : null}
        <Button variant="default" loading={downloading} onClick={() => void download()}>
          {_('projects.sbom.download')}
        </Button>
      </Group>
      <Modal
        opened={uploading}
        onClose={() => setUploading(false)}
        title={_('projects.upload.title', name)}
        size="lg"
        closeButtonProps={{ 'aria-label': _('projects.upload.close') }}
      >
        {uploading ? (
          <Suspense fallback={<Skeleton height={200} />}>
            <ScaUploadForm project={project} onClose={() => setUploading(false)} />
          </Suspense>
        ) : null}
      </Modal>
    </PageSection>
  );
}
