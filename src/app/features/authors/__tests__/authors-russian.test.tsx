import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, routesHandler, TOKEN } from '../../../test/fetch-mock';
import { authorRecord } from '../../../test/records';
import { renderWithProviders } from '../../../test/render';
import { AuthorDetailPage } from '../author-detail-page';
import { AuthorsPage } from '../authors-page';

const ADA = authorRecord(5, 'Ada Lovelace', 'ada@example.com', { commits_count: 120 });
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
    ).toEqual([
      'Имя',
      'Эл. почта',
      'Коммиты',
      'Слияния',
      'Строки',
      'Последний коммит',
      'Активных месяцев',
      'Технологии',
    ]);
    expect(screen.getByLabelText('Поиск авторов')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Убрать фильтр «Проект: №7»' })).toBeInTheDocument();
    expect(await within(table).findByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/authors/5');
  });

  it('shows an author’s fields, activity and projects in Russian', async () => {
    mockFetch(
      routesHandler({
        'GET /api/authors/5/': () => json(ADA),
        'GET /api/authors/5/activity/': () =>
          json({
            months: [
              { month: '2026-09', commits_count: 2 },
              { month: '2026-11', commits_count: 5 },
            ],
            projects: [
              {
                project_id: 7,
                project_name: 'web-shop',
                commits_count: 7,
                lines_added: 1204,
                lines_removed: 310,
                last_commit_at: '2026-11-20T16:30:00.000Z',
              },
            ],
          }),
      }),
    );
    renderWithProviders(<AuthorDetailPage />, { route: '/authors/5', path: '/authors/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual([
      'Имя',
      'Эл. почта',
      'Коммиты',
      'Слияния',
      'Строки',
      'Первый коммит',
      'Последний коммит',
      'Активных месяцев',
      'Проекты',
      'Технологии',
    ]);
    // The matcher compares the text with its blanks made plain spaces (Russian groups digits with a no-break space).
    const lines = screen.getByText('Строки', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(lines).getByText('Добавлено строк: 1 204, удалено: 310')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Активность по месяцам' })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Коммиты по месяцам' }, { timeout: 5000 }),
    ).toHaveAccessibleDescription(
      'Коммиты по месяцам во всех проанализированных проектах (сент. 2026 г. — нояб. 2026 г.): всего 7 коммитов; больше всего — 5 (нояб. 2026 г.).',
    );
    const projects = screen.getByRole('table', { name: 'Проекты' });
    expect(within(projects).getByRole('link', { name: 'web-shop' })).toHaveAttribute('href', '/projects/7');
  });

  it('links back to all authors from an author that does not exist', async () => {
    mockFetch(routesHandler({}));
    renderWithProviders(<AuthorDetailPage />, { route: '/authors/9', path: '/authors/:id' });
    expect(await screen.findByText('Такого автора нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все авторы' })).toHaveAttribute('href', '/authors');
  });
});
