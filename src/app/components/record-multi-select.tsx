import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueries, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useRef, useState, type ReactNode, type Ref } from 'react';
import type { ListQuery, Page } from '../../contract/pagination';
import { useT } from '../lib/i18n';

type Named = { id: number; name: string };

/** A section of catalog-queries.ts: a list that searches on the server and one record by id. */
type NamedSource<L extends Named, D extends Named, LK extends QueryKey, DK extends QueryKey> = {
  list: (q: ListQuery) => UseQueryOptions<Page<L>, Error, Page<L>, LK>;
  detail: (id: number) => UseQueryOptions<D, Error, D, DK>;
};

type RecordMultiSelectProps<L extends Named, D extends Named, LK extends QueryKey, DK extends QueryKey> = {
  source: NamedSource<L, D, LK, DK>;
  label: string;
  description?: ReactNode;
  placeholder?: string;
  /** What "no match" says, e.g. "No projects found". */
  nothingFound: string;
  /** Ids as strings (what Mantine's MultiSelect holds). */
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * Picks several records of a section that may hold thousands: typing asks the
 * server (`?search=`, first 20 by name), never the whole table. Chosen records
 * keep their names: remembered from the results they were picked from, or
 * fetched by id when the form opens with them already chosen.
 */
export function RecordMultiSelect<L extends Named, D extends Named, LK extends QueryKey, DK extends QueryKey>({
  source,
  label,
  description,
  placeholder,
  nothingFound,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: RecordMultiSelectProps<L, D, LK, DK>) {
  const _ = useT();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 250);
  const results = useQuery(source.list({ search: term, per_page: 20, ordering: 'name' }));

  const names = useRef(new Map<string, string>());
  for (const record of results.data?.results ?? []) names.current.set(String(record.id), record.name);
  const unnamed = value.filter((id) => !names.current.has(id));
  const fetched = useQueries({ queries: unnamed.map((id) => source.detail(Number(id))) });
  fetched.forEach((q, i) => {
    if (q.data) names.current.set(unnamed[i]!, q.data.name);
  });

  const options = (results.data?.results ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  const found = new Set(options.map((o) => o.value));
  // Chosen records stay in the data (Mantine shows a pill only for a known option) but the
  // dropdown lists only what the server found.
  for (const id of value) {
    if (!options.some((o) => o.value === id)) options.push({ value: id, label: names.current.get(id) ?? `#${id}` });
  }

  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={value.length === 0 ? placeholder : undefined}
      data={options}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      ref={inputRef}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all.filter((o) => 'value' in o && found.has(o.value))}
      nothingFoundMessage={results.isFetching ? _('components.select.searching') : nothingFound}
      error={error}
    />
  );
}
