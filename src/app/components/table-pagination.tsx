import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { PER_PAGE_CHOICES } from '../lib/use-list-params';

type TablePaginationProps = {
  total: number;
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
};

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

export function TablePagination({ total, page, perPage, onPageChange, onPerPageChange }: TablePaginationProps) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);

  return (
    <Group justify="space-between" mt="md" gap="md" wrap="wrap">
      <Text size="sm" aria-live="polite">
        {total === 0 ? 'No results' : `${first}–${last} of ${total}`}
      </Text>
      <Group gap="md" wrap="wrap">
        <NativeSelect
          label="Rows per page"
          size="xs"
          value={String(perPage)}
          data={PER_PAGE_CHOICES.map(String)}
          onChange={(event) => onPerPageChange(Number(event.currentTarget.value))}
          styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { whiteSpace: 'nowrap' } }}
        />
        <nav aria-label="Pagination">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPageChange}
            size="sm"
            withEdges
            getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
            getItemProps={(item) => ({
              'aria-label': `Page ${item}`,
              'aria-current': item === page ? 'page' : undefined,
            })}
          />
        </nav>
      </Group>
    </Group>
  );
}
