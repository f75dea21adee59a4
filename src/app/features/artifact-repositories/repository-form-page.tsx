import { EditRecordPage, NewRecordPage } from '../../components/form-page';
import { artifactRepositories } from '../../lib/catalog-queries';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useCreateRepository, useUpdateRepository } from './api';
import { RepositoryForm } from './repository-form';
import { NEW_REPOSITORY, repositoryToForm } from './repository-form-values';

const GATE = { noun: 'artifactRepository' as const, to: paths.artifactRepositories, skeleton: { maw: 600, rows: 5 } };

export function NewArtifactRepositoryPage() {
  const create = useCreateRepository();
  return (
    <NewRecordPage gate={GATE}>
      <RepositoryForm
        mode="create"
        defaultValues={NEW_REPOSITORY}
        hasCredentials={false}
        save={create.mutateAsync}
        cancelTo={paths.artifactRepositories}
      />
    </NewRecordPage>
  );
}

export function EditArtifactRepositoryPage() {
  const _ = useT();
  const update = useUpdateRepository();
  return (
    <EditRecordPage
      detail={artifactRepositories.detail}
      back={{ to: paths.artifactRepositories, label: _('artifact-repositories.back') }}
      gate={GATE}
    >
      {(repository) => (
        <RepositoryForm
          key={repository.id}
          mode="edit"
          defaultValues={repositoryToForm(repository)}
          hasCredentials={repository.has_credentials}
          save={(input) => update.mutateAsync({ id: repository.id, input })}
          cancelTo={paths.artifactRepository(repository.id)}
        />
      )}
    </EditRecordPage>
  );
}
