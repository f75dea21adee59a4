import { Anchor, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ProjectDetail } from '../../../contract/projects';
import { PageSection } from '../../components/page-section';
import { RunTable } from '../../components/run-table';
import { StartRunButtons, type StartRunAction } from '../../components/start-run-buttons';
import { authors, dependencies, projects } from '../../lib/catalog-queries';
import { useT } from '../../lib/i18n';
import { paths, withQuery } from '../../lib/paths';
import { cloneKeys } from './clone-keys';

/**
 * The project's analyses: start buttons for those who may, then its runs, followed live (progress and
 * phase while they run, what each found once it ends). A run that ends refreshes what it changed on this
 * page: the workspace and the counts, the authors, the clones, the dependencies. Cloning is the repository card's.
 */
export function ProjectRuns({ project, canStart }: { project: ProjectDetail; canStart: boolean }) {
  const _ = useT();
  const qc = useQueryClient();
  const base = `/api/analyses/projects/${project.id}`;
  const name = { name: project.name };
  const actions: StartRunAction[] = [
    { label: _('projects.run.sca'), path: `${base}/sca/start/`, what: _('projects.run.scaOf', name) },
    { label: _('projects.run.clones'), path: `${base}/clones/start/`, what: _('projects.run.clonesOf', name) },
    { label: _('projects.run.authors'), path: `${base}/authors/start/`, what: _('projects.run.authorsOf', name) },
    { label: _('projects.run.secrets'), path: `${base}/secrets/start/`, what: _('projects.run.secretsOf', name) },
  ];
  const refresh = () => {
    for (const queryKey of [projects.keys.detail(project.id), authors.keys.all, cloneKeys.all, dependencies.keys.all]) {
      void qc.invalidateQueries({ queryKey });
    }
  };
  return (
    <>
      {canStart ? (
        <PageSection id="project-analyses" title={_('projects.analyses')}>
          <StartRunButtons actions={actions} label={_('projects.startAnalysis', name)} />
        </PageSection>
      ) : null}
      <PageSection id="project-runs" title={_('projects.runs')}>
        <Stack gap="sm">
          <RunTable
            scope={{ project: project.id }}
            label={_('projects.runsOf', name)}
            emptyMessage={canStart ? _('projects.noRuns.admin') : _('projects.noRuns.reader')}
            onRunEnded={refresh}
          />
          <Text size="sm">
            <Anchor component={Link} to={withQuery(paths.runs, { project: project.id })}>
              {_('projects.runsOfProject')}
            </Anchor>
          </Text>
        </Stack>
      </PageSection>
    </>
  );
}
