import { Anchor } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { RecordActions } from '../../components/record-actions';
import { RecordFieldsPage, useRecordPage } from '../../components/record-page';
import { artifactRepositories } from '../../lib/catalog-queries';
import { useT } from '../../lib/i18n';
import { paths, withQuery } from '../../lib/paths';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { CredentialsBadge, RepositoryUrl } from './repository-link';
import { useRepositoryDelete } from './use-repository-delete';

export function ArtifactRepositoryDetailPage() {
  const _ = useT();
  const navigate = useNavigate();
  const record = useRecordPage(artifactRepositories.detail);
  const r = record.query.data;
  const isAdmin = useIsAdministrator();
  const remove = useRepositoryDelete(() => void navigate(paths.artifactRepositories));
  return (
    <RecordFieldsPage
      record={record}
      noun="artifactRepository"
      back={{ to: paths.artifactRepositories, label: _('artifact-repositories.back') }}
      title={r?.name}
      actions={
        isAdmin && r ? (
          <RecordActions editTo={paths.editArtifactRepository(r.id)} onDelete={() => void remove.deleteRecord(r)} />
        ) : null
      }
      fields={[
        { label: _('artifact-repositories.name'), value: r?.name },
        { label: _('artifact-repositories.kind'), value: r?.kind },
        { label: _('artifact-repositories.url'), value: r ? <RepositoryUrl url={r.url} /> : null },
        {
          label: _('artifact-repositories.credentials.title'),
          value: r ? <CredentialsBadge has={r.has_credentials} /> : null,
        },
      ]}
    >
      <Anchor component={Link} to={withQuery(paths.containerImages, { artifact_repository: record.id })} size="sm">
        {_('artifact-repositories.containerImages')}
      </Anchor>
      {remove.confirmModal}
    </RecordFieldsPage>
  );
}
