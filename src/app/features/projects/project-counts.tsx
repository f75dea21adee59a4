import { Anchor, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ProjectDetail } from '../../../contract/projects';
import { paths, withQuery } from '../../lib/paths';

type Count = { label: string; value: number | undefined; link?: { list: string; text: string } };

/** The project's numbers, each with a link to the section that lists them (filtered to the project). */
export function ProjectCounts({ project }: { project: ProjectDetail | undefined }) {
  const id = project?.id;
  const counts: Count[] = [
    { label: 'Dependencies', value: project?.dependencies_count },
    {
      label: 'Vulnerabilities',
      value: project?.vulnerabilities_count,
      link: { list: paths.vulnerabilities, text: 'Vulnerabilities of this project' },
    },
    {
      label: 'Policies',
      value: project?.policies_count,
      link: { list: paths.policies, text: 'Policies of this project' },
    },
    {
      label: 'Alerts',
      value: project?.alerts_count,
      link: { list: paths.alerts, text: 'Alerts of this project' },
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
      aria-label="Counts"
    >
      {counts.map((count) => (
        <Paper component="li" key={count.label} withBorder p="md" radius="md">
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
