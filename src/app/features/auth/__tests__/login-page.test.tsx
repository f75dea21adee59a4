import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, PROFILE, routesHandler, TOKEN } from '../../../test/fetch-mock';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import { LoginRoute } from '../login-route';

function renderLogin(route = '/login') {
  return renderWithProviders(null, {
    route,
    routes: [
      { path: '/login', element: <LoginRoute /> },
      { path: '*', element: <LocationProbe /> },
    ],
  });
}

/** Paste rather than type: a 40-character token typed key by key is slow under load. */
async function fill(user: ReturnType<typeof renderLogin>['user'], label: string, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

function storedValues(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i)!) ?? '');
}

describe('login page', () => {
  // The page loads its sign-in code on demand; compile it once up front so no test waits for that.
  beforeAll(() => import('../sign-in'));

  it('shows the form with a labelled token input and a collapsed Advanced section', async () => {
    const { user } = renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Argus' })).toBeInTheDocument();
    expect(screen.getByLabelText('API token')).toHaveAttribute('type', 'password');
    const advanced = screen.getByRole('button', { name: 'Advanced' });
    expect(advanced).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('API base URL')).not.toBeVisible();
    await user.click(advanced);
    expect(advanced).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('API base URL')).toBeVisible();
    expect(screen.getByLabelText('API base URL')).toHaveValue('');
  });

  it('says so when the server rejects the token, and keeps no session', async () => {
    const { calls } = mockFetch(() => json({ detail: 'Invalid token.' }, 401));
    const { user } = renderLogin();
    await fill(user, 'API token', 'not-a-token');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('This token was rejected by the server')).toBeInTheDocument();
    expect(calls[0]!.headers.get('Authorization')).toBe('Token not-a-token');
    expect(new URL(calls[0]!.url).pathname).toBe('/api/profile/');
    expect(sessionStore.getToken()).toBeNull();
    const input = screen.getByLabelText('API token');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This token was rejected by the server');
  });

  it('stores an accepted token in sessionStorage, never localStorage, and goes to next', async () => {
    const { calls } = mockFetch(routesHandler({ 'GET /api/profile/': () => json(PROFILE) }));
    const { user, location } = renderLogin('/login?next=%2Fprofile%3Ftab%3D1');
    await fill(user, 'API token', TOKEN);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(location()).toBe('/profile?tab=1'));
    expect(calls[0]!.headers.get('Authorization')).toBe(`Token ${TOKEN}`);
    expect(calls.every((c) => !c.url.includes(TOKEN))).toBe(true);
    expect(sessionStore.getToken()).toBe(TOKEN);
    expect(JSON.parse(sessionStorage.getItem('argus.session')!)).toEqual({ token: TOKEN, baseUrl: '' });
    expect(storedValues(localStorage).some((value) => value.includes(TOKEN))).toBe(false);
  });

  it('goes to the Overview when next is missing or not a path of this app', async () => {
    mockFetch(() => json(PROFILE));
    const { user, location } = renderLogin('/login?next=%2F%2Fevil.example%2Fx');
    await fill(user, 'API token', TOKEN);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/overview'));
  });

  it('says when the server cannot be reached, with its URL', async () => {
    const { calls } = mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderLogin();
    await fill(user, 'API token', TOKEN);
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    await fill(user, 'API base URL', 'http://127.0.0.1:9/');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server at http://127.0.0.1:9 could not be reached. Check the API base URL under Advanced',
    );
    expect(calls[0]!.url).toBe('http://127.0.0.1:9/api/profile/');
    expect(sessionStore.getToken()).toBeNull();
  });

  it('validates the base URL before asking the server', async () => {
    const { fetchMock } = mockFetch(() => json(PROFILE));
    const { user } = renderLogin();
    await fill(user, 'API token', TOKEN);
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    await fill(user, 'API base URL', 'argus.example');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/Enter an http:\/\/ or https:\/\/ address/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('login page, arriving', () => {
  it('focuses the token field on load', async () => {
    renderLogin();
    await waitFor(() => expect(screen.getByLabelText('API token')).toHaveFocus());
  });

  it('sends someone already signed in home', async () => {
    sessionStore.start(TOKEN, '');
    renderLogin('/login');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    sessionStore.clear('logout');
  });

  it('says so after a logout', async () => {
    sessionStore.start(TOKEN, '');
    sessionStore.clear('logout');
    renderLogin();
    expect(await screen.findByRole('status')).toHaveTextContent('You have logged out.');
    expect(screen.queryByText(/no longer accepts its token/)).not.toBeInTheDocument();
  });
});
