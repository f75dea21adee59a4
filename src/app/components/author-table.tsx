import { authors } from '../lib/catalog-queries';
import { useT } from '../lib/i18n';
import { authorColumns } from './author-columns';
import { ListPage, useListPage } from './list-page';

const COLUMNS = authorColumns({ withProjects: false });

/**
 * The authors of one project with that project's figures (`/api/authors/?project=ID`), on its page.
 * Its page, search and ordering live in the URL as `apage`, `asearch`, … beside the page's other lists.
 */
export function AuthorTable({
  project,
  label,
  emptyMessage,
}: {
  project: number;
  label: string;
  emptyMessage: string;
}) {
  const _ = useT();
  const { list, result } = useListPage((q) => authors.list({ ...q, project }), [], { prefix: 'a' });
  return (
    <ListPage
      list={list}
      result={result}
      searchLabel={_('components.author.search')}
      label={label}
      columns={COLUMNS}
      filteredMessage={_('components.author.noMatch')}
      emptyMessage={emptyMessage}
    />
  );
}
