import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ProjectDetail } from '../../../contract/projects';
import { StartRunButtons, type StartRunAction } from '../../components/start-run-buttons';
import { paths, withQuery } from '../../lib/paths';
import { PageSection } from '../../components/page-section';

/** The project's analyses: start buttons for administrators, a link to its runs for everyone. */
export function ProjectRuns({ project, isAdmin }: { project: ProjectDetail; isAdmin: boolean }) {
  const base = `/api/analyses/projects/${project.id}`;
  const actions: StartRunAction[] = [
    { label: 'Start SCA', path: `${base}/sca/start/`, what: `SCA of ${project.name}` },
    { label: 'Find clones', path: `${base}/clones/start/`, what: `Clones analysis of ${project.name}` },
    { label: 'Find authors', path: `${base}/authors/start/`, what: `Authors analysis of ${project.name}` },
    { label: 'Scan for secrets', path: `${base}/secrets/start/`, what: `Secrets scan of ${project.name}` },
    // CLI projects report their own dependencies: there is no repository to clone.
    ...(project.type === 'vcs'
      ? [
          {
            label: 'Clone repository',
            path: `/api/settings/projects/${project.id}/clone/`,
            what: `Cloning of ${project.name}`,
          },
        ]
      : []),
  ];
  return (
    <PageSection id="project-analyses" title="Analyses">
      <Stack gap="sm">
        {isAdmin ? <StartRunButtons actions={actions} label={`Start an analysis of ${project.name}`} /> : null}
        <Text size="sm">
          <Anchor component={Link} to={withQuery(paths.runs, { project: project.id })}>
            Runs of this project
          </Anchor>
        </Text>
      </Stack>
    </PageSection>
  );
}
