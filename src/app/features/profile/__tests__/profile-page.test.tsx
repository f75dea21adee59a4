import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { queryClient } from '../../../lib/query-client';
import { json, mockFetch, NEW_TOKEN, PROFILE, routesHandler, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ProfilePage } from '../profile-page';

function renderProfile() {
  return renderWithProviders(<ProfilePage />, { route: '/profile', path: '/profile' });
}

function serverWithTokens() {
  let current = TOKEN;
  return mockFetch(
    routesHandler({
      'GET /api/profile/': (request) =>
        request.headers.get('Authorization') === `Token ${current}`
          ? json(PROFILE)
          : json({ detail: 'Invalid token.' }, 401),
      'POST /api/profile/api_token/': (request) => {
        if (request.headers.get('Authorization') !== `Token ${current}`) return json({ detail: 'Invalid token.' }, 401);
        current = NEW_TOKEN;
        return json({ token: NEW_TOKEN });
      },
    }),
  );
}

describe('profile page', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('shows the signed-in user', async () => {
    serverWithTokens();
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(await screen.findByText('admin')).toBeInTheDocument();
    for (const [label, value] of [
      ['Username', 'admin'],
      ['Role', 'administrator'],
      ['First name', 'Ada'],
      ['Last name', 'Lovelace'],
      ['Email', 'ada@example.com'],
    ]) {
      const term = screen.getByText(label!, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(value!);
    }
  });

  it('generates a new token after confirmation, shows it once and switches the session to it', async () => {
    const { calls } = serverWithTokens();
    const { user } = renderProfile();
    await screen.findByText('ada@example.com');

    await user.click(screen.getByRole('button', { name: 'Generate new token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate a new API token?' });
    expect(within(dialog).getByText(/Your current token stops working immediately/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));

    const shown = await screen.findByRole('textbox', { name: 'New API token' });
    expect(shown).toHaveValue(NEW_TOKEN);
    expect(screen.getByRole('button', { name: 'Copy token' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const post = calls.find((c) => c.method === 'POST')!;
    expect(new URL(post.url).pathname).toBe('/api/profile/api_token/');
    expect(post.headers.get('Authorization')).toBe(`Token ${TOKEN}`);
    expect(sessionStore.getToken()).toBe(NEW_TOKEN);
    expect(JSON.parse(sessionStorage.getItem('argus.session')!).token).toBe(NEW_TOKEN);

    // The app keeps working: the next request carries the new token and succeeds.
    await queryClient.refetchQueries({ queryKey: ['profile'] });
    await waitFor(() => expect(calls.at(-1)!.headers.get('Authorization')).toBe(`Token ${NEW_TOKEN}`));
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const { calls } = serverWithTokens();
    const { user } = renderProfile();
    await screen.findByText('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Generate new token' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(sessionStore.getToken()).toBe(TOKEN);
  });
});
