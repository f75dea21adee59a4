import { EditRecordPage, NewRecordPage } from '../../components/form-page';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { projectQuery, useCreateProject, useUpdateProject } from './api';
import { ProjectForm } from './project-form';
import { NEW_PROJECT, projectToForm } from './project-form-values';

const GATE = { noun: 'project' as const, to: paths.projects, skeleton: { maw: 600, rows: 4 } };

export function NewProjectPage() {
  const create = useCreateProject();
  return (
    <NewRecordPage gate={GATE}>
      <ProjectForm
        mode="create"
        defaultValues={NEW_PROJECT}
        storedAuthKind="none"
        save={create.mutateAsync}
        cancelTo={paths.projects}
      />
    </NewRecordPage>
  );
}

export function EditProjectPage() {
  const _ = useT();
  const update = useUpdateProject();
  return (
    <EditRecordPage detail={projectQuery} back={{ to: paths.projects, label: _('projects.all') }} gate={GATE}>
      {(project) => (
        <ProjectForm
          key={project.id}
          mode="edit"
          defaultValues={projectToForm(project)}
          storedAuthKind={project.repo_auth_kind}
          save={(input) => update.mutateAsync({ id: project.id, input })}
          cancelTo={paths.project(project.id)}
        />
      )}
    </EditRecordPage>
  );
}
