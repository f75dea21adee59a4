import type { ListQuery } from '../../contract/pagination';
import { dependencies } from '../lib/catalog-queries';
import { useT } from '../lib/i18n';
import type { Dependency } from '../../contract/catalog';
import type { Column } from './data-table';
import { DEPENDENCY_COLUMNS } from './dependency-columns';
import { ListPage, useListPage } from './list-page';

type DependencyTableProps = {
  /** The filter that makes this "the dependencies of …", e.g. `{ project: 12 }`. */
  scope: ListQuery;
  /** Accessible name of the table. */
  label?: string;
  /** What to say when there are none and nothing is searched. */
  emptyMessage: string;
  /** The scope's own columns (an image's components add their type and layer); the usual ones by default. */
  columns?: Column<Dependency>[];
};

/**
 * The dependencies of a project, vulnerability or image, on that record's page.
 * Its page, search and ordering live in the URL as `dpage`, `dsearch`, … so they
 * do not clash with anything else on the page.
 */
export function DependencyTable({ scope, label, emptyMessage, columns = DEPENDENCY_COLUMNS }: DependencyTableProps) {
  const _ = useT();
  const { list, result } = useListPage((q) => dependencies.list({ ...q, ...scope }), [], { prefix: 'd' });
  return (
    <ListPage
      list={list}
      result={result}
      searchLabel={_('components.dependency.search')}
      label={label ?? _('components.dependency.tableLabel')}
      columns={columns}
      filteredMessage={_('components.dependency.noMatch')}
      emptyMessage={emptyMessage}
    />
  );
}
