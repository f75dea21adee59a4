import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg, useT } from '../lib/i18n';
import { PER_PAGE_CHOICES } from '../lib/use-list-params';

type TablePaginationProps = {
  total: number;
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
};

const CONTROL_LABELS: Record<'first' | 'previous' | 'next' | 'last', MessageDescriptor> = {
  first: msg('components.pagination.first'),
  previous: msg('components.pagination.previous'),
  next: msg('components.pagination.next'),
  last: msg('components.pagination.last'),
};

export function TablePagination({ total, page, perPage, onPageChange, onPerPageChange }: TablePaginationProps) {
  const _ = useT();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);

  return (
    <Group justify="space-between" mt="md" gap="md" wrap="wrap">
      <Text size="sm" aria-live="polite">
        {total === 0 ? _('components.pagination.noResults') : _('components.pagination.range', { first, last, total })}
      </Text>
      <Group gap="md" wrap="wrap">
        <NativeSelect
          label={_('components.pagination.perPage')}
          size="xs"
          value={String(perPage)}
          data={PER_PAGE_CHOICES.map(String)}
          onChange={(event) => onPerPageChange(Number(event.currentTarget.value))}
          styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { whiteSpace: 'nowrap' } }}
        />
        <nav aria-label={_('components.pagination.label')}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPageChange}
            size="sm"
            withEdges
            getControlProps={(control) => ({ 'aria-label': _(CONTROL_LABELS[control]) })}
            getItemProps={(item) => ({
              'aria-label': _('components.pagination.page', { page: item }),
              'aria-current': item === page ? 'page' : undefined,
            })}
          />
        </nav>
      </Group>
    </Group>
  );
}
