import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, NEW_TOKEN, PROFILE, routesHandler, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { UsersPage } from '../users-page';

const ALICE = {
  id: 7,
  username: 'alice',
  role: 'auditor',
  first_name: 'Alice',
  last_name: 'Liddell',
  email: '',
  is_active: true,
  last_seen_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
};
/** The page's first answers can take a while on a busy machine. */
const LOADED = { timeout: 10_000 };
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

function renderUsers(role: string = 'administrator', extra: Parameters<typeof routesHandler>[0] = {}) {
  const mock = mockFetch(
    routesHandler({
      'GET /api/profile/': () => json({ ...PROFILE, role }),
      'GET /api/settings/users/': () => json(page([ALICE])),
      ...extra,
    }),
  );
  return { ...mock, ...renderWithProviders(<UsersPage />, { route: '/settings/users', path: '/settings/users' }) };
}

describe('Settings → Users', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('lists users with role, status and last seen', async () => {
    renderUsers();
    const table = await screen.findByRole('table', { name: 'Users' });
    const row = await within(table).findByRole('row', { name: /alice/ }, LOADED);
    expect(within(row).getByText('Alice Liddell')).toBeInTheDocument();
    expect(within(row).getByText('auditor')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
  });

  it('creates a user: a refused username shows next to its field, then the token is shown once with a copy button', async () => {
    let attempts = 0;
    let body: Record<string, unknown> = {};
    const { user } = renderUsers('administrator', {
      'POST /api/settings/users/': async (request) => {
        body = (await request.json()) as Record<string, unknown>;
        attempts++;
        if (attempts === 1) return json({ username: ['A user with that username already exists.'] }, 400);
        return json({ ...ALICE, id: 8, ...body, token: NEW_TOKEN }, 201);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    // The form's module loads when the dialog first opens.
    await user.type(await within(dialog).findByLabelText(/Username/, {}, LOADED), 'bob');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'security_manager');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByText('A user with that username already exists.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(dialog).getByLabelText(/Username/));
    await user.type(within(dialog).getByLabelText(/Username/), 'bob2');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    const shown = await screen.findByRole('textbox', { name: 'API token of bob2' });
    expect(shown).toHaveValue(NEW_TOKEN);
    expect(screen.getByRole('button', { name: 'Copy token' })).toBeInTheDocument();
    expect(body).toMatchObject({ username: 'bob2', role: 'security_manager' });
  });

  it('refuses a bad username in the form before anything is sent', async () => {
    const { user, calls } = renderUsers();
    await user.click(await screen.findByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.type(await within(dialog).findByLabelText(/Username/, {}, LOADED), 'two words');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByText(/Enter a valid username/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('issues a new token only after confirming', async () => {
    const { user, calls } = renderUsers('administrator', {
      'POST /api/settings/users/7/api_token/': () => json({ token: NEW_TOKEN }),
    });
    await user.click(await screen.findByRole('button', { name: 'Issue a new token for alice' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Issue a new token for alice?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Issue new token' }));
    expect(await screen.findByRole('textbox', { name: 'API token of alice' })).toHaveValue(NEW_TOKEN);
  });

  it('edits a user: deactivating sends is_active false', async () => {
    let patch: unknown;
    const { user } = renderUsers('administrator', {
      'PATCH /api/settings/users/7/': async (request) => {
        patch = await request.json();
        return json({ ...ALICE, is_active: false });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit alice' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Edit alice' });
    await user.click(await within(dialog).findByRole('switch', { name: 'Active (can sign in)' }, LOADED));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patch).toMatchObject({ is_active: false, username: 'alice' }));
  });

  it('tells anyone but an administrator that the page is not theirs', async () => {
    renderUsers('security_manager');
    expect(await screen.findByText('Only administrators manage users')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New user' })).not.toBeInTheDocument();
  });
});
