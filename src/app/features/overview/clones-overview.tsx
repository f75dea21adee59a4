import { Alert, Anchor, Button, Paper, SimpleGrid, Skeleton, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ClonesOverview as Overview } from '../../../contract/clones';
import { PageSection } from '../../components/page-section';
import { errorMessage } from '../../lib/error-message';
import { formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { paths, withQuery } from '../../lib/paths';
import { clonesOverviewQuery } from './api';

/** A project's Clones section, narrowed to the clones it shares with `other` when given. */
const clonesOf = (project: number, other?: number) =>
  `${withQuery(paths.project(project), { cother_project: other })}#project-clones`;

/** "4.2%" / "4,2 %": a share to one decimal. */
const percentText = (percent: number) => formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 1 });

/**
 * Duplicated code across the portfolio (CONTRACT §19): the projects with the largest share of duplicated
 * lines, and the pairs of projects that share the most code ("which projects borrowed from which?").
 * Each opens the project's Clones section, a pair narrowed to the clones the two share.
 */
export function ClonesOverview() {
  const _ = useT();
  const overview = useQuery(clonesOverviewQuery());
  return (
    <PageSection id="overview-clones" title={_('overview.clones.title')}>
      {overview.isError ? (
        <Alert color="red" title={_('overview.clones.loadFailed')}>
          <Text size="sm" mb="sm">
            {errorMessage(overview.error)}
          </Text>
          <Button size="xs" variant="default" onClick={() => void overview.refetch()}>
            {_('overview.retry')}
          </Button>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <Card id="overview-clones-projects" title={_('overview.clones.projects')}>
            {overview.data ? <DuplicatedProjects projects={overview.data.projects} /> : <Skeleton height={160} />}
          </Card>
          <Card id="overview-clones-pairs" title={_('overview.clones.pairs')}>
            {overview.data ? <SharingPairs pairs={overview.data.pairs} /> : <Skeleton height={160} />}
          </Card>
        </SimpleGrid>
      )}
    </PageSection>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder p="md" radius="md" miw={0}>
      <Title order={3} size="h5" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function DuplicatedProjects({ projects }: { projects: Overview['projects'] }) {
  const _ = useT();
  if (projects.length === 0) return <Text size="sm">{_('overview.clones.noProjects')}</Text>;
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table aria-labelledby="overview-clones-projects" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{_('overview.clones.project')}</Table.Th>
            <Table.Th ta="right">{_('overview.clones.share')}</Table.Th>
            <Table.Th ta="right">{_('overview.clones.lines')}</Table.Th>
            <Table.Th ta="right">{_('overview.clones.clones')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((project) => (
            <Table.Tr key={project.project_id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={clonesOf(project.project_id)}
                  size="sm"
                  aria-label={_('overview.clones.projectLink', { name: project.project_name })}
                >
                  {project.project_name}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {percentText(project.duplicated_lines_percent)}
              </Table.Td>
              <Table.Td ta="right">{formatNumber(project.duplicated_lines)}</Table.Td>
              <Table.Td ta="right">{formatNumber(project.clones_count)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SharingPairs({ pairs }: { pairs: Overview['pairs'] }) {
  const _ = useT();
  if (pairs.length === 0) return <Text size="sm">{_('overview.clones.noPairs')}</Text>;
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table aria-labelledby="overview-clones-pairs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{_('overview.clones.pair')}</Table.Th>
            <Table.Th ta="right">{_('overview.clones.clones')}</Table.Th>
            <Table.Th ta="right">{_('overview.clones.lines')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pairs.map((pair) => (
            <Table.Tr key={`${pair.a_project_id}-${pair.b_project_id}`}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={clonesOf(pair.a_project_id, pair.b_project_id)}
                  size="sm"
                  aria-label={_('overview.clones.pairLink', { a: pair.a_project_name, b: pair.b_project_name })}
                >
                  {_('overview.clones.pairText', { a: pair.a_project_name, b: pair.b_project_name })}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{formatNumber(pair.clones_count)}</Table.Td>
              <Table.Td ta="right">{formatNumber(pair.lines)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
