import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { useListParams } from '../use-list-params';

function TwoLists() {
  const main = useListParams(['type'] as const);
  const deps = useListParams(['technology'] as const, { prefix: 'd' });
  return (
    <>
      <p>main: {JSON.stringify(main.query)}</p>
      <p>deps: {JSON.stringify(deps.query)}</p>
      <button type="button" onClick={() => deps.setPage(3)}>
        deps page 3
      </button>
      <button type="button" onClick={() => deps.setSearch('lod')}>
        deps search
      </button>
      <button type="button" onClick={() => main.setFilter('type', 'cli')}>
        main type
      </button>
      <button type="button" onClick={deps.clearFilters}>
        deps clear
      </button>
    </>
  );
}

describe('useListParams with a prefix', () => {
  it('keeps two lists on one page apart in the URL', async () => {
    const { user, location } = renderWithProviders(<TwoLists />, { route: '/x?page=2&dtechnology=npm', path: '/x' });
    expect(screen.getByText(/^main:/)).toHaveTextContent('"page":2');
    expect(screen.getByText(/^deps:/)).toHaveTextContent(
      '"page":1,"per_page":20,"search":"","ordering":"","technology":"npm"',
    );

    await user.click(screen.getByRole('button', { name: 'deps page 3' }));
    expect(location()).toBe('/x?page=2&dtechnology=npm&dpage=3');
    // A change to one list resets only its own page.
    await user.click(screen.getByRole('button', { name: 'deps search' }));
    expect(location()).toBe('/x?page=2&dtechnology=npm&dsearch=lod');
    await user.click(screen.getByRole('button', { name: 'main type' }));
    expect(location()).toBe('/x?dtechnology=npm&dsearch=lod&type=cli');
    await user.click(screen.getByRole('button', { name: 'deps clear' }));
    expect(location()).toBe('/x?type=cli');
  });
});

function TwoFilters() {
  const list = useListParams(['severity', 'has_exploit'] as const);
  return (
    <button
      type="button"
      onClick={() => {
        list.setFilter('severity', 'critical');
        list.setFilter('has_exploit', 'true');
      }}
    >
      both filters
    </button>
  );
}

describe('useListParams with two changes before the next render', () => {
  it('keeps both, as when a person picks two filters quickly', async () => {
    const { user, location } = renderWithProviders(<TwoFilters />, { route: '/x?page=3', path: '/x' });
    await user.click(screen.getByRole('button', { name: 'both filters' }));
    expect(location()).toBe('/x?severity=critical&has_exploit=true');
  });
});
