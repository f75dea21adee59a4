import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ContainerImage } from '../../../contract/catalog';
import { StartRunButtons } from '../../components/start-run-buttons';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { paths, withQuery } from '../../lib/paths';
import { PageSection } from '../../components/page-section';

/** The image's SCA: a start button for administrators, a link to its runs for everyone. */
export function ImageRuns({ image }: { image: ContainerImage }) {
  const isAdmin = useIsAdministrator();
  return (
    <PageSection id="image-analyses" title="Analyses">
      <Stack gap="sm">
        {isAdmin ? (
          <StartRunButtons
            label={`Start an analysis of ${image.name}`}
            actions={[
              {
                label: 'Start SCA',
                path: `/api/analyses/container_images/${image.id}/sca/start/`,
                what: `SCA of ${image.name}`,
              },
            ]}
          />
        ) : null}
        <Text size="sm">
          <Anchor component={Link} to={withQuery(paths.runs, { container_image: image.id })}>
            Runs of this image
          </Anchor>
        </Text>
      </Stack>
    </PageSection>
  );
}
