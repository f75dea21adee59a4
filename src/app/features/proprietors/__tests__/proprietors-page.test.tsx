import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, PROFILE, routesHandler, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ProprietorsPage } from '../proprietors-page';

const TEAMS = [
  { id: 3, name: 'Payments team' },
  { id: 4, name: 'Platform team' },
];

/** The proprietors whose name holds `?search=`, as the server answers. */
function proprietorServer() {
  return routesHandler({
    'GET /api/profile/': () => json(PROFILE),
    'GET /api/proprietors/': (request) => {
      const search = new URL(request.url).searchParams.get('search')?.toLowerCase() ?? '';
      const results = TEAMS.filter((t) => t.name.toLowerCase().includes(search));
      return json({ count: results.length, next: null, previous: null, results });
    },
  });
}

const renderPage = (route = '/settings/proprietors') =>
  renderWithProviders(<ProprietorsPage />, { route, path: '/settings/proprietors' });
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

describe('proprietors page', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('lists proprietors with a link to each one’s projects, and says when a search finds none', async () => {
    mockFetch(proprietorServer());
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Proprietors' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Proprietors' });
    expect(await within(table).findByRole('link', { name: 'Projects of Payments team' })).toHaveAttribute(
      'href',
      '/projects?proprietor=3',
    );
    expect(headers(table)).toEqual(['Name', 'Projects']);
    await user.type(screen.getByLabelText('Search proprietors'), 'nobody{Enter}');
    expect(await screen.findByText('No proprietors match this search.')).toBeInTheDocument();
  });

  it('reads in Russian', async () => {
    await activateLanguage('ru');
    mockFetch(proprietorServer());
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Правообладатели' })).toBeInTheDocument();
    expect(document.title).toBe('Правообладатели · Argus');
    const table = screen.getByRole('table', { name: 'Правообладатели' });
    expect(await within(table).findByRole('link', { name: 'Проекты правообладателя Platform team' })).toHaveAttribute(
      'href',
      '/projects?proprietor=4',
    );
    expect(headers(table)).toEqual(['Название', 'Проекты']);
    await user.type(screen.getByLabelText('Поиск правообладателей'), 'nobody{Enter}');
    await waitFor(() =>
      expect(screen.getByText('Под этот запрос не подходит ни один правообладатель.')).toBeInTheDocument(),
    );
  });
});
