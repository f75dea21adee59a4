import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { routes } from '../../routes';
import { axeViolations } from '../../test/axe';
import { json, mockFetch, NEW_TOKEN, PROFILE, routesHandler, TOKEN } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';

const LICENSES = {
  count: 2,
  next: null,
  previous: null,
  results: [
    {
      id: 1,
      spdx_id: 'MIT',
      name: 'MIT License',
      category: 'permissive',
      is_osi_approved: true,
      is_deprecated: false,
      url: 'https://spdx.org/licenses/MIT.html',
    },
    {
      id: 2,
      spdx_id: 'SSPL-1.0',
      name: 'Server Side Public License',
      category: 'network_copyleft',
      is_osi_approved: false,
      is_deprecated: false,
      url: '',
    },
  ],
};

function signedIn() {
  sessionStore.start(TOKEN, '');
  mockFetch(
    routesHandler({
      'GET /api/profile/': () => json(PROFILE),
      'GET /api/licenses/': () => json(LICENSES),
      'POST /api/profile/api_token/': () => json({ token: NEW_TOKEN }),
    }),
  );
}

describe('accessibility (axe, WCAG 2 A/AA, without colour contrast)', () => {
  it('login page', async () => {
    const { user } = renderWithProviders(null, { route: '/login', routes });
    await screen.findByRole('heading', { level: 1 });
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Enter your API token');
    expect(await axeViolations()).toEqual([]);
  });

  it('licenses page in the shell', async () => {
    signedIn();
    renderWithProviders(null, { route: '/licenses', routes });
    await screen.findByRole('cell', { name: 'MIT' });
    await screen.findByText('administrator');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('profile page, its confirm dialog and the new token', async () => {
    signedIn();
    const { user } = renderWithProviders(null, { route: '/profile', routes });
    await screen.findByText('ada@example.com');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Generate new token' }));
    const dialog = await screen.findByRole('dialog');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await screen.findByRole('textbox', { name: 'New API token' });
    expect(await axeViolations()).toEqual([]);
  });

  it('404 page', async () => {
    renderWithProviders(null, { route: '/nowhere', routes });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(await axeViolations()).toEqual([]);
  });
});
