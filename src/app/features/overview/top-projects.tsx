import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Dashboard } from '../../../contract/dashboard';
import { LEVELS } from '../../../contract/policies';
import { LEVEL_TEXT } from '../../components/level-badge';
import { PageSection } from '../../components/page-section';
import { formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { paths, withQuery } from '../../lib/paths';

const LEVELS_DOWN = [...LEVELS].reverse();

/** Projects by weighted active alerts; each count opens that project's active alerts of that level. */
export function TopProjects({ projects }: { projects: Dashboard['top_projects'] }) {
  const _ = useT();
  return (
    <PageSection id="top-projects" title={_('overview.top.title')}>
      <Text size="sm" c="dimmed" mb="xs" id="top-projects-note">
        {_('overview.top.note')}
      </Text>
      {projects.length === 0 ? (
        <Text size="sm">{_('overview.top.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-labelledby="top-projects" aria-describedby="top-projects-note" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{_('overview.top.project')}</Table.Th>
                {LEVELS_DOWN.map((level) => (
                  <Table.Th key={level} ta="right">
                    {LEVEL_TEXT[level]}
                  </Table.Th>
                ))}
                <Table.Th ta="right">{_('overview.top.weight')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {projects.map((project) => (
                <Table.Tr key={project.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.project(project.id)} size="sm">
                      {project.name}
                    </Anchor>
                  </Table.Td>
                  {LEVELS_DOWN.map((level) => (
                    <Table.Td key={level} ta="right">
                      {project.alerts[level] > 0 ? (
                        <Anchor
                          component={Link}
                          to={withQuery(paths.alerts, { project: project.id, level, status: 'active' })}
                          size="sm"
                          aria-label={_('overview.top.alertsLink', {
                            count: project.alerts[level],
                            level: LEVEL_TEXT[level],
                            project: project.name,
                          })}
                        >
                          {formatNumber(project.alerts[level])}
                        </Anchor>
                      ) : (
                        '0'
                      )}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" fw={600}>
                    {formatNumber(project.weight)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </PageSection>
  );
}
