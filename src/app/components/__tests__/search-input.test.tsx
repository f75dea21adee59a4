import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from 'react-router';
import { useListParams } from '../../lib/use-list-params';
import { renderWithProviders } from '../../test/render';
import { SearchInput } from '../search-input';

function ListPage() {
  const list = useListParams();
  return (
    <>
      <SearchInput label="Search things" value={list.search} onSearch={list.setSearch} />
      <Link to="/things/1">First thing</Link>
    </>
  );
}

function ThingPage() {
  return <h1>Thing</h1>;
}

describe('search input', () => {
  it('commits the search after typing stops', async () => {
    const { user, location } = renderWithProviders(<ListPage />, { route: '/things', path: '/things' });
    await user.type(screen.getByRole('searchbox', { name: 'Search things' }), 'abc');
    await waitFor(() => expect(location()).toBe('/things?search=abc'));
  });

  it('commits at once when the field is left, before the debounce would', async () => {
    const { user, location } = renderWithProviders(<ListPage />, { route: '/things', path: '/things' });
    await user.type(screen.getByRole('searchbox', { name: 'Search things' }), 'abc');
    expect(location()).toBe('/things');
    await user.tab();
    expect(location()).toBe('/things?search=abc');
  });

  it('a search still waiting does not pull the user back from a link clicked meanwhile', async () => {
    const { user, location } = renderWithProviders(null, {
      route: '/things',
      routes: [
        { path: '/things', element: <ListPage /> },
        {
          path: '/things/:id',
          // A lazy page that takes longer to load than the search waits.
          lazy: () => new Promise((resolve) => setTimeout(() => resolve({ Component: ThingPage }), 600)),
        },
      ],
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search things' }), 'abc');
    await user.click(screen.getByRole('link', { name: 'First thing' }));
    expect(await screen.findByRole('heading', { name: 'Thing' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(location()).toBe('/things/1');
  });
});

function OtherList() {
  const list = useListParams();
  return (
    <>
      <h1>Other list</h1>
      <SearchInput label="Search others" value={list.search} onSearch={list.setSearch} />
    </>
  );
}

describe('search input across pages', () => {
  it('a search typed on one list does not follow a link clicked within the debounce onto the next list', async () => {
    const { user, location } = renderWithProviders(null, {
      route: '/things',
      routes: [
        {
          path: '/things',
          element: (
            <>
              <ListPage />
              <Link to="/others">Other list</Link>
            </>
          ),
        },
        { path: '/others', element: <OtherList /> },
      ],
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search things' }), 'abc');
    await user.click(screen.getByRole('link', { name: 'Other list' }));
    expect(await screen.findByRole('heading', { name: 'Other list' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(location()).toBe('/others');
    expect(screen.getByRole('searchbox', { name: 'Search others' })).toHaveValue('');
  });
});
