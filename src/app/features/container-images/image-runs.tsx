import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ContainerImage } from '../../../contract/catalog';
import { StartRunButtons } from '../../components/start-run-buttons';
import { useT } from '../../lib/i18n';
import { useCanWriteArea } from '../../lib/use-is-administrator';
import { paths, withQuery } from '../../lib/paths';
import { PageSection } from '../../components/page-section';

/** The image's SCA: a start button for administrators, a link to its runs for everyone. */
export function ImageRuns({ image }: { image: ContainerImage }) {
  const _ = useT();
  const isAdmin = useCanWriteArea('analyses');
  return (
    <PageSection id="image-analyses" title={_('container-images.analyses')}>
      <Stack gap="sm">
        {isAdmin ? (
          <StartRunButtons
            label={_('container-images.startAnalysisOf', { name: image.name })}
            actions={[
              {
                label: _('container-images.startSca'),
                path: `/api/analyses/container_images/${image.id}/sca/start/`,
                what: _('container-images.scaOf', { name: image.name }),
              },
            ]}
          />
        ) : null}
        <Text size="sm">
          <Anchor component={Link} to={withQuery(paths.runs, { container_image: image.id })}>
            {_('container-images.runsOfImage')}
          </Anchor>
        </Text>
      </Stack>
    </PageSection>
  );
}
