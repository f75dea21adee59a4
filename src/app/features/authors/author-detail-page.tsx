import { Anchor } from '@mantine/core';
import { RecordError, useRecordPage } from '../../components/record-page';
import { FieldList } from '../../components/field-list';
import { PageHeader } from '../../components/page-header';
import { authors } from '../../lib/catalog-queries';
import { paths } from '../../lib/paths';

export function AuthorDetailPage() {
  const record = useRecordPage(authors.detail);
  const { id, query: author } = record;
  const a = author.data;

  if (id === undefined || author.isError) {
    return (
      <RecordError title="Author" noun="author" record={record} back={{ to: paths.authors, label: 'All authors' }} />
    );
  }

  return (
    <>
      <PageHeader title={a?.name ?? 'Author'} />
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
    </>
  );
}
