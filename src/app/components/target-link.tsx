import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { containerImages, projects } from '../lib/catalog-queries';
import { paths } from '../lib/paths';
import { useT } from '../lib/i18n';

/** Names change rarely; a polled list should not ask for them again on every tick. */
const NAME_STALE_MS = 5 * 60_000;

/**
 * A link to the project or container image a run or an alert is about, named once
 * its record has loaded ("Project #7" until then, or when it has been deleted).
 * Rows of one page that name the same record share one request.
 */
export function TargetLink({
  projectId,
  containerImageId,
}: {
  projectId: number | null;
  containerImageId: number | null;
}) {
  if (projectId !== null) return <ProjectLink id={projectId} />;
  if (containerImageId !== null) return <ContainerImageLink id={containerImageId} />;
  return <Text size="sm">—</Text>;
}

function ProjectLink({ id }: { id: number }) {
  const _ = useT();
  const project = useQuery({ ...projects.detail(id), staleTime: NAME_STALE_MS, retry: false });
  return (
    // Project names are short slugs; a break at their hyphen reads as two names.
    <Anchor component={Link} to={paths.project(id)} size="sm" style={{ whiteSpace: 'nowrap' }}>
      {project.data?.name ?? _('components.target.project', { id })}
    </Anchor>
  );
}

function ContainerImageLink({ id }: { id: number }) {
  const _ = useT();
  const image = useQuery({ ...containerImages.detail(id), staleTime: NAME_STALE_MS, retry: false });
  return (
    <Anchor
      component={Link}
      to={paths.containerImage(id)}
      size="sm"
      ff="monospace"
      style={{ overflowWrap: 'anywhere' }}
    >
      {image.data?.name ?? _('components.target.containerImage', { id })}
    </Anchor>
  );
}
