import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState, type Ref } from 'react';
import { proprietors } from '../../lib/catalog-queries';
import { useT } from '../../lib/i18n';
import { parseId } from '../../lib/route-params';

const NONE = 'none';

type ProprietorSelectProps = {
  /** The proprietor id as a string, or null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * Proprietors are searched on the server (there may be many): typing asks
 * `/api/proprietors/?search=`. The current proprietor is fetched by id when it is
 * not among the results, so its name shows. "No proprietor" is a real option,
 * since Mantine's clear button is hidden from keyboards and screen readers.
 */
export function ProprietorSelect({ value, onChange, onBlur, error, inputRef }: ProprietorSelectProps) {
  const _ = useT();
  const [search, setSearch] = useState('');
  const selectedId = parseId(value);

  const found = useQuery({ ...proprietors.detail(selectedId ?? 0), enabled: selectedId !== undefined });
  const selectedLabel =
    selectedId === undefined
      ? _('projects.proprietorSelect.none')
      : (found.data?.name ?? _('projects.proprietorSelect.byId', { id: selectedId }));
  // The input shows the chosen name: that is not a search.
  const [term] = useDebouncedValue(search === selectedLabel ? '' : search.trim(), 250);
  const results = useQuery(proprietors.list({ search: term, per_page: 20, ordering: 'name' }));

  const options = (results.data?.results ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  if (selectedId !== undefined && !options.some((o) => o.value === value)) {
    options.unshift({ value: String(selectedId), label: selectedLabel });
  }

  return (
    <Select
      label={_('projects.proprietor')}
      description={_('projects.proprietorSelect.help')}
      data={[{ value: NONE, label: _('projects.proprietorSelect.none') }, ...options]}
      value={value ?? NONE}
      onChange={(next) => onChange(next === null || next === NONE ? null : next)}
      onBlur={onBlur}
      ref={inputRef}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server filtered already.
      filter={({ options: all }) => all}
      allowDeselect={false}
      nothingFoundMessage={
        results.isFetching ? _('projects.proprietorSelect.searching') : _('projects.proprietorSelect.notFound')
      }
      error={error}
    />
  );
}
