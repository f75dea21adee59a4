import { Button, Group, Text } from '@mantine/core';
import { i18n, useT } from '../lib/i18n';
import { CloseIcon } from './icons';

export type ActiveFilter = {
  /** Stable key, usually the URL parameter. */
  key: string;
  /** What is shown, e.g. "Type: CLI" or "Search: shop". */
  label: string;
  onRemove: () => void;
};

/**
 * The filters a list is narrowed by, each removable, plus one button that clears
 * them all. Also shows filters that came in through a link and have no control
 * on the page (e.g. `?project=12`).
 */
export function ActiveFilters({ filters, onClear }: { filters: ActiveFilter[]; onClear: () => void }) {
  const _ = useT();
  if (filters.length === 0) return null;
  return (
    <Group gap="xs" mb="md" wrap="wrap" role="group" aria-label={_('components.filters.active')}>
      <Text size="sm" component="span">
        {_('components.filters.filteredBy')}
      </Text>
      {filters.map((filter) => (
        <Button
          key={filter.key}
          variant="default"
          size="compact-sm"
          radius="xl"
          rightSection={<CloseIcon />}
          onClick={filter.onRemove}
          aria-label={_('components.filters.remove', { filter: filter.label })}
        >
          {filter.label}
        </Button>
      ))}
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        {_('components.filters.clear')}
      </Button>
    </Group>
  );
}

type FilteredList<F extends string> = {
  search: string;
  setSearch: (value: string) => void;
  filters: Record<F, string>;
  setFilter: (name: F, value: string) => void;
};

/** The chips of a `useListParams` list: its search, then each filter that has a value, in `describe` order. */
export function listFilterChips<F extends string>(
  list: FilteredList<F>,
  describe: Record<F, (value: string) => string>,
): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  if (list.search)
    chips.push({
      key: 'search',
      label: i18n._('components.filters.search', { search: list.search }),
      onRemove: () => list.setSearch(''),
    });
  for (const name of Object.keys(describe) as F[]) {
    const value = list.filters[name];
    if (value) chips.push({ key: name, label: describe[name](value), onRemove: () => list.setFilter(name, '') });
  }
  return chips;
}
