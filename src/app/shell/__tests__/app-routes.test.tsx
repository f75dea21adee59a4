import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { queryClient } from '../../lib/query-client';
import { routes } from '../../routes';
import { json, mockFetch, PROFILE, routesHandler, TOKEN } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';

const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };

function renderApp(route: string) {
  return renderWithProviders(null, { route, routes });
}

/** An installation with nothing counted yet. */
const EMPTY_DASHBOARD = {
  generated_at: '2026-11-22T10:15:00.000Z',
  alerts: { active: { critical: 0, warning: 0, info: 0 }, total: 0, blocking: 0, ignored: 0 },
  projects_with_critical_alerts: 0,
  vulnerable_dependencies: { total: 0, by_severity: { critical: 0, high: 0, medium: 0, low: 0 } },
  license_categories: [],
  webhooks: { failing: 0, disabled: 0 },
  runs: { queued: 0, running: 0, failed_last_24h: 0 },
  top_projects: [],
  recent_runs: [],
};

function signedIn(baseUrl = '') {
  sessionStore.start(TOKEN, baseUrl);
  return mockFetch(
    routesHandler({
      'GET /api/profile/': () => json(PROFILE),
      'GET /api/licenses/': () => json(EMPTY_PAGE),
      'GET /api/dashboard/': () => json(EMPTY_DASHBOARD),
      'GET /api/dashboard/trends/': () => json({ days: 30, points: [] }),
    }),
  );
}

describe('app routes', () => {
  it('sends a visitor without a token to the login page, remembering where they were going', async () => {
    const { location } = renderApp('/licenses?page=2&search=mit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Argus' })).toBeInTheDocument();
    expect(location()).toBe(`/login?next=${encodeURIComponent('/licenses?page=2&search=mit')}`);
  });

  it('redirects / to the Overview inside the shell', async () => {
    signedIn();
    const { location } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(location()).toBe('/overview');

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('group', { name: 'Components' })).toBeInTheDocument();
    expect(within(nav).getByRole('group', { name: 'OSA' })).toBeInTheDocument();
    expect(within(nav).getByRole('group', { name: 'Code analysis' })).toBeInTheDocument();
    expect(within(nav).getByRole('group', { name: 'Policies & alerts' })).toBeInTheDocument();
    expect(within(nav).getByRole('group', { name: 'Settings' })).toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Overview',
      'Projects',
      'Dependencies',
      'Vulnerabilities',
      'Licenses',
      'Authors',
      'Container images',
      'Artifact repositories',
      'Secrets',
      'Policies',
      'Alerts',
      'Runs',
      'Proprietors',
      'Webhooks',
      'Secrets ML model',
      'Vulnerability database',
      'Users',
      'Audit log',
      'Profile',
    ]);
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['security_manager', ['Proprietors', 'Secrets ML model', 'Vulnerability database', 'Audit log', 'Profile']],
    ['auditor', ['Proprietors', 'Webhooks', 'Secrets ML model', 'Vulnerability database', 'Audit log', 'Profile']],
    ['user', ['Proprietors', 'Webhooks', 'Secrets ML model', 'Vulnerability database', 'Profile']],
  ])('shows a %s the settings its role has (CONTRACT §11)', async (role, links) => {
    sessionStore.start(TOKEN, '');
    mockFetch(
      routesHandler({
        'GET /api/profile/': () => json({ ...PROFILE, role }),
        'GET /api/licenses/': () => json(EMPTY_PAGE),
      }),
    );
    renderApp('/licenses');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const settings = within(nav).getByRole('group', { name: 'Settings' });
    await waitFor(() =>
      expect(
        within(settings)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(links),
    );
  });

  it('shows the user, role and instance in the header', async () => {
    signedIn('https://argus.example:8443');
    renderApp('/licenses');
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Argus')).toBeInTheDocument();
    expect(await within(header).findByText('admin')).toBeInTheDocument();
    expect(within(header).getByText('administrator')).toBeInTheDocument();
    expect(within(header).getByText('Instance: argus.example:8443')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Toggle color scheme' })).toBeInTheDocument();
  });

  it('names "this server" as the instance when the API is same-origin', async () => {
    signedIn();
    renderApp('/licenses');
    expect(await screen.findByText('Instance: this server')).toBeInTheDocument();
  });

  it('toggles the color scheme', async () => {
    signedIn();
    const { user } = renderApp('/licenses');
    const toggle = await screen.findByRole('button', { name: 'Toggle color scheme' });
    const before = document.documentElement.getAttribute('data-mantine-color-scheme');
    await user.click(toggle);
    await waitFor(() => expect(document.documentElement.getAttribute('data-mantine-color-scheme')).not.toBe(before));
  });

  it('logs out: clears the token and the query cache, goes to /login', async () => {
    signedIn();
    const { user, location } = renderApp('/profile');
    await screen.findByText('ada@example.com');
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Argus' })).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(screen.queryByText(/Your session ended/)).not.toBeInTheDocument();
    expect(sessionStore.getToken()).toBeNull();
    expect(sessionStorage.getItem('argus.session')).not.toContain(TOKEN);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('a 401 ends the session and goes to /login?next=<current page>', async () => {
    sessionStore.start(TOKEN, '');
    mockFetch(() => json({ detail: 'Invalid token.' }, 401));
    const { location } = renderApp('/licenses?search=gpl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Argus' })).toBeInTheDocument();
    expect(location()).toBe(`/login?next=${encodeURIComponent('/licenses?search=gpl')}`);
    expect(sessionStore.getToken()).toBeNull();
    expect(screen.getByText(/Your session ended/)).toHaveTextContent('Sign in again.');
  });

  it('a token revoked while signed in is noticed at the next page', async () => {
    sessionStore.start(TOKEN, '');
    let revoked = false;
    mockFetch(() => (revoked ? json({ detail: 'Invalid token.' }, 401) : json(PROFILE)));
    const { user, location } = renderApp('/profile');
    await screen.findByText('ada@example.com');
    revoked = true;
    await user.click(screen.getByRole('link', { name: 'Licenses' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Argus' })).toBeInTheDocument();
    expect(location()).toMatch(/^\/login\?next=/);
    expect(screen.getByText(/Your session ended/)).toBeInTheDocument();
  });

  it('shows a 404 page for unknown paths', async () => {
    const { user, location } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    // Signed out: home leads to the login page.
    await waitFor(() => expect(location()).toBe('/login'));
  });
});
