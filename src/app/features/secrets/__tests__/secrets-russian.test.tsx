import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderSecrets, rowWith, secretServer } from './fixtures';

describe('secrets page in Russian', () => {
  beforeEach(async () => {
    await activateLanguage('ru');
    sessionStore.start(TOKEN, '');
  });

  it('names the list, its filters, counts, probability and the marking dialog in Russian', async () => {
    mockFetch(secretServer());
    const { user } = renderSecrets();
    expect(screen.getByRole('heading', { level: 1, name: 'Секреты' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Найденные секреты' });
    const row = await rowWith('config/default.json:4', table);
    expect(within(row).getByRole('meter', { name: 'Вероятность того, что это настоящий секрет' })).toHaveAttribute(
      'aria-valuetext',
      '93\u00a0%',
    );
    expect(row).toHaveTextContent('Новый');
    expect(screen.getByLabelText('Минимальная вероятность')).toHaveTextContent('70 % и выше');
    await waitFor(() => expect(screen.getByTestId('secret-count-new')).toHaveTextContent('Новый2'));

    await user.click(screen.getByRole('checkbox', { name: 'Выбрать все находки на странице' }));
    const bar = screen.getByRole('region', { name: 'Выбранные находки' });
    expect(bar).toHaveTextContent('Выбрано 2 находки');
    await user.click(within(bar).getByRole('button', { name: 'Отметить: Исправлен…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отметить 2 находки: Исправлен' });
    await user.click(within(dialog).getByRole('button', { name: 'Отметить 2 находки: Исправлен' }));
    expect(await within(dialog).findByText('Укажите причину.')).toBeInTheDocument();
  });
});
