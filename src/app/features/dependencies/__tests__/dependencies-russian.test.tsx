import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, routesHandler, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { DependenciesPage } from '../dependencies-page';
import { DependencyDetailPage } from '../dependency-detail-page';

const dependency = (id: number, name: string, vulnerabilities: number) => ({
  id,
  purl: `pkg:npm/${name}@1.0.0`,
  name,
  version: '1.0.0',
  technology: 'npm',
  licenses: ['MIT'],
  vulnerabilities_count: vulnerabilities,
  projects_count: 1,
});
const ONE = dependency(1, 'left-pad', 1);
const TWO = dependency(2, 'lodash', 2);
const FIVE = dependency(3, 'minimist', 5);
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

describe('dependencies in Russian', () => {
  beforeEach(async () => {
    sessionStore.start(TOKEN, '');
    await activateLanguage('ru');
  });

  it('names the list, its columns and filters in Russian, and counts vulnerabilities with Russian plurals', async () => {
    mockFetch(routesHandler({ 'GET /api/dependencies/': () => json(page([ONE, TWO, FIVE])) }));
    renderWithProviders(<DependenciesPage />, {
      route: '/dependencies?technology=npm&license=MIT&vulnerability=4',
      path: '/dependencies',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Зависимости' })).toBeInTheDocument();
    expect(document.title).toBe('Зависимости · Argus');
    const table = screen.getByRole('table', { name: 'Зависимости' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Название', 'Версия', 'Технология', 'PURL', 'Лицензии', 'Уязвимости', 'Проекты']);
    expect(screen.getByLabelText('Поиск зависимостей')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Технология')).getAllByRole('option')[0]).toHaveTextContent('Все технологии');
    const filters = screen.getByRole('group', { name: 'Активные фильтры' });
    expect(
      within(filters)
        .getAllByRole('button', { name: /^Убрать фильтр/ })
        .map((b) => b.textContent),
    ).toEqual(['Технология: npm', 'Лицензия: MIT', 'Уязвимость: №4']);

    // 1, 2 and 5: the one, few and many forms.
    expect(await within(table).findByRole('link', { name: '1 уязвимость в left-pad 1.0.0' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '2 уязвимости в lodash 1.0.0' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '5 уязвимостей в minimist 1.0.0' })).toBeInTheDocument();
  });

  it('says in Russian that nothing matches the filters', async () => {
    mockFetch(routesHandler({ 'GET /api/dependencies/': () => json(page([])) }));
    renderWithProviders(<DependenciesPage />, { route: '/dependencies?search=zzz', path: '/dependencies' });
    expect(
      await screen.findByText('Под эти фильтры не подходит ни одна зависимость. Измените или сбросьте их.'),
    ).toBeInTheDocument();
  });

  it('shows a dependency’s fields in Russian', async () => {
    mockFetch(routesHandler({ 'GET /api/dependencies/2/': () => json(TWO) }));
    renderWithProviders(<DependencyDetailPage />, { route: '/dependencies/2', path: '/dependencies/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'lodash 1.0.0' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual([
      'PURL',
      'Название',
      'Версия',
      'Технология',
      'Лицензии',
      'Уязвимости',
      'Используется в проектах',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'См. также' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Уязвимости этой зависимости' })).toHaveAttribute(
      'href',
      '/vulnerabilities?dependency=2',
    );
  });
});
