import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { RecordFieldsPage, useRecordPage } from '../../components/record-page';
import { artifactRepositories } from '../../lib/catalog-queries';
import { useT } from '../../lib/i18n';
import { paths, withQuery } from '../../lib/paths';
import { RepositoryUrl } from './repository-link';

export function ArtifactRepositoryDetailPage() {
  const _ = useT();
  const record = useRecordPage(artifactRepositories.detail);
  const r = record.query.data;
  return (
    <RecordFieldsPage
      record={record}
      noun="artifactRepository"
      back={{ to: paths.artifactRepositories, label: _('artifact-repositories.back') }}
      title={r?.name}
      fields={[
        { label: _('artifact-repositories.name'), value: r?.name },
        { label: _('artifact-repositories.kind'), value: r?.kind },
        { label: _('artifact-repositories.url'), value: r ? <RepositoryUrl url={r.url} /> : null },
      ]}
    >
      <Anchor component={Link} to={withQuery(paths.containerImages, { artifact_repository: record.id })} size="sm">
        {_('artifact-repositories.containerImages')}
      </Anchor>
    </RecordFieldsPage>
  );
}
