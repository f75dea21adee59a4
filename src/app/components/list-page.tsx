import { Button, Group, NativeSelect } from '@mantine/core';
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import type { ListQuery, Page } from '../../contract/pagination';
import { type CsvTarget, csvTargetOf } from '../lib/csv-export';
import { useT } from '../lib/i18n';
import { useListParams, type ListParamsOptions } from '../lib/use-list-params';
import { useResetInvalidPage } from '../lib/use-reset-invalid-page';
import { ActiveFilters, listFilterChips } from './active-filters';
import { DataTable, type Column } from './data-table';
import { withCurrent, type Option } from './filter-options';
import { listTableProps } from './list-table-props';
import { PageHeader } from './page-header';
import { SearchInput } from './search-input';

/** Loaded after the list (its own chunk, off every route's bundle budget); the label shows meanwhile. */
const ExportCsvButton = lazy(() => import('./export-csv-button').then((m) => ({ default: m.ExportCsvButton })));

function ExportCsv({ target }: { target: CsvTarget }) {
  const _ = useT();
  const placeholder = (
    <Button variant="default" ml="auto" disabled>
      {_('components.export.button')}
    </Button>
  );
  return (
    <Suspense fallback={placeholder}>
      <ExportCsvButton target={target} />
    </Suspense>
  );
}

type ListParams<F extends string> = ReturnType<typeof useListParams<F>> & {
  /** What Export CSV downloads: the list's query without its page; none for a list that cannot be exported. */
  csv?: CsvTarget;
};

/**
 * A list's state kept in the URL and its page query; past the last page it goes
 * back to page 1. `query` gets the list's params (page, search, filters, …).
 */
export function useListPage<T, K extends QueryKey, F extends string = never>(
  query: (q: ListQuery) => UseQueryOptions<Page<T>, Error, Page<T>, K>,
  filterNames: readonly F[] = [],
  options?: ListParamsOptions,
) {
  const params = useListParams(filterNames, options);
  const queryOptions = query(params.query);
  const result = useQuery(queryOptions);
  useResetInvalidPage(result.error, params.page, params.setPage);
  // The list's endpoint and query, for Export CSV: the query's meta says it (lib/csv-export).
  const csvPath = csvTargetOf(queryOptions.meta);
  const csvKey = JSON.stringify(csvPath ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: csvKey stands for csvPath, a new object each render
  const list = useMemo(() => ({ ...params, csv: csvPath }), [params, csvKey]);
  return { list, result };
}

type FilterSelect<F extends string> = { name: F; label: string; options: Option[] };

type ListPageProps<T extends { id: number }, F extends string> = {
  /** The page's heading (PageHeader); a list inside a record page has none. */
  title?: string;
  /** Next to the heading, e.g. "New policy". */
  actions?: ReactNode;
  list: ListParams<F>;
  result: UseQueryResult<Page<T>>;
  /** The search box's label; without it the list has no search box. */
  searchLabel?: string;
  /** A select per filter; a value from the URL that is not an option still shows as selected. */
  selects?: readonly FilterSelect<NoInfer<F>>[];
  /** Other controls after the selects, e.g. a text filter. */
  controls?: ReactNode;
  /** How each filter reads as a removable chip ("Stage: Build"); without it no chips are shown. */
  chips?: Record<NoInfer<F>, (value: string) => string>;
  /** The table's accessible name. */
  label: string;
  columns: Column<T>[];
  /** What an empty list says: `filteredMessage` while a search or filter narrows it. */
  emptyMessage: string;
  filteredMessage: string;
  /** Between the filters and the table, e.g. an action's failure. */
  aboveTable?: ReactNode;
  /** Puts the table in a frame of its own, e.g. the tab panel of the tab shown. */
  frame?: (table: ReactNode) => ReactNode;
};

/**
 * The one scaffold of a list: search, filter selects, Export CSV, active-filter chips, table with
 * pagination, empty state.
 */
export function ListPage<T extends { id: number }, F extends string = never>(props: ListPageProps<T, F>) {
  const { list, result, searchLabel, selects = [], chips, frame = (table) => table } = props;
  const filtered = list.search !== '' || Object.values<string>(list.filters).some((value) => value !== '');
  const table = (
    <DataTable
      label={props.label}
      columns={props.columns}
      rowKey={(row) => row.id}
      {...listTableProps(list, result)}
      emptyMessage={filtered ? props.filteredMessage : props.emptyMessage}
    />
  );
  return (
    <>
      {props.title ? <PageHeader title={props.title} actions={props.actions} /> : null}
      <Group align="flex-end" gap="md" mb="md" wrap="wrap">
        {searchLabel ? <SearchInput label={searchLabel} value={list.search} onSearch={list.setSearch} /> : null}
        {selects.map((select) => (
          <NativeSelect
            key={select.name}
            label={select.label}
            value={list.filters[select.name]}
            data={withCurrent(select.options, list.filters[select.name])}
            onChange={(event) => list.setFilter(select.name, event.currentTarget.value)}
          />
        ))}
        {props.controls}
        {list.csv ? <ExportCsv target={list.csv} /> : null}
      </Group>
      {chips ? <ActiveFilters filters={listFilterChips(list, chips)} onClear={list.clearFilters} /> : null}
      {props.aboveTable}
      {frame(table)}
    </>
  );
}
