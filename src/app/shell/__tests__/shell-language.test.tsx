import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { activateLanguage } from '../../lib/i18n';
import { routes } from '../../routes';
import { json, mockFetch, PROFILE, routesHandler, TOKEN } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';

describe('the shell in Russian', () => {
  it('names the sections and the header controls in Russian, and the header switches back to English', async () => {
    await activateLanguage('ru');
    sessionStore.start(TOKEN, '');
    mockFetch(routesHandler({ 'GET /api/profile/': () => json(PROFILE) }));
    const { user } = renderWithProviders(null, { route: '/profile', routes });

    const nav = await screen.findByRole('navigation', { name: 'Основная навигация' });
    expect(within(nav).getByRole('group', { name: 'Политики и оповещения' })).toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Обзор',
      'Проекты',
      'Зависимости',
      'Уязвимости',
      'Лицензии',
      'Авторы',
      'Образы контейнеров',
      'Репозитории артефактов',
      'Секреты',
      'Политики',
      'Оповещения',
      'Запуски',
      'Правообладатели',
      'Вебхуки',
      'ML-модель поиска секретов',
      'База уязвимостей',
      'Профиль',
    ]);
    const header = screen.getByRole('banner');
    expect(
      await within(header).findByRole('group', { name: 'Вы вошли как admin (администратор)' }),
    ).toBeInTheDocument();
    expect(within(header).getByText('Сервер: этот сервер')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Выйти' })).toBeInTheDocument();

    const languages = within(header).getByRole('group', { name: 'Язык' });
    expect(within(languages).getByRole('button', { name: 'RU' })).toHaveAttribute('title', 'Русский');
    await user.click(within(languages).getByRole('button', { name: 'EN' }));
    expect(await within(header).findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Policies' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('argus.language')).toBe('en');
  });

  it('shows the not-found page in Russian', async () => {
    await activateLanguage('ru');
    renderWithProviders(null, { route: '/no/such/page', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toBeInTheDocument();
  });
});
