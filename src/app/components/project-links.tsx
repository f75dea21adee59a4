import { Anchor, Group } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { projects } from '../lib/catalog-queries';
import { useT } from '../lib/i18n';
import { paths } from '../lib/paths';

/**
 * The projects a policy or a webhook is scoped to, each linked by its name ("Project #7" until the
 * name has loaded, or if it cannot be); no ids means every project.
 */
export function ProjectLinks({ ids }: { ids: number[] }) {
  const _ = useT();
  const found = useQueries({ queries: ids.map((id) => projects.detail(id)) });
  if (ids.length === 0) return <>{_('components.projectLinks.all')}</>;
  return (
    <Group gap="sm" wrap="wrap">
      {ids.map((id, i) => (
        <Anchor key={id} component={Link} to={paths.project(id)} size="sm">
          {found[i]?.data?.name ?? _('components.projectLinks.id', { id })}
        </Anchor>
      ))}
    </Group>
  );
}
