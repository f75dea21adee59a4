import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ProjectDetailPage } from '../project-detail-page';
import { NewProjectPage } from '../project-form-page';
import { ProjectsPage } from '../projects-page';
import { projectServer } from './fixtures';

const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent);
const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('projects in Russian', () => {
  beforeEach(async () => {
    await activateLanguage('ru');
    sessionStore.start(TOKEN, '');
  });

  it('lists projects with Russian headings, filters and chips', async () => {
    mockFetch(projectServer());
    const { user } = renderWithProviders(<ProjectsPage />, { route: '/projects?proprietor=3', path: '/projects' });
    expect(screen.getByRole('heading', { level: 1, name: 'Проекты' })).toBeInTheDocument();
    expect(document.title).toBe('Проекты · Argus');
    expect(await screen.findByRole('link', { name: 'Новый проект' })).toHaveAttribute('href', '/settings/projects/new');
    const table = screen.getByRole('table', { name: 'Проекты' });
    const cli = (await within(table).findByRole('link', { name: 'billing-cli' })).closest('tr')!;
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      'Название',
      'Тип',
      'Стадия',
      'Зависимости',
      'Уязвимости',
      'Последний SCA',
      'Активен',
    ]);
    const cells = texts(within(cli).getAllByRole('cell'));
    expect([cells[1], cells[5], cells[6]]).toEqual(['CLI', 'Не проводился', 'Нет']);

    const type = screen.getByLabelText('Тип') as HTMLSelectElement;
    expect([...type.options].map((o) => o.text)).toEqual(['Все типы', 'VCS', 'CLI']);
    expect((screen.getByLabelText('Стадия') as HTMLSelectElement).options[0]!.text).toBe('Все стадии');
    expect([...(screen.getByLabelText('Активен') as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Все',
      'Да',
      'Нет',
    ]);
    await user.selectOptions(type, 'cli');
    await user.selectOptions(screen.getByLabelText('Активен'), 'false');
    const chips = screen.getByRole('group', { name: 'Активные фильтры' });
    await within(chips).findByRole('button', { name: 'Убрать фильтр «Правообладатель: Payments team»' });
    expect(texts(within(chips).getAllByRole('button'))).toEqual([
      'Тип: CLI',
      'Активен: Нет',
      'Правообладатель: Payments team',
      'Сбросить фильтры',
    ]);
    expect(screen.getByLabelText('Поиск проектов')).toBeInTheDocument();
  });

  it('says there are no projects yet, in Russian', async () => {
    mockFetch(
      projectServer({ 'GET /api/projects/': () => json({ count: 0, next: null, previous: null, results: [] }) }),
    );
    renderWithProviders(<ProjectsPage />, { route: '/projects', path: '/projects' });
    expect(await screen.findByText('Проектов пока нет. Создайте первый кнопкой «Новый проект».')).toBeInTheDocument();
  });

  it('shows the form in Russian, with the contract schema messages in Russian', async () => {
    const { calls } = mockFetch(projectServer());
    const { user } = renderWithProviders(<NewProjectPage />, {
      route: '/settings/projects/new',
      path: '/settings/projects/new',
    });
    const repo = await screen.findByRole('textbox', { name: /URL репозитория/ });
    expect(repo).toHaveAccessibleDescription('https://…, ssh://… или git@host:org/repo.git');
    expect(screen.getByRole('textbox', { name: /Ветка или ref/ })).toHaveAccessibleDescription(
      'Ветка, тег или ref, который анализируется.',
    );
    expect(
      screen.getByText('VCS: анализируется по git-репозиторию. CLI: результаты присылает агент CI.'),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: /Стадия/ })).toHaveAccessibleDescription(
      'Откуда приходят анализы проекта; политики применяются по стадиям.',
    );
    expect(screen.getByRole('combobox', { name: /Правообладатель/ })).toHaveValue('Без правообладателя');
    expect(screen.getByRole('switch', { name: 'Активен' })).toBeChecked();

    await user.type(repo, 'not a url');
    await user.click(screen.getByRole('button', { name: 'Создать проект' }));
    const name = screen.getByRole('textbox', { name: /Название/ });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Это поле не может быть пустым.');
    expect(repo).toHaveAccessibleDescription(
      expect.stringContaining(
        'Введите URL git-репозитория: https://…, ssh://…, git@host:org/repo.git или file:///path.',
      ),
    );
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('shows a project in Russian and starts its SCA from «Запустить SCA»', async () => {
    const show = vi.spyOn(notifications, 'show');
    mockFetch(
      projectServer({
        'POST /api/analyses/projects/7/sca/start/': () =>
          json(
            [
              {
                id: 41,
                kind: 'project_sca',
                project_id: 7,
                container_image_id: null,
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
    const { user } = renderWithProviders(<ProjectDetailPage />, { route: '/projects/7', path: '/projects/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'web-shop' })).toBeInTheDocument();
    expect(term('Тип')).toHaveTextContent('VCS');
    expect(term('Ветка или ref')).toHaveTextContent('main');
    await waitFor(() => expect(term('Правообладатель')).toHaveTextContent('Payments team'));
    expect(term('Активен')).toHaveTextContent('Да');
    const counts = screen.getByRole('list', { name: 'Показатели' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Зависимости', 'Уязвимости', 'Политики', 'Оповещения']);
    expect(screen.getByRole('link', { name: 'Оповещения проекта' })).toHaveAttribute('href', '/alerts?project=7');
    expect(screen.getByRole('link', { name: 'Запуски проекта' })).toHaveAttribute('href', '/runs?project=7');

    const start = await screen.findByRole('group', { name: 'Запустить анализ проекта web-shop' });
    expect(texts(within(start).getAllByRole('button'))).toEqual([
      'Запустить SCA',
      'Найти клоны',
      'Найти авторов',
      'Найти секреты',
    ]);
    // The repository card: not cloned yet, no credentials, and its own Clone button.
    expect(screen.getByRole('heading', { level: 2, name: 'Репозиторий' })).toBeInTheDocument();
    expect(term('Рабочая копия')).toHaveTextContent('Репозиторий ещё не клонирован');
    expect(term('Учётные данные')).toHaveTextContent('Нет');
    const credentials = screen.getByRole('group', { name: 'Учётные данные проекта web-shop' });
    expect(texts(within(credentials).getAllByRole('button'))).toEqual(['Задать учётные данные']);
    const repository = screen.getByRole('group', { name: 'Действия с репозиторием проекта web-shop' });
    expect(texts(within(repository).getAllByRole('button'))).toEqual(['Клонировать репозиторий']);
    await user.click(within(start).getByRole('button', { name: 'Запустить SCA' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Поставлено в очередь: SCA проекта web-shop' }),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить проект «web-shop»?' });
    expect(dialog).toHaveTextContent(
      'Проект «web-shop» будет удалён вместе со связями с зависимостями и оповещениями. Это действие нельзя отменить.',
    );
  });
});
