import { Button, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { ProjectDetail } from '../../../contract/projects';
import { STAGE_HELP } from '../../../contract/stages';
import { useConfirm } from '../../components/confirm';
import { DependencyTable } from '../../components/dependency-table';
import { RecordError, useRecordPage } from '../../components/record-page';
import { FieldList } from '../../components/field-list';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../lib/api-client';
import { proprietors } from '../../lib/catalog-queries';
import { formatDateTime, yesNo } from '../../lib/format';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { STAGE_LABELS } from '../../lib/stage-labels';
import { projectQuery, TYPE_LABELS, useDeleteProject } from './api';
import { ProjectCounts } from './project-counts';
import { ProjectRuns } from './project-runs';
import { paths } from '../../lib/paths';

export function ProjectDetailPage() {
  const record = useRecordPage(projectQuery);
  const { id, query: project } = record;
  const isAdmin = useIsAdministrator();
  const remove = useDeleteProject();
  const { confirm, confirmModal } = useConfirm();
  const navigate = useNavigate();

  if (id === undefined || project.isError) {
    return (
      <RecordError
        title="Project"
        noun="project"
        record={record}
        back={{ to: paths.projects, label: 'All projects' }}
      />
    );
  }

  const data = project.data;
  const onDelete = async () => {
    if (!data) return;
    const ok = await confirm({
      title: `Delete project "${data.name}"?`,
      message: `The project "${data.name}" is deleted with its dependency links and alerts. This cannot be undone.`,
      confirmLabel: 'Delete project',
      danger: true,
    });
    if (!ok) return;
    remove.mutate(data.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: `Project "${data.name}" deleted.` });
        void navigate(paths.projects);
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: 'The project was not deleted', message: errorMessage(error) }),
    });
  };

  return (
    <>
      <PageHeader
        title={data?.name ?? 'Project'}
        actions={
          isAdmin && data ? (
            <>
              <Button component={Link} to={paths.editProject(data.id)} variant="default">
                Edit
              </Button>
              <Button color="red.9" onClick={() => void onDelete()} loading={remove.isPending}>
                Delete
              </Button>
            </>
          ) : null
        }
      />
      <Stack gap="xl">
        <section aria-labelledby="project-details">
          <Title order={2} size="h3" id="project-details" mb="sm">
            Details
          </Title>
          <ProjectFields project={data} />
        </section>
        <ProjectCounts project={data} />
        {data ? <ProjectRuns project={data} isAdmin={isAdmin} /> : null}
        <section aria-labelledby="project-dependencies">
          <Title order={2} size="h3" id="project-dependencies" mb="sm">
            Dependencies
          </Title>
          <DependencyTable
            scope={{ project: id }}
            label={data ? `Dependencies of ${data.name}` : 'Dependencies'}
            emptyMessage="No dependencies yet. They appear after the first SCA analysis of this project."
          />
        </section>
      </Stack>
      {confirmModal}
    </>
  );
}

function ProjectFields({ project }: { project: ProjectDetail | undefined }) {
  const proprietorId = project?.proprietor ?? undefined;
  const proprietor = useQuery({ ...proprietors.detail(proprietorId ?? 0), enabled: proprietorId !== undefined });
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
