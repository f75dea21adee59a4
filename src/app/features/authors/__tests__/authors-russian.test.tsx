import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, routesHandler, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { AuthorDetailPage } from '../author-detail-page';
import { AuthorsPage } from '../authors-page';

const ADA = { id: 5, name: 'Ada Lovelace', email: 'ada@example.com', commits_count: 120, projects_count: 2 };
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

describe('authors in Russian', () => {
  beforeEach(async () => {
    sessionStore.start(TOKEN, '');
    await activateLanguage('ru');
  });

  it('names the list and its columns in Russian; a project it cannot name is shown by its number', async () => {
    // No project 7 to name: the chip falls back to its number, written the Russian way.
    mockFetch(routesHandler({ 'GET /api/authors/': () => json(page([ADA])) }));
    renderWithProviders(<AuthorsPage />, { route: '/authors?project=7', path: '/authors' });

    expect(screen.getByRole('heading', { level: 1, name: 'Авторы' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Авторы' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Имя', 'Эл. почта', 'Коммиты', 'Проекты']);
    expect(screen.getByLabelText('Поиск авторов')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Убрать фильтр «Проект: №7»' })).toBeInTheDocument();
    expect(await within(table).findByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/authors/5');
  });

  it('shows an author’s fields in Russian', async () => {
    mockFetch(routesHandler({ 'GET /api/authors/5/': () => json(ADA) }));
    renderWithProviders(<AuthorDetailPage />, { route: '/authors/5', path: '/authors/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Имя', 'Эл. почта', 'Коммиты', 'Проекты']);
  });

  it('links back to all authors from an author that does not exist', async () => {
    mockFetch(routesHandler({}));
    renderWithProviders(<AuthorDetailPage />, { route: '/authors/9', path: '/authors/:id' });
    expect(await screen.findByText('Такого автора нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все авторы' })).toHaveAttribute('href', '/authors');
  });
});
