import { Anchor } from '@mantine/core';
import { FieldList } from '../../components/field-list';
import { RecordPage, useRecordPage } from '../../components/record-page';
import { authors } from '../../lib/catalog-queries';
import { paths } from '../../lib/paths';

export function AuthorDetailPage() {
  const record = useRecordPage(authors.detail);
  const a = record.query.data;
  return (
    <RecordPage record={record} noun="author" back={{ to: paths.authors, label: 'All authors' }} title={a?.name}>
      <FieldList
        loading={!a}
        fields={[
          { label: 'Name', value: a?.name },
          {
            label: 'Email',
            value: a ? (
              <Anchor href={`mailto:${a.email}`} size="sm">
                {a.email}
              </Anchor>
            ) : null,
          },
          { label: 'Commits', value: a?.commits_count },
          { label: 'Projects', value: a?.projects_count },
        ]}
      />
    </RecordPage>
  );
}
