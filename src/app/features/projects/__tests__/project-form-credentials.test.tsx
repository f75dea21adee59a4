import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { EditProjectPage, NewProjectPage } from '../project-form-page';
import { projectServer, WEB_SHOP } from './fixtures';

const renderNew = () =>
  renderWithProviders(<NewProjectPage />, { route: '/settings/projects/new', path: '/settings/projects/new' });
const renderEdit = () =>
  renderWithProviders(<EditProjectPage />, { route: '/settings/projects/7/edit', path: '/settings/projects/:id/edit' });
const writes = (calls: Request[]) => calls.filter((c) => c.method !== 'GET');
const credentials = () => screen.getByRole('group', { name: 'Credentials' });
const SECRET = 'glpat-Zx9s3cr3t';
const KEY = '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----\n';

describe('project form: repository credentials', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('creates a VCS project with an access token, and says where it is kept', async () => {
    const { calls } = mockFetch(
      projectServer({
        'POST /api/settings/projects/': () => json({ ...WEB_SHOP, id: 40, repo_auth_kind: 'token' }, 201),
      }),
    );
    const { user, location } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'private-shop');
    await user.type(screen.getByRole('textbox', { name: /Repository URL/ }), 'https://git.example.com/acme/shop.git');
    expect(
      within(credentials()).getByText('Only for a private repository: leave these empty for a public one.'),
    ).toBeInTheDocument();
    expect(
      within(credentials()).getByText(
        "Kept encrypted in the service's database; never shown again, never written to the workspace or logs.",
      ),
    ).toBeInTheDocument();
    // Nothing stored on a new project: nothing to remove.
    expect(within(credentials()).queryByRole('switch')).not.toBeInTheDocument();
    await user.type(within(credentials()).getByLabelText(/^Token/, { selector: 'input' }), `  ${SECRET}  `);
    await user.click(screen.getByRole('button', { name: 'Create project' }));

    await waitFor(() => expect(location()).toBe('/projects/40'));
    expect(await writes(calls)[0]!.json()).toMatchObject({
      name: 'private-shop',
      repo_url: 'https://git.example.com/acme/shop.git',
      repo_auth: { token: SECRET },
    });
  });

  it('sends an SSH key as pasted', async () => {
    const { calls } = mockFetch(
      projectServer({ 'POST /api/settings/projects/': () => json({ ...WEB_SHOP, id: 41 }, 201) }),
    );
    const { user, location } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'ssh-shop');
    await user.type(screen.getByRole('textbox', { name: /Repository URL/ }), 'git@example.com:acme/shop.git');
    await user.click(within(credentials()).getByRole('radio', { name: 'SSH key' }));
    expect(within(credentials()).queryByLabelText(/^Token/, { selector: 'input' })).not.toBeInTheDocument();
    const key = within(credentials()).getByRole('textbox', { name: /^SSH private key/ });
    await user.click(key);
    await user.paste(KEY);
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(location()).toBe('/projects/41'));
    expect((await writes(calls)[0]!.json()).repo_auth).toEqual({ ssh_private_key: KEY });
  });

  it("shows the contract's messages next to the credential fields and sends nothing", async () => {
    const { calls } = mockFetch(projectServer());
    const { user } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'private-shop');
    await user.type(screen.getByRole('textbox', { name: /Repository URL/ }), 'https://git.example.com/acme/shop.git');
    const username = within(credentials()).getByRole('textbox', { name: /^Username/ });
    await user.type(username, 'ci:bot');
    await user.click(screen.getByRole('button', { name: 'Create project' }));

    // A user name alone: the token it goes with is missing.
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(username).toHaveAccessibleDescription(expect.stringContaining('A user name has no spaces or colons.'));
    const token = within(credentials()).getByLabelText(/^Token/, { selector: 'input' });
    expect(token).toHaveAttribute('aria-invalid', 'true');
    expect(token).toHaveAccessibleDescription(expect.stringContaining('This field may not be blank.'));

    await user.click(within(credentials()).getByRole('radio', { name: 'SSH key' }));
    const key = within(credentials()).getByRole('textbox', { name: /^SSH private key/ });
    await user.type(key, 'ssh-ed25519 AAAAC3Nza');
    await waitFor(() =>
      expect(key).toHaveAccessibleDescription(
        expect.stringContaining('Paste a private key: it starts with -----BEGIN … PRIVATE KEY-----.'),
      ),
    );
    expect(key).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toHaveLength(0);
  });

  it('puts the server’s word on a credential field', async () => {
    mockFetch(
      projectServer({
        'POST /api/settings/projects/': () =>
          json({ repo_auth: { token: ['The token was refused by the host.'] } }, 400),
      }),
    );
    const { user } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'private-shop');
    await user.type(screen.getByRole('textbox', { name: /Repository URL/ }), 'https://git.example.com/acme/shop.git');
    const token = within(credentials()).getByLabelText(/^Token/, { selector: 'input' });
    await user.type(token, SECRET);
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() =>
      expect(token).toHaveAccessibleDescription(expect.stringContaining('The token was refused by the host.')),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps stored credentials when the fields are left empty', async () => {
    const puts: unknown[] = [];
    mockFetch(
      projectServer({
        'GET /api/projects/7/': () => json({ ...WEB_SHOP, repo_auth_kind: 'token' }),
        'PUT /api/settings/projects/7/': async (request) => {
          puts.push(await request.json());
          return json({ ...WEB_SHOP });
        },
      }),
    );
    const { user, location } = renderEdit();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(
      within(credentials()).getByText(
        'An access token is stored. Leave these empty to keep it, or fill them in to replace it.',
      ),
    ).toBeInTheDocument();
    // Nothing stored is ever shown.
    expect(within(credentials()).getByLabelText(/^Token/, { selector: 'input' })).toHaveValue('');
    await user.type(name, '-2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location()).toBe('/projects/7'));
    expect(puts[0]).not.toHaveProperty('repo_auth');
  });

  it('removes stored credentials with "Remove stored credentials"', async () => {
    const puts: unknown[] = [];
    mockFetch(
      projectServer({
        'GET /api/projects/7/': () => json({ ...WEB_SHOP, repo_auth_kind: 'ssh_key' }),
        'PUT /api/settings/projects/7/': async (request) => {
          puts.push(await request.json());
          return json({ ...WEB_SHOP });
        },
      }),
    );
    const { user, location } = renderEdit();
    await screen.findByRole('textbox', { name: /^Name/ });
    expect(within(credentials()).getByText(/^An SSH key is stored\./)).toBeInTheDocument();
    await user.click(within(credentials()).getByRole('switch', { name: 'Remove stored credentials' }));
    expect(
      within(credentials()).getByText(
        'The stored credentials are removed when you save; the repository is then read without any.',
      ),
    ).toBeInTheDocument();
    expect(within(credentials()).queryByRole('radio', { name: 'SSH key' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location()).toBe('/projects/7'));
    expect(puts[0]).toMatchObject({ name: 'web-shop', repo_auth: null });
  });
});
