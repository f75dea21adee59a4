import { screen, within } from '@testing-library/react';
import { type Key, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataTable, type Column, type DataTableProps } from '../data-table';
import { selectionColumn } from '../selection-column';

type Row = { id: number; name: string };
const COLUMNS: Column<Row>[] = [
  { key: 'id', header: 'ID', cell: (row) => row.id, sortField: 'id' },
  { key: 'name', header: 'Name', cell: (row) => row.name },
];
const ROWS: Row[] = [
  { id: 1, name: 'first' },
  { id: 2, name: 'second' },
];

/** A table whose rows arrive on a click, after it showed its skeleton. */
function ArrivingRows() {
  const [rows, setRows] = useState<Row[] | undefined>(undefined);
  return (
    <>
      <button type="button" onClick={() => setRows([{ id: 0, name: 'zero' }, ...ROWS])}>
        Arrive
      </button>
      <DataTable<Row>
        label="Things"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.id}
        total={3}
        page={1}
        perPage={20}
        emptyMessage="Nothing"
        onPageChange={vi.fn()}
        onPerPageChange={vi.fn()}
      />
    </>
  );
}

function renderTable(props: Partial<DataTableProps<Row>> = {}) {
  const handlers = {
    onPageChange: vi.fn(),
    onPerPageChange: vi.fn(),
    onRetry: vi.fn(),
    onOrderingChange: vi.fn(),
  };
  const utils = renderWithProviders(
    <DataTable<Row>
      label="Things"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(row) => row.id}
      total={45}
      page={1}
      perPage={20}
      emptyMessage="Nothing here yet."
      {...handlers}
      {...props}
    />,
  );
  return { ...utils, ...handlers };
}

describe('DataTable', () => {
  it('renders headers and rows', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Things' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ID', 'Name']);
    expect(within(table).getByRole('cell', { name: 'second' })).toBeInTheDocument();
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
  });

  it('shows skeleton rows and a status while loading', () => {
    renderTable({ loading: true, rows: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading things…');
    expect(screen.getByRole('table', { name: 'Things' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('cell', { name: 'first' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('replaces the skeleton rows when the rows arrive instead of reusing them (no layout shift)', async () => {
    const { user } = renderWithProviders(<ArrivingRows />);
    const skeletonRows = within(screen.getByRole('table', { name: 'Things' }))
      .getAllByRole('row')
      .slice(1);
    expect(skeletonRows).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Arrive' }));
    expect(screen.getByRole('cell', { name: 'zero' })).toBeInTheDocument();
    for (const row of skeletonRows) expect(row).not.toBeInTheDocument();
  });

  it('shows the empty message', () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText('Nothing here yet.')).toBeInTheDocument();
    expect(screen.getByText('No results')).toBeInTheDocument();
  });

  it('shows the error with a Retry button', async () => {
    const { user, onRetry } = renderTable({ error: 'The server at http://x could not be reached.' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('The server at http://x could not be reached.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('calls back on page and per-page changes', async () => {
    const { user, onPageChange, onPerPageChange } = renderTable({ page: 2 });
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pagination).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(within(pagination).getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await user.click(within(pagination).getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);

    const perPage = screen.getByLabelText('Rows per page');
    expect(Array.from((perPage as HTMLSelectElement).options, (o) => o.value)).toEqual(['20', '50', '100']);
    await user.selectOptions(perPage, '50');
    expect(onPerPageChange).toHaveBeenCalledWith(50);
  });

  it('sorts by a sortable column', async () => {
    const { user, onOrderingChange } = renderTable({ ordering: '' });
    await user.click(screen.getByRole('button', { name: 'ID' }));
    expect(onOrderingChange).toHaveBeenLastCalledWith('id');
    expect(screen.queryByRole('button', { name: 'Name' })).not.toBeInTheDocument();
  });

  it('marks the sorted column with aria-sort', () => {
    renderTable({ ordering: '-id' });
    expect(screen.getByRole('columnheader', { name: 'ID' })).toHaveAttribute('aria-sort', 'descending');
  });
});

const base = {
  label: 'Things',
  columns: COLUMNS,
  rows: ROWS,
  rowKey: (row: Row) => row.id,
  total: 2,
  page: 1,
  perPage: 20,
  emptyMessage: 'Nothing',
  onPageChange: vi.fn(),
  onPerPageChange: vi.fn(),
} satisfies DataTableProps<Row>;

/** Rows shown while others are asked for, until a click says they arrived. */
function Refreshing() {
  const [refreshing, setRefreshing] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setRefreshing(false)}>
        Arrived
      </button>
      <DataTable<Row> {...base} refreshing={refreshing} />
    </>
  );
}

/** A table whose rows can be selected. */
function Selecting() {
  const [selected, setSelected] = useState<Set<Key>>(new Set());
  return (
    <DataTable<Row>
      {...base}
      columns={[
        selectionColumn<Row>(
          {
            selected,
            onChange: setSelected,
            rowLabel: (r) => `Select ${r.name}`,
            allLabel: 'Select all rows on this page',
          },
          base.rows,
          base.rowKey,
        ),
        ...COLUMNS,
      ]}
    />
  );
}

describe('data table while refetching and with selection', () => {
  it('dims the rows it shows under a progress bar while other rows are asked for, and not otherwise', async () => {
    const { user } = renderWithProviders(<Refreshing />);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(screen.getByRole('progressbar', { name: 'Updating things…' })).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table).toHaveStyle({ opacity: '0.5' });
    expect(within(table).getByText('second')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Arrived' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Things' })).not.toHaveAttribute('aria-busy');
  });

  it('selects rows one by one or all of the page at once', async () => {
    const { user } = renderWithProviders(<Selecting />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    await user.click(screen.getByRole('checkbox', { name: 'Select first' }));
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await user.click(all);
    expect(screen.getByRole('checkbox', { name: 'Select second' })).toBeChecked();
    expect(all).toBeChecked();
    await user.click(all);
    expect(screen.getByRole('checkbox', { name: 'Select first' })).not.toBeChecked();
  });
});
