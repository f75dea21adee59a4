import { Alert, Anchor, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { DetailError } from '../../components/detail-error';
import { PageHeader } from '../../components/page-header';
import { parseId } from '../../lib/route-params';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { projectQuery, useCreateProject, useUpdateProject } from './api';
import { ProjectForm } from './project-form';
import { NEW_PROJECT, projectToForm } from './project-form-values';

/** Auditors and users could open the address; the server would answer 403 to a save anyway. */
function NotAllowed() {
  return (
    <Alert color="gray" title="Only administrators can create or change projects">
      Your role can read projects but not change them.{' '}
      <Anchor component={Link} to="/projects">
        Back to the projects
      </Anchor>
    </Alert>
  );
}

export function NewProjectPage() {
  const isAdmin = useIsAdministrator();
  const create = useCreateProject();
  return (
    <>
      <PageHeader title="New project" />
      {isAdmin === false ? (
        <NotAllowed />
      ) : (
        <ProjectForm mode="create" defaultValues={NEW_PROJECT} save={create.mutateAsync} cancelTo="/projects" />
      )}
    </>
  );
}

export function EditProjectPage() {
  const { id: param } = useParams();
  const id = parseId(param);
  const isAdmin = useIsAdministrator();
  const project = useQuery({ ...projectQuery(id ?? 0), enabled: id !== undefined });
  const update = useUpdateProject(id ?? 0);

  if (id === undefined || project.isError) {
    return (
      <>
        <PageHeader title="Edit project" />
        <DetailError
          error={project.error}
          noun="project"
          id={param}
          back={{ to: '/projects', label: 'All projects' }}
          onRetry={() => void project.refetch()}
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title={project.data ? `Edit ${project.data.name}` : 'Edit project'} />
      {isAdmin === false ? (
        <NotAllowed />
      ) : project.data ? (
        // Keyed by id: the form's default values are read once.
        <ProjectForm
          key={project.data.id}
          mode="edit"
          defaultValues={projectToForm(project.data)}
          save={update.mutateAsync}
          cancelTo={`/projects/${id}`}
        />
      ) : (
        <Stack maw={600} gap="md" aria-busy="true">
          {[1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={56} />
          ))}
        </Stack>
      )}
    </>
  );
}
