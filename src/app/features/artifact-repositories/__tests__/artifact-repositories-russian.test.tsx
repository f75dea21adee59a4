import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, routesHandler, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ArtifactRepositoriesPage } from '../artifact-repositories-page';
import { ArtifactRepositoryDetailPage } from '../artifact-repository-detail-page';

const NEXUS = {
  id: 3,
  name: 'nexus-docker',
  kind: 'docker',
  url: 'https://nexus.example.com/docker',
  has_credentials: true,
  auth_kind: 'basic',
};
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

describe('artifact repositories in Russian', () => {
  beforeEach(async () => {
    sessionStore.start(TOKEN, '');
    await activateLanguage('ru');
  });

  it('names the list, its columns, the kind filter and its chip in Russian', async () => {
    mockFetch(routesHandler({ 'GET /api/artifact_repositories/': () => json(page([NEXUS])) }));
    renderWithProviders(<ArtifactRepositoriesPage />, {
      route: '/artifact-repositories?kind=docker',
      path: '/artifact-repositories',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Репозитории артефактов' })).toBeInTheDocument();
    expect(document.title).toBe('Репозитории артефактов · Argus');
    const table = screen.getByRole('table', { name: 'Репозитории артефактов' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Название', 'Тип', 'URL', 'Учётные данные']);
    expect(await within(table).findByText('Сохранены')).toBeInTheDocument();
    expect(screen.getByLabelText('Поиск репозиториев артефактов')).toBeInTheDocument();
    const kind = screen.getByLabelText('Тип');
    expect(within(kind).getAllByRole('option')[0]).toHaveTextContent('Все типы');
    expect(screen.getByRole('button', { name: 'Убрать фильтр «Тип: docker»' })).toBeInTheDocument();
    const link = await within(table).findByRole('link', { name: /nexus\.example\.com/ });
    expect(link).toHaveTextContent('(откроется в новой вкладке)');
  });

  it('shows a repository’s fields in Russian', async () => {
    mockFetch(routesHandler({ 'GET /api/artifact_repositories/3/': () => json(NEXUS) }));
    renderWithProviders(<ArtifactRepositoryDetailPage />, {
      route: '/artifact-repositories/3',
      path: '/artifact-repositories/:id',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'nexus-docker' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual([
      'Название',
      'Тип',
      'URL',
      'Учётные данные',
    ]);
    expect(screen.getByText('Сохранены')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Образы контейнеров в этом репозитории' })).toHaveAttribute(
      'href',
      '/container-images?artifact_repository=3',
    );
  });
});
