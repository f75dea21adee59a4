import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { STAGE_LABELS } from '../../../lib/stage-labels';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { PoliciesPage } from '../policies-page';
import { PolicyDetailPage } from '../policy-detail-page';
import { EXPLOITABLE, HIGH_CVSS, policyServer, STALE } from './fixtures';

const ALL_STAGES = ['dev', 'source', 'build', 'stage', 'test', 'prod', 'proxy'];
/** Policies applying to 1, 2 and 5 projects (Russian has three plural forms), and one on every stage. */
const COUNTED = [
  { ...STALE, id: 11, name: 'One project', projects: [1] },
  { ...HIGH_CVSS, id: 12, name: 'Two projects', projects: [1, 2] },
  { ...STALE, id: 13, name: 'Five projects', projects: [1, 2, 3, 4, 5], stages: ALL_STAGES },
];

const cellsOf = (table: HTMLElement, name: string) =>
  within(within(table).getByRole('row', { name: new RegExp(name) }))
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('policies in Russian', () => {
  beforeEach(async () => {
    sessionStore.start(TOKEN, '');
    await activateLanguage('ru');
  });

  it('names the list, its columns, filters, counts and actions in Russian', async () => {
    // Filtered by level, nothing matches: the empty state says so.
    const page = (r: Request) => {
      const results = new URL(r.url).searchParams.has('level') ? [] : COUNTED;
      return json({ count: results.length, next: null, previous: null, results });
    };
    mockFetch(policyServer({ 'GET /api/policies/': page }));
    const { user } = renderWithProviders(<PoliciesPage />, { route: '/policies', path: '/policies' });

    expect(screen.getByRole('heading', { level: 1, name: 'Политики' })).toBeInTheDocument();
    expect(document.title).toBe('Политики · Argus');
    const table = screen.getByRole('table', { name: 'Политики' });
    await within(table).findByRole('link', { name: 'One project' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Название',
      'Уровень',
      'Условия',
      'Стадии',
      'Активна',
      'Блокирует сборку',
      'Проекты',
      'Изменена',
      'Действия',
    ]);
    expect(cellsOf(table, 'One project').slice(1, 7)).toEqual([
      'Информация',
      'Возраст зависимости (дней) не меньше 1095 И Тип зависимости равно Прямая',
      `${STAGE_LABELS.dev}, ${STAGE_LABELS.source}`,
      'Нет',
      'Нет',
      '1 проект',
    ]);
    expect(cellsOf(table, 'Two projects').slice(1, 7)).toEqual([
      'Предупреждение',
      'Оценка CVSS 3 не меньше 7.0 ИЛИ Опасная зависимость равно Да ИЛИ Лицензия одно из GPL-3.0-only, AGPL-3.0-only',
      `${STAGE_LABELS.source}, ${STAGE_LABELS.prod}`,
      'Да',
      'Да',
      '2 проекта',
    ]);
    expect(cellsOf(table, 'Five projects').slice(3, 7)).toEqual(['Все стадии', 'Нет', 'Нет', '5 проектов']);
    expect(within(table).getByRole('button', { name: 'Копировать Two projects' })).toHaveTextContent('Копировать');
    expect(screen.getByRole('link', { name: 'Новая политика' })).toHaveAttribute('href', '/policies/new');
    expect(screen.getByLabelText('Поиск политик')).toBeInTheDocument();

    const level = screen.getByLabelText('Уровень');
    expect(
      within(level)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Все уровни', 'Информация', 'Предупреждение', 'Критический']);
    expect(within(screen.getByLabelText('Стадия')).getAllByRole('option')[0]).toHaveTextContent('Все стадии');
    await user.selectOptions(level, 'critical');
    await user.selectOptions(screen.getByLabelText('Активна'), 'true');
    const chips = screen.getByRole('group', { name: 'Активные фильтры' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Уровень: Критический', 'Активна: Да', 'Сбросить фильтры']);
    expect(
      await screen.findByText('Нет политик, подходящих под эти фильтры. Измените или сбросьте их.'),
    ).toBeInTheDocument();
  });

  it('copies and deletes with Russian notifications and a Russian confirm', async () => {
    mockFetch(
      policyServer({
        'POST /api/policies/6/copy/': () => json({ ...HIGH_CVSS, id: 60, name: 'Копия' }, 201),
        'DELETE /api/policies/5/': () => new Response(null, { status: 204 }),
      }),
    );
    const show = vi.spyOn(notifications, 'show');
    const { user } = renderWithProviders(<PoliciesPage />, { route: '/policies', path: '/policies' });
    await user.click(await screen.findByRole('button', { name: `Копировать ${HIGH_CVSS.name}` }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: `Политика «${HIGH_CVSS.name}» скопирована как «Копия».` }),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Удалить Stale dependencies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить политику «Stale dependencies»?' });
    expect(dialog).toHaveTextContent(
      'Политика «Stale dependencies» перестанет проверяться и будет удалена. Созданные ею оповещения сохранят её название.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Удалить политику' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Политика «Stale dependencies» удалена.' })),
    );
  });

  it('shows a policy: fields, the delayed block, its alerts and the tree as nested sentences in Russian', async () => {
    mockFetch(policyServer({ 'GET /api/policies/7/': () => json({ ...EXPLOITABLE, proprietors: [3] }) }, 'auditor'));
    renderWithProviders(<PolicyDetailPage />, { route: '/policies/7', path: '/policies/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: EXPLOITABLE.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Сведения' })).toBeInTheDocument();
    const detailsOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(detailsOf('Уровень')).toHaveTextContent('Критический');
    expect(detailsOf('Стадии')).toHaveTextContent(`${STAGE_LABELS.build} (Агент CI)`);
    expect(detailsOf('Активна')).toHaveTextContent('Да');
    expect(detailsOf('Блокирует сборку')).toHaveTextContent('Да, когда оповещению исполнится 7 дней');
    expect(within(detailsOf('Оповещения')).getByRole('link', { name: 'Оповещения этой политики' })).toHaveAttribute(
      'href',
      '/alerts?policy=7',
    );
    await waitFor(() => expect(detailsOf('Правообладатели')).toHaveTextContent('Payments team'));

    const top = screen.getByRole('list', { name: 'Условия' });
    expect(top.previousElementSibling).toHaveTextContent('Выполняется любое из условий:');
    const groups = within(top).getAllByRole('list');
    expect(groups.map((g) => g.previousElementSibling?.textContent)).toEqual([
      'Выполняются все условия:',
      'Выполняются все условия:',
    ]);
    expect(
      groups.map((g) =>
        within(g)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ),
    ).toEqual([
      ['Есть эксплойт равно Да', 'Есть исправленная версия равно Да'],
      ['Тип зависимости равно Прямая', 'Критичность CVSS 3 не меньше Высокая'],
    ]);
  });

  it('says there is no such policy and links back to all policies', async () => {
    mockFetch(policyServer());
    renderWithProviders(<PolicyDetailPage />, { route: '/policies/999', path: '/policies/:id' });
    expect(await screen.findByText('Такой политики нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все политики' })).toHaveAttribute('href', '/policies');
  });
});
