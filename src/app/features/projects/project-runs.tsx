import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ProjectDetail } from '../../../contract/projects';
import { StartRunButtons, type StartRunAction } from '../../components/start-run-buttons';
import { useT } from '../../lib/i18n';
import { paths, withQuery } from '../../lib/paths';
import { PageSection } from '../../components/page-section';

/** The project's analyses: start buttons for administrators, a link to its runs for everyone. */
export function ProjectRuns({ project, isAdmin }: { project: ProjectDetail; isAdmin: boolean }) {
  const _ = useT();
  const base = `/api/analyses/projects/${project.id}`;
  const name = { name: project.name };
  const actions: StartRunAction[] = [
    { label: _('projects.run.sca'), path: `${base}/sca/start/`, what: _('projects.run.scaOf', name) },
    { label: _('projects.run.clones'), path: `${base}/clones/start/`, what: _('projects.run.clonesOf', name) },
    { label: _('projects.run.authors'), path: `${base}/authors/start/`, what: _('projects.run.authorsOf', name) },
    { label: _('projects.run.secrets'), path: `${base}/secrets/start/`, what: _('projects.run.secretsOf', name) },
    // CLI projects report their own dependencies: there is no repository to clone.
    ...(project.type === 'vcs'
      ? [
          {
            label: _('projects.run.clone'),
            path: `/api/settings/projects/${project.id}/clone/`,
            what: _('projects.run.cloneOf', name),
          },
        ]
      : []),
  ];
  return (
    <PageSection id="project-analyses" title={_('projects.analyses')}>
      <Stack gap="sm">
        {isAdmin ? <StartRunButtons actions={actions} label={_('projects.startAnalysis', name)} /> : null}
        <Text size="sm">
          <Anchor component={Link} to={withQuery(paths.runs, { project: project.id })}>
            {_('projects.runsOfProject')}
          </Anchor>
        </Text>
      </Stack>
    </PageSection>
  );
}
