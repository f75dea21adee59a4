import { Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { ProjectDetail } from '../../../contract/projects';
import { STAGE_HELP } from '../../../contract/stages';
import { DependencyTable } from '../../components/dependency-table';
import { FieldList } from '../../components/field-list';
import { PageSection } from '../../components/page-section';
import { RecordPage, useRecordPage } from '../../components/record-page';
import { RecordActions } from '../../components/record-actions';
import { useDeleteAction } from '../../components/use-delete-action';
import { proprietors } from '../../lib/catalog-queries';
import { formatDateTime, yesNo } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useRecord } from '../../lib/resource-queries';
import { STAGE_LABELS } from '../../lib/stage-labels';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { projectQuery, TYPE_LABELS, useDeleteProject } from './api';
import { ProjectCounts } from './project-counts';
import { ProjectRuns } from './project-runs';

export function ProjectDetailPage() {
  const record = useRecordPage(projectQuery);
  const data = record.query.data;
  const isAdmin = useIsAdministrator();
  const navigate = useNavigate();
  const remove = useDeleteProject();
  const { deleteRecord, confirmModal } = useDeleteAction({
    noun: 'project',
    remove,
    consequence: (name) =>
      `The project "${name}" is deleted with its dependency links and alerts. This cannot be undone.`,
    onDeleted: () => void navigate(paths.projects),
  });

  return (
    <RecordPage
      record={record}
      noun="project"
      back={{ to: paths.projects, label: 'All projects' }}
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
        <PageSection id="project-details" title="Details">
          <ProjectFields project={data} />
        </PageSection>
        <ProjectCounts project={data} />
        {data ? <ProjectRuns project={data} isAdmin={isAdmin} /> : null}
        <PageSection id="project-dependencies" title="Dependencies">
          <DependencyTable
            scope={{ project: record.id }}
            label={data ? `Dependencies of ${data.name}` : 'Dependencies'}
            emptyMessage="No dependencies yet. They appear after the first SCA analysis of this project."
          />
        </PageSection>
      </Stack>
      {confirmModal}
    </RecordPage>
  );
}

function ProjectFields({ project }: { project: ProjectDetail | undefined }) {
  const proprietorId = project?.proprietor ?? undefined;
  const proprietor = useRecord(proprietors.detail, proprietorId);
  const p = project;
  const vcs = p?.type === 'vcs';
  return (
    <FieldList
      loading={!p}
      fields={[
        { label: 'Type', value: p ? TYPE_LABELS[p.type] : null },
        ...(vcs || !p
          ? [
              {
                label: 'Repository',
                value: (
                  <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
                    {p?.repo_url}
                  </Text>
                ),
              },
              {
                label: 'Branch or ref',
                value: (
                  <Text ff="monospace" size="sm">
                    {p?.repo_ref_name}
                  </Text>
                ),
              },
            ]
          : []),
        { label: 'Stage', value: p ? `${STAGE_LABELS[p.stage]} (${STAGE_HELP[p.stage]})` : null },
        {
          label: 'Proprietor',
          value: proprietorId === undefined ? 'None' : (proprietor.data?.name ?? `#${proprietorId}`),
        },
        { label: 'Active', value: p ? yesNo(p.is_active) : null },
        { label: 'Last SCA analysis', value: formatDateTime(p?.last_sca_analysis_at, 'Never') },
        { label: 'Created', value: formatDateTime(p?.created_at) },
        { label: 'Updated', value: formatDateTime(p?.updated_at) },
      ]}
    />
  );
}
