import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, PROFILE, routesHandler, TOKEN, type Handler } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { EditArtifactRepositoryPage, NewArtifactRepositoryPage } from '../repository-form-page';

const HARBOR = {
  id: 4,
  name: 'harbor',
  kind: 'docker',
  url: 'https://harbor.example.com',
  has_credentials: true,
  auth_kind: 'basic',
};
const server = (extra: Record<string, Handler> = {}) =>
  routesHandler({
    'GET /api/profile/': () => json(PROFILE),
    'GET /api/artifact_repositories/4/': () => json(HARBOR),
    ...extra,
  });
const renderEdit = () =>
  renderWithProviders(<EditArtifactRepositoryPage />, {
    route: '/artifact-repositories/4/edit',
    path: '/artifact-repositories/:id/edit',
  });
const writes = (calls: Request[]) => calls.filter((c) => c.method !== 'GET');
const credentials = () => screen.getByRole('group', { name: 'Credentials' });
const username = () => within(credentials()).getByRole('textbox', { name: 'Username' });
const password = () => within(credentials()).getByLabelText(/^Password or token/, { selector: 'input' });

describe('artifact repository form: write-only credentials', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('creates a docker registry with basic credentials', async () => {
    const { calls } = mockFetch(
      server({ 'POST /api/settings/artifact_repositories/': () => json({ ...HARBOR, id: 8 }, 201) }),
    );
    const { user, location } = renderWithProviders(<NewArtifactRepositoryPage />, {
      route: '/artifact-repositories/new',
      path: '/artifact-repositories/new',
    });
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'harbor');
    expect(screen.getByRole('combobox', { name: /^Kind/ })).toHaveValue('docker');
    await user.type(screen.getByRole('textbox', { name: /^URL/ }), 'https://harbor.example.com');
    expect(within(credentials()).queryByRole('switch')).not.toBeInTheDocument();
    await user.type(username(), 'robot$ci');
    await user.type(password(), 's3cr3t-pull');
    await user.click(screen.getByRole('button', { name: 'Create artifact repository' }));

    await waitFor(() => expect(location()).toBe('/artifact-repositories/8'));
    expect(await writes(calls)[0]!.json()).toEqual({
      name: 'harbor',
      kind: 'docker',
      url: 'https://harbor.example.com',
      credentials: { username: 'robot$ci', password: 's3cr3t-pull' },
    });
  });

  it('never fills in stored credentials, and leaves them out of an edit that does not change them', async () => {
    const { calls } = mockFetch(server({ 'PUT /api/settings/artifact_repositories/4/': () => json(HARBOR) }));
    const { user, location } = renderEdit();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('harbor');
    expect(username()).toHaveValue('');
    expect(password()).toHaveValue('');
    expect(
      within(credentials()).getByText(
        'Credentials are stored and are never shown. Leave the fields empty to keep them, fill both to replace them.',
      ),
    ).toBeInTheDocument();
    await user.type(name, '-eu');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(location()).toBe('/artifact-repositories/4'));
    const body = await writes(calls)[0]!.json();
    expect(body).toEqual({ name: 'harbor-eu', kind: 'docker', url: 'https://harbor.example.com' });
    expect(body).not.toHaveProperty('credentials');
  });

  it('sends credentials: null when "Clear stored credentials" is chosen', async () => {
    const { calls } = mockFetch(
      server({
        'PUT /api/settings/artifact_repositories/4/': () =>
          json({ ...HARBOR, has_credentials: false, auth_kind: null }),
      }),
    );
    const { user, location } = renderEdit();
    await screen.findByRole('textbox', { name: /^Name/ });
    await user.click(within(credentials()).getByRole('switch', { name: 'Clear stored credentials' }));
    expect(within(credentials()).queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(location()).toBe('/artifact-repositories/4'));
    expect((await writes(calls)[0]!.json()).credentials).toBeNull();
  });

  it("asks for the password that goes with a user name, and maps the server's 400 onto its fields", async () => {
    const { calls } = mockFetch(
      server({
        'PUT /api/settings/artifact_repositories/4/': () =>
          json({ name: ['An artifact repository with this name already exists.'] }, 400),
      }),
    );
    const { user } = renderEdit();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.type(username(), 'robot$ci');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(password()).toHaveAttribute('aria-invalid', 'true'));
    expect(password()).toHaveAccessibleDescription(expect.stringContaining('This field may not be blank.'));
    expect(writes(calls)).toHaveLength(0);

    await user.type(password(), 'another');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining('An artifact repository with this name already exists.'),
    );
    expect(await writes(calls)[0]!.json()).toMatchObject({
      credentials: { username: 'robot$ci', password: 'another' },
    });
  });
});
