import { Button } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState, type Key } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage, msg } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { Breakable } from '../breakable';
import { DataTable, type Column, type DataTableProps } from '../data-table';
import { actionsColumn } from '../record-actions';
import { selectionColumn } from '../selection-column';

type Row = { id: number; name: string; purl: string };
const ROWS: Row[] = [{ id: 1, name: 'lodash', purl: 'pkg:npm/lodash@4.17.15' }];

function Table(props: Partial<DataTableProps<Row>>) {
  const [selected, setSelected] = useState<Set<Key>>(new Set());
  const columns: Column<Row>[] = [
    selectionColumn<Row>(
      { selected, onChange: setSelected, rowLabel: (r) => `Select ${r.name}`, allLabel: 'Select all' },
      ROWS,
      (r) => r.id,
    ),
    { key: 'name', header: msg('components.dependency.name'), sortField: 'name', cell: (r) => r.name },
    { key: 'purl', header: 'PURL', minWidth: '16rem', cell: (r) => <Breakable text={r.purl} /> },
    actionsColumn((r) => <Button size="compact-sm">Delete {r.name}</Button>),
  ];
  return (
    <DataTable<Row>
      label="Things"
      columns={columns}
      rows={ROWS}
      rowKey={(r) => r.id}
      total={1}
      page={1}
      perPage={20}
      emptyMessage="Nothing"
      onPageChange={vi.fn()}
      onPerPageChange={vi.fn()}
      ordering=""
      onOrderingChange={vi.fn()}
      {...props}
    />
  );
}

const cellOf = (column: string) =>
  screen.getAllByRole('cell').find((cell) => cell.getAttribute('data-column') === column) as HTMLElement;

describe('data table, narrow (cards) and wide (sideways scroll) layouts', () => {
  it('gives every cell its column’s name for the card layout, in the console’s language; none to actions or a checkbox', async () => {
    await activateLanguage('ru');
    renderWithProviders(<Table />);
    expect(cellOf('name')).toHaveAttribute('data-label', 'Название');
    expect(cellOf('purl')).toHaveAttribute('data-label', 'PURL');
    expect(cellOf('actions')).not.toHaveAttribute('data-label');
    expect(cellOf('__select')).not.toHaveAttribute('data-label');
    // The sort buttons stay above the cards under "Сортировка"; plain headers are for screen readers only.
    const [header] = screen.getAllByRole('row');
    expect(header).toHaveAttribute('data-sort-label', 'Сортировка');
    const th = (name: string) => screen.getByRole('columnheader', { name });
    expect(th('Название')).toHaveAttribute('data-in-cards', 'sort');
    expect(th('PURL')).not.toHaveAttribute('data-in-cards');
    expect(within(header!).getByRole('checkbox', { name: 'Select all' }).closest('th')).toHaveAttribute(
      'data-in-cards',
      'control',
    );
  });

  it('says "Sort by" only when a column can be sorted', () => {
    renderWithProviders(<Table onOrderingChange={undefined} />);
    expect(screen.getAllByRole('row')[0]).not.toHaveAttribute('data-sort-label');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('data-in-cards');
  });

  it('keeps a column’s minimum width on its header', () => {
    renderWithProviders(<Table />);
    expect(screen.getByRole('columnheader', { name: 'PURL' })).toHaveStyle({ minWidth: '16rem' });
  });

  it('marks the scroll box while columns are hidden to the right, and not once scrolled to the end', () => {
    renderWithProviders(<Table />);
    const box = screen.getByRole('table', { name: 'Things' }).parentElement!;
    expect(box).toHaveClass('argus-data-table-scroll');
    expect(box).not.toHaveAttribute('data-more-right');
    // jsdom lays nothing out: give the box the sizes a browser would.
    Object.defineProperty(box, 'clientWidth', { value: 600, configurable: true });
    Object.defineProperty(box, 'scrollWidth', { value: 900, configurable: true });
    fireEvent.scroll(box);
    expect(box).toHaveAttribute('data-more-right');
    box.scrollLeft = 300;
    fireEvent.scroll(box);
    expect(box).not.toHaveAttribute('data-more-right');
  });

  it('marks the actions cell, last in its row, for the layouts to keep in sight (sticky right; a card’s foot)', () => {
    renderWithProviders(<Table />);
    const [, row] = screen.getAllByRole('row');
    const cells = within(row!).getAllByRole('cell');
    expect(cells.at(-1)).toHaveAttribute('data-column', 'actions');
    expect(within(cells.at(-1)!).getByRole('button', { name: 'Delete lodash' })).toBeInTheDocument();
  });
});

describe('Breakable', () => {
  it('keeps the whole value as the element’s text, with break points after separators and none inside a version', () => {
    const { container } = renderWithProviders(
      <p>
        <Breakable text="pkg:nuget/Microsoft.Extensions.Logging@8.0.1" />
      </p>,
    );
    const p = container.querySelector('p')!;
    expect(screen.getByText('pkg:nuget/Microsoft.Extensions.Logging@8.0.1')).toBe(p);
    expect(p.innerHTML.split('<wbr>')).toEqual(['pkg:nuget/', 'Microsoft.', 'Extensions.', 'Logging@', '8.0.1']);
  });
});
