import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { RunDetailPage } from '../run-detail-page';
import { RunsPage } from '../runs-page';
import { pageOf } from '../../../test/fetch-mock';
import { run, runServer } from './fixtures';

const renderRuns = (route = '/runs') => renderWithProviders(<RunsPage />, { route, path: '/runs' });
const rowOf = async (table: HTMLElement, id: number) =>
  (await within(table).findByRole('link', { name: `№${id}` })).closest('tr')!;
const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent);

describe('runs in Russian', () => {
  beforeEach(async () => {
    await activateLanguage('ru');
    sessionStore.start(TOKEN, '');
  });
  afterEach(() => vi.useRealTimers());

  it('lists runs with Russian headings, statuses, durations, filters and actions', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-22T10:16:00.000Z'));
    mockFetch(
      runServer({
        'GET /api/analyses/runs/': () =>
          json(
            pageOf([
              run(3, { status: 'running', finished_at: null, progress: 45, phase: 'Сопоставление уязвимостей' }),
              run(2, { status: 'failed', error: 'Registry timed out.' }),
              run(1, { status: 'queued', started_at: null, finished_at: null }),
            ]),
          ),
      }),
    );
    renderRuns('/runs?status=failed&project=7');

    expect(screen.getByRole('heading', { level: 1, name: 'Запуски' })).toBeInTheDocument();
    expect(document.title).toBe('Запуски · Argus');
    const table = screen.getByRole('table', { name: 'Запуски' });
    const running = await rowOf(table, 3);
    await within(table).findByRole('columnheader', { name: 'Действия' });
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      'Запуск',
      'Тип',
      'Объект',
      'Статус',
      'Ход выполнения',
      'Результат',
      'Начат',
      'Длительность',
      'Ошибка',
      'Действия',
    ]);
    const cellsOf = (row: HTMLElement) => texts(within(row).getAllByRole('cell'));
    expect(cellsOf(running)[3]).toBe('Выполняется');
    // Russian writes a space before the percent sign.
    expect(cellsOf(running)[4]).toBe('45\u00a0%Сопоставление уязвимостей');
    expect(within(running).getByRole('progressbar', { name: 'Ход выполнения запуска №3' })).toHaveAttribute(
      'aria-valuetext',
      '45\u00a0%',
    );
    expect(cellsOf(running)[7]).toBe('1 мин 0 с');
    expect(cellsOf(await rowOf(table, 2)).slice(3, 9)).toEqual([
      'Ошибка',
      '—',
      '—',
      expect.any(String),
      '42 с',
      'Registry timed out.',
    ]);
    const queued = await rowOf(table, 1);
    expect(cellsOf(queued)[3]).toBe('В очереди');
    expect(cellsOf(queued)[4]).toBe('Ожидает запуска');
    expect(cellsOf(queued)[6]).toBe('Ещё нет');
    expect(within(queued).getByRole('button', { name: 'Отменить запуск №1' })).toHaveTextContent('Отменить');

    const status = screen.getByLabelText('Статус') as HTMLSelectElement;
    expect([...status.options].map((o) => o.text)).toEqual([
      'Все статусы',
      'В очереди',
      'Выполняется',
      'Завершён',
      'Ошибка',
      'Отменён',
    ]);
    expect((screen.getByLabelText('Тип') as HTMLSelectElement).options[0]!.text).toBe('Все типы');
    const chips = screen.getByRole('group', { name: 'Активные фильтры' });
    await within(chips).findByRole('button', { name: 'Убрать фильтр «Проект: web-shop»' });
    expect(texts(within(chips).getAllByRole('button'))).toEqual([
      'Статус: Ошибка',
      'Проект: web-shop',
      'Сбросить фильтры',
    ]);
    expect(screen.getByRole('button', { name: 'Запустить SCA для всех проектов' })).toBeInTheDocument();
  });

  it('says how empty the list is, in Russian', async () => {
    mockFetch(runServer({ 'GET /api/analyses/runs/': () => json(pageOf([])) }));
    renderRuns();
    expect(
      await screen.findByText('Запусков пока нет. Запустите анализ здесь или на странице проекта.'),
    ).toBeInTheDocument();
  });

  it.each([
    [1, 'Argus поставит в очередь 1 запуск SCA', 'Запустить 1 анализ', 'SCA поставлен в очередь для 1 проекта.'],
    [2, 'Argus поставит в очередь 2 запуска SCA', 'Запустить 2 анализа', 'SCA поставлен в очередь для 2 проектов.'],
    [5, 'Argus поставит в очередь 5 запусков SCA', 'Запустить 5 анализов', 'SCA поставлен в очередь для 5 проектов.'],
  ])('starts SCA for %i active project(s) with Russian plurals', async (count, text, confirm, queued) => {
    const show = vi.spyOn(notifications, 'show');
    mockFetch(
      runServer({
        'GET /api/analyses/runs/': () => json(pageOf([])),
        'GET /api/projects/': () => json(pageOf([], count)),
        'POST /api/analyses/overall_sca/start/': () =>
          json(
            Array.from({ length: count }, (_, i) => run(10 + i, { status: 'queued' })),
            202,
          ),
      }),
    );
    const { user } = renderRuns();
    await user.click(await screen.findByRole('button', { name: 'Запустить SCA для всех проектов' }));
    const dialog = await screen.findByRole('dialog', { name: 'Запустить SCA для всех проектов?' });
    expect(dialog).toHaveTextContent(`${text}, по одному на каждый активный проект.`);
    await user.click(within(dialog).getByRole('button', { name: confirm }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: queued })));
  });

  it('shows one run and cancels it, in Russian', async () => {
    const show = vi.spyOn(notifications, 'show');
    let status = 'running';
    mockFetch(
      runServer({
        'GET /api/analyses/runs/9/': () => json(run(9, { status, finished_at: null })),
        'POST /api/analyses/runs/9/cancel/': () => {
          status = 'cancelled';
          return json(run(9, { status }));
        },
      }),
    );
    const { user } = renderWithProviders(<RunDetailPage />, { route: '/runs/9', path: '/runs/:id' });
    // The kind's label comes from src/app/lib; only the run's part of the title is this folder's.
    expect(await screen.findByRole('heading', { level: 1, name: /^Запуск №9: / })).toBeInTheDocument();
    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(term('Статус')).toHaveTextContent('Выполняется');
    expect(term('Завершён')).toHaveTextContent('Ещё нет');
    expect(screen.getAllByRole('link', { name: 'Все запуски' })).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Отменить запуск' }));
    await waitFor(() => expect(term('Статус')).toHaveTextContent('Отменён'));
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/^Запуск №9 \(.+\) отменён\.$/) }),
    );
  });
});
