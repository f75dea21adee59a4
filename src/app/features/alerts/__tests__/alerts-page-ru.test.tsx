import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { alertServer, renderAlerts, rowWith, wholeText } from './fixtures';

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
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Активные', 'Игнорируемые', 'Устранённые']);
    const table = screen.getByRole('table', { name: 'Активные оповещения' });
    const lodash = await rowWith('pkg:npm/lodash@4.17.15', table);
    await screen.findByRole('columnheader', { name: 'Действия' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Уровень',
      'Политика',
      'Проект или образ',
      'Компонент',
      'Совпавшие условия',
      'Блокирует сборку',
      'Создано',
      'Действия',
    ]);
    const cells = within(lodash).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Критический');
    expect(cells[5]).toHaveTextContent('Да');
    expect(within(await rowWith('pkg:deb/debian/openssl@3.0.11', table)).getAllByRole('cell')[5]).toHaveTextContent(
      'Нет',
    );

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
    await waitFor(() => expect(within(table).queryByText(wholeText('pkg:npm/lodash@4.17.15'))).not.toBeInTheDocument());
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'Оповещение по pkg:npm/lodash@4.17.15 игнорируется. Оно перенесено на вкладку «Игнорируемые».',
      }),
    );

    await user.click(screen.getByRole('tab', { name: 'Игнорируемые' }));
    const ignored = await screen.findByRole('table', { name: 'Игнорируемые оповещения' });
    const row = await rowWith('pkg:npm/lodash@4.17.15', ignored);
    await user.click(
      within(row).getByRole('button', { name: /^Вернуть в активные оповещение «No known-exploited CVEs»/ }),
    );
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Оповещение по pkg:npm/lodash@4.17.15 снова активно.' }),
      ),
    );

    await user.click(screen.getByRole('tab', { name: 'Устранённые' }));
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
});
