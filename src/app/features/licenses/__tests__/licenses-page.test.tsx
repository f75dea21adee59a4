import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { LicensesPage } from '../licenses-page';

const MIT = {
  id: 1,
  spdx_id: 'MIT',
  name: 'MIT License',
  category: 'permissive',
  is_osi_approved: true,
  is_deprecated: false,
  url: 'https://spdx.org/licenses/MIT.html',
};
const GPL = {
  id: 2,
  spdx_id: 'GPL-2.0',
  name: 'GNU General Public License v2.0 only',
  category: 'strong_copyleft',
  is_osi_approved: true,
  is_deprecated: true,
  url: '',
};

function pageOf(results: unknown[], count = results.length) {
  return { count, next: null, previous: null, results };
}

function renderLicenses(route = '/licenses') {
  return renderWithProviders(<LicensesPage />, { route, path: '/licenses' });
}

const lastQuery = (calls: Request[]) => new URL(calls.at(-1)!.url).searchParams;

describe('licenses page', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('renders the rows of a page', async () => {
    const { calls } = mockFetch(() => json(pageOf([MIT, GPL], 42)));
    renderLicenses();

    expect(screen.getByRole('heading', { level: 1, name: 'Licenses' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Licenses' });
    expect(await within(table).findByRole('cell', { name: 'MIT' })).toBeInTheDocument();

    const mitRow = within(table).getByRole('row', { name: /MIT License/ });
    expect(within(mitRow).getByText('Permissive')).toBeInTheDocument();
    const link = within(mitRow).getByRole('link', { name: /License text/ });
    expect(link).toHaveAttribute('href', MIT.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const gplRow = within(table).getByRole('row', { name: /GPL-2\.0/ });
    expect(within(gplRow).getByText('Strong copyleft')).toBeInTheDocument();
    expect(
      within(gplRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['GPL-2.0', 'GNU General Public License v2.0 only', 'Strong copyleft', 'Yes', 'Yes', '—']);
    expect(screen.getByText('1–20 of 42')).toBeInTheDocument();

    expect(new URL(calls[0]!.url).pathname).toBe('/api/licenses/');
    expect(Object.fromEntries(lastQuery(calls))).toEqual({ page: '1', per_page: '20' });
    expect(calls[0]!.headers.get('Authorization')).toBe(`Token ${TOKEN}`);
  });

  it('reads page, per_page, search, category and ordering from the URL', async () => {
    const { calls } = mockFetch(() => json(pageOf([MIT], 120)));
    renderLicenses('/licenses?page=2&per_page=50&search=mit&category=permissive&ordering=-name');
    await screen.findByRole('cell', { name: 'MIT' });
    expect(Object.fromEntries(lastQuery(calls))).toEqual({
      page: '2',
      per_page: '50',
      search: 'mit',
      category: 'permissive',
      ordering: '-name',
    });
    expect(screen.getByLabelText('Search licenses')).toHaveValue('mit');
    expect(screen.getByLabelText('Category')).toHaveValue('permissive');
    expect(screen.getByLabelText('Rows per page')).toHaveValue('50');
  });

  it('search updates the URL param (debounced) and resets the page', async () => {
    const { calls } = mockFetch(() => json(pageOf([MIT], 100)));
    const { user, location } = renderLicenses('/licenses?page=3');
    await screen.findByRole('cell', { name: 'MIT' });

    await user.type(screen.getByLabelText('Search licenses'), 'gpl');
    await waitFor(() => expect(location()).toBe('/licenses?search=gpl'));
    await waitFor(() => expect(lastQuery(calls).get('search')).toBe('gpl'));
    expect(lastQuery(calls).get('page')).toBe('1');
    // One request for the typed word, not one per keystroke.
    expect(calls.filter((c) => new URL(c.url).searchParams.has('search'))).toHaveLength(1);
  });

  it('the category filter and paging update the URL', async () => {
    mockFetch(() => json(pageOf([MIT], 100)));
    const { user, location } = renderLicenses('/licenses?page=2');
    await screen.findByRole('cell', { name: 'MIT' });

    const categories = screen.getByLabelText('Category');
    expect(within(categories).getAllByRole('option')).toHaveLength(8);
    await user.selectOptions(categories, 'network_copyleft');
    expect(location()).toBe('/licenses?category=network_copyleft');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(location()).toBe('/licenses?category=network_copyleft&page=2');

    await user.selectOptions(screen.getByLabelText('Rows per page'), '100');
    expect(location()).toBe('/licenses?category=network_copyleft&per_page=100');
  });

  it('shows the category as a chip next to the search, which removes it or clears both', async () => {
    const { calls } = mockFetch(() => json(pageOf([MIT], 30)));
    const { user, location } = renderLicenses('/licenses?search=mit&category=weak_copyleft');
    await screen.findByRole('cell', { name: 'MIT' });
    expect(lastQuery(calls).get('category')).toBe('weak_copyleft');

    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(within(chips).getByText('Filtered by:')).toBeInTheDocument();
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Search: mit', 'Category: Weak copyleft', 'Clear filters']);

    await user.click(within(chips).getByRole('button', { name: 'Remove filter Category: Weak copyleft' }));
    expect(location()).toBe('/licenses?search=mit');
    await waitFor(() => expect(lastQuery(calls).has('category')).toBe(false));
    expect(screen.getByLabelText('Category')).toHaveValue('');

    await user.selectOptions(screen.getByLabelText('Category'), 'proprietary');
    expect(await screen.findByRole('button', { name: 'Remove filter Category: Proprietary' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/licenses');
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('a category from a link that is not one of the list still shows as a chip, as it came', async () => {
    mockFetch(() => json({ category: ['Select a valid choice.'] }, 400));
    renderLicenses('/licenses?category=copyleft');
    expect(await screen.findByRole('button', { name: 'Remove filter Category: copyleft' })).toBeInTheDocument();
  });

  it('shows an error with Retry', async () => {
    let fail = true;
    mockFetch(() => (fail ? json({ detail: 'Internal server error.' }, 500) : json(pageOf([MIT]))));
    const { user } = renderLicenses();
    expect(await screen.findByText('Internal server error.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'MIT' })).toBeInTheDocument();
  });

  it('goes back to page 1 when the page is past the end', async () => {
    mockFetch((request) =>
      new URL(request.url).searchParams.get('page') === '9'
        ? json({ detail: 'Invalid page.' }, 404)
        : json(pageOf([MIT])),
    );
    const { location } = renderLicenses('/licenses?page=9');
    await waitFor(() => expect(location()).toBe('/licenses'));
    expect(await screen.findByRole('cell', { name: 'MIT' })).toBeInTheDocument();
  });

  it('shows the empty state for a search without matches', async () => {
    mockFetch(() => json(pageOf([])));
    renderLicenses('/licenses?search=zzz');
    expect(await screen.findByText('No licenses match these filters.')).toBeInTheDocument();
  });
});
