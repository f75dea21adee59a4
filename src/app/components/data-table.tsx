import './data-table.css';
import { Alert, Button, Skeleton, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { isValidElement, type Key, type ReactElement, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { SortIcon } from './icons';
import { TablePagination } from './table-pagination';
import { useMoreToTheRight } from './use-more-to-the-right';

export type Column<T> = {
  /** `actions` marks a row's actions: kept in sight at the right of a wide table, a card's foot without a label. */
  key: string;
  /** Text, or a message (`msg(…)`) for columns declared outside a component; a control (a select-all box). */
  header: string | MessageDescriptor | ReactElement;
  cell: (row: T) => ReactNode;
  /** The `ordering` field this column sorts by; turns the header into a sort button. */
  sortField?: string;
  width?: number | string;
  /** The narrowest the column gets in the table layout, e.g. a purl's, so a wide neighbour cannot squeeze it. */
  minWidth?: number | string;
  /** Keep the cell on one line (ids, badges, short codes). */
  nowrap?: boolean;
};

export type DataTableProps<T> = {
  /** Accessible name of the table, e.g. "Licenses". */
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => Key;
  total: number;
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  loading?: boolean;
  /** A message; when set the table is replaced by it and a Retry button. */
  error?: string | null;
  onRetry?: () => void;
  emptyMessage: ReactNode;
  ordering?: string;
  onOrderingChange?: (ordering: string) => void;
  /** Asking the server for other rows (next page, search, filter) while these stay shown: they dim. */
  refreshing?: boolean;
};

const SKELETON_ROWS = 8;
const REFRESH_BAR_HEIGHT = 4;

export function DataTable<T>(props: DataTableProps<T>) {
  const _ = useT();
  const { label, columns, rows, rowKey, loading, error, onRetry, emptyMessage, refreshing } = props;
  const scroll = useMoreToTheRight<HTMLDivElement>();

  if (error) {
    return (
      <Alert color="red" title={_('components.table.loadFailed', { what: label.toLowerCase() })}>
        <Text size="sm" mb="sm">
          {error}
        </Text>
        {onRetry ? (
          <Button size="xs" variant="default" onClick={onRetry}>
            {_('components.table.retry')}
          </Button>
        ) : null}
      </Alert>
    );
  }

  const showSkeleton = loading || rows === undefined;
  const dimmed = Boolean(refreshing) && !showSkeleton;
  // Each cell carries its column's name, shown beside the value when the rows are cards (data-table.css).
  const cardLabels = columns.map((column) => (column.key === 'actions' ? undefined : headerText(column.header, _)));
  const cell = (column: Column<T>, index: number, content: ReactNode) => (
    <Table.Td
      key={column.key}
      data-label={cardLabels[index]}
      data-column={column.key}
      style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
    >
      <div className="argus-data-table-value">{content}</div>
    </Table.Td>
  );
  const sortable = Boolean(props.onOrderingChange) && columns.some((column) => column.sortField);
  return (
    <>
      {/* The bar's place is kept when it is not shown, so that the table does not move when it shows. */}
      {dimmed ? (
        <div
          role="progressbar"
          aria-label={_('components.table.refreshing', { what: label.toLowerCase() })}
          style={{ height: REFRESH_BAR_HEIGHT, background: 'var(--mantine-primary-color-filled)' }}
        />
      ) : (
        <div style={{ height: REFRESH_BAR_HEIGHT }} />
      )}
      {/* Narrower than a table can be read (a phone), each row is a card; a table wider than its room
          scrolls by itself, with a shadow at the edge that has more. The page never scrolls sideways. */}
      <div className="argus-data-table">
        <div className="argus-data-table-scroll" ref={scroll.ref} data-more-right={scroll.more || undefined}>
          <Table
            aria-label={label}
            aria-busy={showSkeleton || dimmed || undefined}
            highlightOnHover
            verticalSpacing="xs"
            style={{ opacity: dimmed ? 0.5 : 1, transition: 'opacity 120ms ease-in' }}
          >
            <Table.Thead>
              <Table.Tr data-sort-label={sortable ? _('components.table.sortBy') : undefined}>
                {columns.map((column) => (
                  <HeaderCell key={column.key} column={column} {...props} />
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {showSkeleton ? (
                Array.from({ length: Math.min(props.perPage, SKELETON_ROWS) }, (_, i) => (
                  // Keys of their own: a skeleton row reused for the record whose id equals its index would
                  // be seen moving when the rows arrive (a layout shift), rather than being replaced.
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, identical but for their position.
                  <Table.Tr key={`skeleton-${i}`}>
                    {columns.map((column, index) => cell(column, index, <Skeleton height={14} my={4} radius="sm" />))}
                  </Table.Tr>
                ))
              ) : rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Text py="lg" ta="center">
                      {emptyMessage}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((row) => (
                  <Table.Tr key={rowKey(row)}>
                    {columns.map((column, index) => cell(column, index, column.cell(row)))}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </div>
      </div>
      {showSkeleton ? (
        <VisuallyHidden role="status">{_('components.table.loading', { what: label.toLowerCase() })}</VisuallyHidden>
      ) : (
        <TablePagination
          total={props.total}
          page={props.page}
          perPage={props.perPage}
          onPageChange={props.onPageChange}
          onPerPageChange={props.onPerPageChange}
        />
      )}
    </>
  );
}

type Translate = ReturnType<typeof useT>;

/** A column's name as text (a cell's label in the card layout); none for a control such as a select-all box. */
function headerText(header: string | MessageDescriptor | ReactElement, _: Translate): string | undefined {
  if (isValidElement(header)) return undefined;
  return typeof header === 'string' ? header : _(header);
}

// Headers stay on one line: a header that wrapped once the rows arrived would push the rows down.
// `data-in-cards`: the headers that stay in sight when the rows are cards (sort buttons, a select-all box).
function HeaderCell<T>({ column, ordering, onOrderingChange }: { column: Column<T> } & DataTableProps<T>) {
  const _ = useT();
  const style = { width: column.width, minWidth: column.minWidth, whiteSpace: 'nowrap' } as const;
  const text = headerText(column.header, _);
  const field = column.sortField;
  if (!field || !onOrderingChange) {
    return (
      <Table.Th style={style} data-column={column.key} data-in-cards={text === undefined ? 'control' : undefined}>
        {text ?? (isValidElement(column.header) ? column.header : null)}
      </Table.Th>
    );
  }
  const direction = ordering === field ? 'asc' : ordering === `-${field}` ? 'desc' : null;
  const next = direction === 'asc' ? `-${field}` : direction === 'desc' ? '' : field;
  return (
    <Table.Th
      style={style}
      data-column={column.key}
      data-in-cards="sort"
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
    >
      <UnstyledButton
        onClick={() => onOrderingChange(next)}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {text}
        <SortIcon direction={direction} />
      </UnstyledButton>
    </Table.Th>
  );
}
