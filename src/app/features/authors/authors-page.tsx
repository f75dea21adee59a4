import { authorColumns } from '../../components/author-columns';
import { ListPage, useListPage } from '../../components/list-page';
import { authors, projects } from '../../lib/catalog-queries';
import { useT } from '../../lib/i18n';
import { useRecord } from '../../lib/resource-queries';
import { parseId } from '../../lib/route-params';

// Filtered to a project, every row's figures are that project's: a count of projects would say 1 on each.
const COLUMNS = authorColumns({ withProjects: true });
const PROJECT_COLUMNS = authorColumns({ withProjects: false });

/** Every author over every analysed project; with `?project=` (a project page's link), that project's figures. */
export function AuthorsPage() {
  const _ = useT();
  const { list, result } = useListPage(authors.list, ['project'] as const);
  const project = useRecord(projects.detail, parseId(list.filters.project));

  return (
    <ListPage
      title={_('authors.title')}
      list={list}
      result={result}
      searchLabel={_('components.author.search')}
      chips={{
        project: (id) => _('authors.chip.project', { name: project.data?.name ?? _('lib.recordNumber', { id }) }),
      }}
      label={_('authors.title')}
      columns={list.filters.project ? PROJECT_COLUMNS : COLUMNS}
      filteredMessage={_('authors.noMatch')}
      emptyMessage={_('authors.empty')}
    />
  );
}
