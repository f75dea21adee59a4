import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { alertServer, renderAlerts, renderNotification, rowWith, wholeText } from './fixtures';

describe('alerts page in Russian', () => {
  beforeEach(async () => {
    await activateLanguage('ru');
    sessionStore.start(TOKEN, '');
  });

  it('names the tabs, columns, filters and cells in Russian; ignores and un-ignores in Russian', async () => {
    const show = vi.spyOn(notifications, 'show');
    mockFetch(alertServer());
    const { user } = renderAlerts();

    expect(screen.getByRole('heading', { level: 1, name: 'Оповещения' })).toBeInTheDocument();
    expect(document.title).toBe('Оповещения · Argus');
    const tabs = screen.getByRole('tablist', { name: 'Статус оповещений' });
    // Each tab says how many alerts it holds.
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.getAttribute('aria-label')),
      ).toEqual(['Активные: 3', 'Игнорируемые: 0', 'Устранённые: 0']),
    );
    const table = screen.getByRole('table', { name: 'Активные оповещения' });
    const lodash = await rowWith('pkg:npm/lodash@4.17.15', table);
    await screen.findByRole('columnheader', { name: 'Действия' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      // The selection box's column: its header is a "select all" box, named by its label.
      '',
      'Уровень',
      'Политика',
      'Проект или образ',
      'Компонент',
      'Совпавшие условия',
      'Блокирует сборку',
      'Создано',
      'Действия',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Выбрать все строки на странице' })).toBeInTheDocument();
    const cells = within(lodash).getAllByRole('cell').slice(1);
    expect(cells[0]).toHaveTextContent('Критический');
    expect(cells[5]).toHaveTextContent('Да');
    // Matched rules in Russian, in the rule builder's words (issue 29).
    expect(
      within(cells[4]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['CVE-2021-23337: Оценка CVSS 3 не меньше 7.0 (найдено: 7.2); Есть эксплойт равно Да']);
    const leftPad = within(await rowWith('pkg:npm/left-pad@1.3.0', table))
      .getAllByRole('cell')
      .slice(1);
    expect(
      within(leftPad[4]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Категория лицензии одно из Пермиссивная, Общественное достояние (найдено: Пермиссивная)',
      'Возраст зависимости (дней) не меньше 1500 (найдено: 1620)',
    ]);
    expect(
      within(await rowWith('pkg:deb/debian/openssl@3.0.11', table))
        .getAllByRole('cell')
        .slice(1)[5],
    ).toHaveTextContent('Нет');

    const level = screen.getByLabelText('Уровень');
    expect([...(level as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Все уровни',
      'Информация',
      'Предупреждение',
      'Критический',
    ]);
    expect(screen.getByLabelText('Поиск оповещений')).toBeInTheDocument();

    await user.click(
      within(lodash).getByRole('button', {
        name: 'Игнорировать оповещение «No known-exploited CVEs» по pkg:npm/lodash@4.17.15',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Игнорировать 1 оповещение' });
    await user.click(within(dialog).getByRole('button', { name: 'Игнорировать 1 оповещение' }));
    expect(await within(dialog).findByText('Укажите, почему эти оповещения игнорируются.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Причина/), 'Зависимость только для тестов');
    expect(within(dialog).getByLabelText(/^Игнорировать до/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Игнорировать 1 оповещение' }));
    await waitFor(() => expect(within(table).queryByText(wholeText('pkg:npm/lodash@4.17.15'))).not.toBeInTheDocument());
    renderNotification(show.mock.calls.at(-1)![0].message);
    expect(screen.getByText('1 оповещение игнорируется.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отменить' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^Игнорируемые/ }));
    const ignored = await screen.findByRole('table', { name: 'Игнорируемые оповещения' });
    const row = await rowWith('pkg:npm/lodash@4.17.15', ignored);
    expect(row).toHaveTextContent('Зависимость только для тестов');
    expect(row).toHaveTextContent('без даты окончания');
    expect(within(ignored).getByRole('columnheader', { name: 'Игнорирование' })).toBeInTheDocument();
    await user.click(
      within(row).getByRole('button', { name: /^Вернуть в активные оповещение «No known-exploited CVEs»/ }),
    );
    await waitFor(() => expect(show).toHaveBeenCalledTimes(2));
    renderNotification(show.mock.calls.at(-1)![0].message);
    expect(screen.getByText('1 оповещение снова активно.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^Устранённые/ }));
    expect(await screen.findByText(/^Устранённых оповещений нет\./)).toBeInTheDocument();
  });

  it('names filters from links as Russian chips', async () => {
    const none = () => json({ count: 0, next: null, previous: null, results: [] });
    mockFetch(alertServer('administrator', [], { 'GET /api/policy_alerts/': none }));
    renderAlerts('/alerts?project=7&policy=99&level=critical');
    expect(await screen.findByRole('button', { name: 'Убрать фильтр «Проект: payments-api»' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Убрать фильтр «Политика: №99»' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Убрать фильтр «Уровень: Критический»' })).toBeInTheDocument();
    expect(
      await screen.findByText('Под эти фильтры не подходит ни одно оповещение. Измените или сбросьте их.'),
    ).toBeInTheDocument();
  });

  it('writes the end day of an ignore in the Russian date format (issue 29)', async () => {
    const show = vi.spyOn(notifications, 'show');
    mockFetch(alertServer());
    const { user } = renderAlerts();
    const lodash = await rowWith('pkg:npm/lodash@4.17.15', screen.getByRole('table', { name: 'Активные оповещения' }));
    await user.click(within(lodash).getByRole('button', { name: /^Игнорировать оповещение/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Игнорировать 1 оповещение' });
    await user.type(within(dialog).getByLabelText(/^Причина/), 'До обновления');
    await user.type(within(dialog).getByLabelText(/^Игнорировать до/), '2099-12-03');
    await user.click(within(dialog).getByRole('button', { name: 'Игнорировать 1 оповещение' }));
    await waitFor(() => expect(show).toHaveBeenCalled());
    renderNotification(show.mock.calls.at(-1)![0].message);
    expect(screen.getByText('1 оповещение игнорируется до 3 дек. 2099 г.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^Игнорируемые/ }));
    const ignored = await screen.findByRole('table', { name: 'Игнорируемые оповещения' });
    expect(await rowWith('pkg:npm/lodash@4.17.15', ignored)).toHaveTextContent('до 3 дек. 2099 г.');
  });
});
