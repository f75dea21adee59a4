import { FormGate } from '../../components/form-gate';
import { PageHeader } from '../../components/page-header';
import { RecordError, useRecordPage } from '../../components/record-page';
import { paths } from '../../lib/paths';
import { projectQuery, useCreateProject, useUpdateProject } from './api';
import { ProjectForm } from './project-form';
import { NEW_PROJECT, projectToForm } from './project-form-values';

const GATE = { section: 'projects', to: paths.projects, skeleton: { maw: 600, rows: 4 } };

export function NewProjectPage() {
  const create = useCreateProject();
  return (
    <>
      <PageHeader title="New project" />
      <FormGate {...GATE}>
        <ProjectForm mode="create" defaultValues={NEW_PROJECT} save={create.mutateAsync} cancelTo={paths.projects} />
      </FormGate>
    </>
  );
}

export function EditProjectPage() {
  const record = useRecordPage(projectQuery);
  const { id, query: project } = record;
  const update = useUpdateProject(id ?? 0);

  if (id === undefined || project.isError) {
    return (
      <RecordError
        title="Edit project"
        noun="project"
        record={record}
        back={{ to: paths.projects, label: 'All projects' }}
      />
    );
  }
  return (
    <>
      <PageHeader title={project.data ? `Edit ${project.data.name}` : 'Edit project'} />
      <FormGate {...GATE}>
        {project.data ? (
          // Keyed by id: the form's default values are read once.
          <ProjectForm
            key={project.data.id}
            mode="edit"
            defaultValues={projectToForm(project.data)}
            save={update.mutateAsync}
            cancelTo={paths.project(id)}
          />
        ) : null}
      </FormGate>
    </>
  );
}
