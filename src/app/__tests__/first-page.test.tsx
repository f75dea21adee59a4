import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleLoadError, FirstPage } from '../first-page';
import { i18n } from '../lib/i18n';
import { sessionStore } from '../lib/session-store';
import { json, mockFetch, PROFILE, routesHandler, TOKEN } from '../test/fetch-mock';
import { cssVariablesResolver, theme } from '../theme';

const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };

/** As main.tsx shows it when /login is the first page: no router around it. */
function renderFirstPage(url: string) {
  window.history.replaceState(null, '', url);
  const user = userEvent.setup();
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <I18nProvider i18n={i18n}>
        <FirstPage />
      </I18nProvider>
    </MantineProvider>,
  );
  return { user };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the login page as the first page, without the router', () => {
  it('signs in and hands over to the console at next, replacing /login in the history', async () => {
    const { calls } = mockFetch(
      routesHandler({ 'GET /api/profile/': () => json(PROFILE), 'GET /api/licenses/': () => json(EMPTY_PAGE) }),
    );
    const { user } = renderFirstPage(`/login?next=${encodeURIComponent('/licenses?search=mit')}`);
    const entries = window.history.length;
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Argus' })).toBeInTheDocument();

    await user.click(screen.getByLabelText('API token'));
    await user.paste(TOKEN);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // The console's router, its signed-in layout and the page at `next`, in English throughout.
    expect(await screen.findByRole('heading', { level: 1, name: 'Licenses' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/licenses?search=mit');
    expect(window.history.length).toBe(entries);
    expect(sessionStore.getToken()).toBe(TOKEN);
    expect(calls.some((call) => new URL(call.url).pathname === '/api/licenses/')).toBe(true);
  });

  it('stays on the page with the field marked when the server refuses the token', async () => {
    mockFetch(() => json({ detail: 'Invalid token.' }, 401));
    const { user } = renderFirstPage('/login');
    await user.click(screen.getByLabelText('API token'));
    await user.paste('not-a-token');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('This token was rejected by the server')).toBeInTheDocument();
    expect(screen.getByLabelText('API token')).toHaveAttribute('aria-invalid', 'true');
    expect(window.location.pathname).toBe('/login');
    expect(sessionStore.getToken()).toBeNull();
  });
});

describe('the console that did not load', () => {
  it('says what failed in the console’s words and offers to try again', () => {
    render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <I18nProvider i18n={i18n}>
          <ConsoleLoadError error={new TypeError('Failed to fetch dynamically imported module')} />
        </I18nProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
