import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { LicensesPage } from '../licenses-page';

const AGPL = {
  id: 3,
  spdx_id: 'AGPL-3.0',
  name: 'GNU Affero General Public License v3.0',
  category: 'network_copyleft',
  is_osi_approved: true,
  is_deprecated: false,
  url: 'https://spdx.org/licenses/AGPL-3.0.html',
};

describe('licenses in Russian', () => {
  beforeEach(async () => {
    sessionStore.start(TOKEN, '');
    await activateLanguage('ru');
  });

  it('names the list, its columns, categories and answers in Russian', async () => {
    mockFetch(() => json({ count: 1, next: null, previous: null, results: [AGPL] }));
    renderWithProviders(<LicensesPage />, { route: '/licenses', path: '/licenses' });

    expect(screen.getByRole('heading', { level: 1, name: 'Лицензии' })).toBeInTheDocument();
    expect(document.title).toBe('Лицензии · Argus');
    const table = screen.getByRole('table', { name: 'Лицензии' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['SPDX ID', 'Название', 'Категория', 'Одобрена OSI', 'Устарела', 'Ссылка']);
    expect(screen.getByLabelText('Поиск лицензий')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Категория'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Все категории',
      'Пермиссивная',
      'Слабый копилефт',
      'Сильный копилефт',
      'Сетевой копилефт',
      'Общественное достояние',
      'Проприетарная',
      'Неизвестная',
    ]);

    const row = await within(table).findByRole('row', { name: /AGPL-3\.0/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(2, 5)
        .map((cell) => cell.textContent),
    ).toEqual(['Сетевой копилефт', 'Да', 'Нет']);
    expect(
      within(row).getByRole('link', { name: 'Текст лицензии AGPL-3.0 (откроется в новой вкладке)' }),
    ).toHaveTextContent('Текст лицензии');
  });

  it('shows the category filter as a chip in Russian', async () => {
    mockFetch(() => json({ count: 1, next: null, previous: null, results: [AGPL] }));
    renderWithProviders(<LicensesPage />, { route: '/licenses?category=network_copyleft', path: '/licenses' });

    const chips = await screen.findByRole('group', { name: 'Активные фильтры' });
    expect(
      within(chips).getByRole('button', { name: 'Убрать фильтр «Категория: Сетевой копилефт»' }),
    ).toHaveTextContent('Категория: Сетевой копилефт');
  });
});
