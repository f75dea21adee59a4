import { Button, Group, Text } from '@mantine/core';
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
  if (filters.length === 0) return null;
  return (
    <Group gap="xs" mb="md" wrap="wrap" role="group" aria-label="Active filters">
      <Text size="sm" component="span">
        Filtered by:
      </Text>
      {filters.map((filter) => (
        <Button
          key={filter.key}
          variant="default"
          size="compact-sm"
          radius="xl"
          rightSection={<CloseIcon />}
          onClick={filter.onRemove}
          aria-label={`Remove filter ${filter.label}`}
        >
          {filter.label}
        </Button>
      ))}
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        Clear filters
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
  if (list.search) chips.push({ key: 'search', label: `Search: ${list.search}`, onRemove: () => list.setSearch('') });
  for (const name of Object.keys(describe) as F[]) {
    const value = list.filters[name];
    if (value) chips.push({ key: name, label: describe[name](value), onRemove: () => list.setFilter(name, '') });
  }
  return chips;
}
