import { Anchor, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ProjectDetail } from '../../../contract/projects';
import { useT } from '../../lib/i18n';
import { paths, withQuery } from '../../lib/paths';

type Count = { key: string; label: string; value: number | undefined; link?: { list: string; text: string } };

/** The project's numbers, each with a link to the section that lists them (filtered to the project). */
export function ProjectCounts({ project }: { project: ProjectDetail | undefined }) {
  const _ = useT();
  const id = project?.id;
  const counts: Count[] = [
    { key: 'dependencies', label: _('projects.dependencies'), value: project?.dependencies_count },
    {
      key: 'vulnerabilities',
      label: _('projects.vulnerabilities'),
      value: project?.vulnerabilities_count,
      link: { list: paths.vulnerabilities, text: _('projects.vulnerabilitiesOfProject') },
    },
    {
      key: 'policies',
      label: _('projects.policies'),
      value: project?.policies_count,
      link: { list: paths.policies, text: _('projects.policiesOfProject') },
    },
    {
      key: 'alerts',
      label: _('projects.alerts'),
      value: project?.alerts_count,
      link: { list: paths.alerts, text: _('projects.alertsOfProject') },
    },
  ];
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 2, md: 4 }}
      spacing="md"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={_('projects.counts')}
    >
      {counts.map((count) => (
        <Paper component="li" key={count.key} withBorder p="md" radius="md">
          <Text size="sm" fw={600}>
            {count.label}
          </Text>
          {count.value === undefined ? (
            <Skeleton height={28} width={60} my={4} />
          ) : (
            <Text fz={28} fw={700} lh={1.3}>
              {count.value}
            </Text>
          )}
          {count.link && id !== undefined ? (
            <Anchor component={Link} to={withQuery(count.link.list, { project: id })} size="sm">
              {count.link.text}
            </Anchor>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
