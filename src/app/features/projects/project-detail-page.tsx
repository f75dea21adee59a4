import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import type { ProjectDetail } from '../../../contract/projects';
import { FieldList } from '../../components/field-list';
import { AuditHistory } from '../../components/audit-history';
import { PageSection } from '../../components/page-section';
import { RecordPage, useRecordPage } from '../../components/record-page';
import { RecordActions } from '../../components/record-actions';
import { useDeleteAction } from '../../components/use-delete-action';
import { proprietors } from '../../lib/catalog-queries';
import { formatDateTime, yesNo } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useRecord } from '../../lib/resource-queries';
import { STAGE_HELP_LABELS, STAGE_LABELS } from '../../lib/stage-labels';
import { useCanWriteArea, useIsAdministrator } from '../../lib/use-is-administrator';
import { projectQuery, TYPE_LABELS, useDeleteProject } from './api';
import { ProjectCounts } from './project-counts';
import { ProjectRuns } from './project-runs';
import { ProjectSbom } from './project-sbom';
import { RepositoryCard } from './repository-card';

// Below the runs, with the author columns in a chunk of their own: the route's budget holds.
const ProjectAuthors = lazy(() => import('./project-authors').then((m) => ({ default: m.ProjectAuthors })));
// So are the secrets counts (issue 25), below the runs.
const ProjectSecrets = lazy(() => import('./project-secrets').then((m) => ({ default: m.ProjectSecrets })));
// So are the dependency columns of a project (relation, files, the chain that brings each in).
const ProjectDependencies = lazy(() =>
  import('./project-dependencies').then((m) => ({ default: m.ProjectDependencies })),
);

export function ProjectDetailPage() {
  const _ = useT();
  const record = useRecordPage(projectQuery);
  const data = record.query.data;
  const isAdmin = useIsAdministrator();
  const canStart = useCanWriteArea('analyses');
  const navigate = useNavigate();
  const remove = useDeleteProject();
  const { deleteRecord, confirmModal } = useDeleteAction({
    noun: 'project',
    remove,
    consequence: (name) => _('projects.deleteConsequence', { name }),
    onDeleted: () => void navigate(paths.projects),
  });

  return (
    <RecordPage
      record={record}
      noun="project"
      back={{ to: paths.projects, label: _('projects.all') }}
      title={data?.name}
      actions={
        isAdmin && data ? (
          <RecordActions
            editTo={paths.editProject(data.id)}
            onDelete={() => void deleteRecord(data)}
            deleting={remove.isPending}
          />
        ) : null
      }
    >
      <Stack gap="xl">
        <PageSection id="project-details" title={_('projects.details')}>
          <ProjectFields project={data} />
        </PageSection>
        <ProjectCounts project={data} />
        {data?.type === 'vcs' ? <RepositoryCard project={data} /> : null}
        {data ? <ProjectRuns project={data} canStart={canStart} /> : null}
        {data?.type === 'vcs' ? (
          <Suspense fallback={<Skeleton height={200} />}>
            <ProjectAuthors project={data} />
          </Suspense>
        ) : null}
        {data ? (
          <Suspense fallback={<Skeleton height={120} />}>
            <ProjectSecrets projectId={data.id} name={data.name} />
          </Suspense>
        ) : null}
        {data ? <ProjectSbom project={data} canUpload={canStart} /> : null}
        {record.id === undefined ? null : (
          <Suspense fallback={<Skeleton height={200} />}>
            <ProjectDependencies projectId={record.id} name={data?.name} />
          </Suspense>
        )}
        {data ? <AuditHistory objectType="project" objectId={data.id} /> : null}
      </Stack>
      {confirmModal}
    </RecordPage>
  );
}

function ProjectFields({ project }: { project: ProjectDetail | undefined }) {
  const _ = useT();
  const proprietorId = project?.proprietor ?? undefined;
  const proprietor = useRecord(proprietors.detail, proprietorId);
  const p = project;
  return (
    <FieldList
      loading={!p}
      fields={[
        { label: _('projects.type'), value: p ? _(TYPE_LABELS[p.type]) : null },
        {
          label: _('projects.stage'),
          value: p
            ? _('projects.stageWithHelp', { stage: STAGE_LABELS[p.stage], help: STAGE_HELP_LABELS[p.stage] })
            : null,
        },
        {
          label: _('projects.proprietor'),
          value:
            proprietorId === undefined
              ? _('projects.noProprietorValue')
              : (proprietor.data?.name ?? _('projects.chip.id', { id: proprietorId })),
        },
        { label: _('projects.active'), value: p ? yesNo(p.is_active) : null },
        { label: _('projects.lastScaAnalysis'), value: formatDateTime(p?.last_sca_analysis_at, _('projects.never')) },
        { label: _('projects.created'), value: formatDateTime(p?.created_at) },
        { label: _('projects.updated'), value: formatDateTime(p?.updated_at) },
      ]}
    />
  );
}
