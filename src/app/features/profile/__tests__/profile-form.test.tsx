import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, PROFILE, routesHandler, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ProfilePage } from '../profile-page';

describe('Profile: names and email', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('refuses an invalid email next to the field, then saves the change with PATCH /api/profile/', async () => {
    let sent: unknown;
    const { calls } = mockFetch(
      routesHandler({
        'GET /api/profile/': () => json(PROFILE),
        'PATCH /api/profile/': async (request) => {
          sent = await request.json();
          return json({ ...PROFILE, ...(sent as object) });
        },
      }),
    );
    const { user } = renderWithProviders(<ProfilePage />, { route: '/profile', path: '/profile' });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'nope');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.clear(email);
    await user.type(email, 'ada@lovelace.dev');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toMatchObject({ email: 'ada@lovelace.dev', first_name: 'Ada' }));
    // Saved, the form starts again from the answer: nothing left to save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  });
});
