import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { activateLanguage } from '../../../lib/i18n';
import { json, mockFetch, PROFILE, routesHandler, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ProfilePage } from '../profile-page';

describe('profile page in Russian', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('labels the fields, the role, the token section and the language switch in Russian', async () => {
    await activateLanguage('ru');
    const { calls } = mockFetch(routesHandler({ 'GET /api/profile/': () => json(PROFILE) }));
    const { user } = renderWithProviders(<ProfilePage />, { route: '/profile', path: '/profile' });

    expect(screen.getByRole('heading', { level: 1, name: 'Профиль' })).toBeInTheDocument();
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    for (const [label, value] of [
      ['Имя пользователя', 'admin'],
      ['Роль', 'администратор'],
      ['Имя', 'Ada'],
      ['Фамилия', 'Lovelace'],
      ['Эл. почта', 'ada@example.com'],
    ]) {
      expect(screen.getByText(label!, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value!);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Токен API' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Язык' })).getByRole('button', { name: 'Русский' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(calls[0]!.headers.get('Accept-Language')).toBe('ru');

    await user.click(screen.getByRole('button', { name: 'Выпустить новый токен' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выпустить новый токен API?' });
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Выпустить' })).toBeInTheDocument();
  });
});
