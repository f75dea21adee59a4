import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DetailError } from '../../components/detail-error';
import { FieldList } from '../../components/field-list';
import { PageHeader } from '../../components/page-header';
import { authors } from '../../lib/catalog-queries';
import { parseId } from '../../lib/route-params';

export function AuthorDetailPage() {
  const { id: param } = useParams();
  const id = parseId(param);
  const author = useQuery({ ...authors.detail(id ?? 0), enabled: id !== undefined });
  const a = author.data;

  if (id === undefined || author.isError) {
    return (
      <>
        <PageHeader title="Author" />
        <DetailError
          error={author.error}
          noun="author"
          id={param}
          back={{ to: '/authors', label: 'All authors' }}
          onRetry={() => void author.refetch()}
        />
      </>
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
