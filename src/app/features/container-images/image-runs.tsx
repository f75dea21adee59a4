import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ContainerImage } from '../../../contract/catalog';
import { PageSection } from '../../components/page-section';
import { RunTable } from '../../components/run-table';
import { StartRunButtons } from '../../components/start-run-buttons';
import { useT } from '../../lib/i18n';
import { paths, withQuery } from '../../lib/paths';
import { useRefreshImage } from './api';
import { ImageUpload } from './image-upload';

/**
 * The image's SCA: for those who start analyses, an upload of its archive or SBOM and a pull from its
 * registry; for everyone, its runs followed live (progress and phase, the error of a failed one). A run
 * that ends refreshes the image's record, components and alerts.
 */
export function ImageRuns({ image, canStart }: { image: ContainerImage; canStart: boolean }) {
  const _ = useT();
  const refresh = useRefreshImage(image.id);
  const name = { name: image.name };
  return (
    <PageSection id="image-analyses" title={_('container-images.analyses')}>
      <Stack gap="md">
        {canStart ? (
          <>
            <Text size="sm" maw={720}>
              {_('container-images.analysesIntro')}
            </Text>
            <Group align="flex-start" gap="sm">
              <ImageUpload image={image} />
              <StartRunButtons
                label={_('container-images.startAnalysisOf', name)}
                actions={[
                  {
                    label: _('container-images.pull'),
                    path: `/api/analyses/container_images/${image.id}/sca/start/`,
                    what: _('container-images.scaOf', name),
                  },
                ]}
              />
            </Group>
          </>
        ) : null}
        <RunTable
          scope={{ container_image: image.id }}
          label={_('container-images.runsOf', name)}
          emptyMessage={canStart ? _('container-images.noRuns.admin') : _('container-images.noRuns.reader')}
          onRunEnded={refresh}
        />
        <Text size="sm">
          <Anchor component={Link} to={withQuery(paths.runs, { container_image: image.id })}>
            {_('container-images.runsOfImage')}
          </Anchor>
        </Text>
      </Stack>
    </PageSection>
  );
}
