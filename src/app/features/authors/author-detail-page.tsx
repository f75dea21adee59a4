import { Anchor } from '@mantine/core';
import { FieldList } from '../../components/field-list';
import { RecordPage, useRecordPage } from '../../components/record-page';
import { authors } from '../../lib/catalog-queries';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';

export function AuthorDetailPage() {
  const _ = useT();
  const record = useRecordPage(authors.detail);
  const a = record.query.data;
  return (
    <RecordPage record={record} noun="author" back={{ to: paths.authors, label: _('authors.back') }} title={a?.name}>
      <FieldList
        loading={!a}
        fields={[
          { label: _('authors.name'), value: a?.name },
          {
            label: _('authors.email'),
            value: a ? (
              <Anchor href={`mailto:${a.email}`} size="sm">
                {a.email}
              </Anchor>
            ) : null,
          },
          { label: _('authors.commits'), value: a?.commits_count },
          { label: _('authors.projects'), value: a?.projects_count },
        ]}
      />
    </RecordPage>
  );
}
