import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, PROFILE, routesHandler, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ContainerImageDetailPage } from '../container-image-detail-page';
import { ContainerImagesPage } from '../container-images-page';

const NGINX = {
  id: 9,
  name: 'library/nginx:1.27',
  digest: `sha256:${'ab'.repeat(32)}`,
  artifact_repository_id: 3,
  dependencies_count: 140,
  vulnerabilities_count: 6,
  last_sca_analysis_at: null,
  distribution: null,
  layers_count: null,
};
const NEXUS = {
  id: 3,
  name: 'nexus-docker',
  kind: 'docker',
  url: 'https://nexus.example.com/docker',
  has_credentials: false,
  auth_kind: null,
};
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

describe('container images in Russian', () => {
  beforeEach(async () => {
    sessionStore.start(TOKEN, '');
    await activateLanguage('ru');
  });

  it('names the list, its columns and the repository filter in Russian', async () => {
    mockFetch(
      routesHandler({
        'GET /api/container_images/': () => json(page([NGINX])),
        'GET /api/artifact_repositories/': () => json(page([NEXUS])),
      }),
    );
    renderWithProviders(<ContainerImagesPage />, {
      route: '/container-images?artifact_repository=3',
      path: '/container-images',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Образы контейнеров' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Образы контейнеров' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Название', 'Репозиторий', 'Дайджест', 'Зависимости', 'Уязвимости', 'Последний SCA']);
    const row = await within(table).findByRole('row', { name: /nginx/ });
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('Не проводился');

    const repository = screen.getByLabelText('Репозиторий артефактов');
    expect(within(repository).getAllByRole('option')[0]).toHaveTextContent('Все репозитории');
    expect(
      await screen.findByRole('button', { name: 'Убрать фильтр «Репозиторий: nexus-docker»' }),
    ).toBeInTheDocument();
  });

  it('shows an image in Russian and starts its SCA with a Russian notification', async () => {
    const show = vi.spyOn(notifications, 'show');
    mockFetch(
      routesHandler({
        'GET /api/profile/': () => json(PROFILE),
        'GET /api/container_images/9/': () => json(NGINX),
        'GET /api/artifact_repositories/3/': () => json(NEXUS),
        'GET /api/dependencies/': () => json(page([])),
        'GET /api/policy_alerts/': () => json(page([])),
        'GET /api/analyses/runs/': () => json(page([])),
        'POST /api/analyses/container_images/9/sca/start/': () =>
          json(
            [
              {
                id: 61,
                kind: 'container_image_sca',
                project_id: null,
                container_image_id: 9,
                status: 'queued',
                error: null,
                started_at: null,
                finished_at: null,
                created_at: '2026-11-22T10:00:00.000Z',
                progress: null,
                phase: null,
                summary: null,
              },
            ],
            202,
          ),
      }),
    );
    const { user } = renderWithProviders(<ContainerImageDetailPage />, {
      route: '/container-images/9',
      path: '/container-images/:id',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'library/nginx:1.27' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual([
      'Репозиторий артефактов',
      'Дайджест',
      'Дистрибутив',
      'Слои',
      'Зависимости',
      'Уязвимости',
      'Последний SCA-анализ',
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Анализ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Компоненты' })).toBeInTheDocument();
    expect(screen.getAllByRole('definition')[2]).toHaveTextContent('Ещё не анализировался');
    expect(screen.getByRole('heading', { level: 2, name: 'Уязвимости' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Алерты' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Запуски этого образа' })).toHaveAttribute(
      'href',
      '/runs?container_image=9',
    );
    expect(
      await screen.findByText('Зависимости этого образа пока не записаны. Они появятся после его первого SCA-анализа.'),
    ).toBeInTheDocument();

    const group = await screen.findByRole('group', { name: 'Запуск анализа образа library/nginx:1.27' });
    await user.click(within(group).getByRole('button', { name: 'Скачать и проанализировать' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Поставлено в очередь: SCA образа library/nginx:1.27' }),
      ),
    );
  });
});
