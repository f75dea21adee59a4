import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage, initialLanguage } from '../../../lib/i18n';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { LoginRoute } from '../login-route';

const renderLogin = () => renderWithProviders(<LoginRoute />, { route: '/login', path: '/login' });

describe('login page languages', () => {
  it('reads in Russian', async () => {
    await activateLanguage('ru');
    const { user } = renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Вход в Argus' })).toBeInTheDocument();
    expect(screen.getByLabelText('Токен API')).toHaveAttribute('type', 'password');
    expect(screen.getByText(/Вставьте свой токен API/)).toHaveTextContent('командой npm run token -- --user ИМЯ.');
    expect(screen.getByText('npm run token -- --user ИМЯ', { selector: 'code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Дополнительно' })).toBeInTheDocument();
    expect(screen.getByLabelText('Базовый URL API', { selector: 'input' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Язык' })).getByRole('button', { name: 'Русский' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(document.title).toBe('Вход · Argus');

    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Введите токен API')).toBeInTheDocument();
  });

  it('switches language with the Language buttons, remembers it and sets <html lang>', async () => {
    const { user } = renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Argus' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    const languages = screen.getByRole('group', { name: 'Language' });
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    const russian = within(languages).getByRole('button', { name: 'Русский' });
    expect(russian).toHaveAttribute('lang', 'ru');
    expect(russian).toHaveAttribute('aria-pressed', 'false');

    await user.click(russian);
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход в Argus' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Язык' })).getByRole('button', { name: 'Русский' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('ru');
    expect(localStorage.getItem('argus.language')).toBe('ru');
    expect(initialLanguage()).toBe('ru');
  });

  it('asks the server in the chosen language and shows its answer', async () => {
    await activateLanguage('ru');
    const { calls } = mockFetch(() => json({ detail: 'Недействительный токен.' }, 401));
    const { user } = renderLogin();
    await user.click(screen.getByLabelText('Токен API'));
    await user.paste('not-a-token');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Сервер отклонил этот токен')).toBeInTheDocument();
    await waitFor(() => expect(calls[0]!.headers.get('Accept-Language')).toBe('ru'));
  });
});
