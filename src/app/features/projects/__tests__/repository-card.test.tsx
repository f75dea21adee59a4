import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { profileKeys } from '../../../lib/profile-query';
import { queryClient } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/session-store';
import { axeViolations } from '../../../test/axe';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ProjectDetailPage } from '../project-detail-page';
import { projectServer, WEB_SHOP, WORKSPACE } from './fixtures';

const renderDetail = () => renderWithProviders(<ProjectDetailPage />, { route: '/projects/7', path: '/projects/:id' });
const card = () => screen.getByRole('region', { name: 'Repository' });
const term = (label: string) => within(card()).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
const SECRET = 'ghp_s3cr3tT0kenValue0123456789';

/** The project as the server keeps it: a PATCH of `repo_auth` changes only its kind, never answered back. */
function credentialServer(start: Partial<Record<string, unknown>> = {}, role = 'administrator') {
  let project: Record<string, unknown> = { ...WEB_SHOP, ...start };
  const patches: unknown[] = [];
  const handler = projectServer(
    {
      'GET /api/projects/7/': () => json(project),
      'PATCH /api/settings/projects/7/': async (request) => {
        const body = (await request.json()) as { repo_auth: Record<string, string> | null };
        patches.push(body);
        const auth = body.repo_auth;
        project = { ...project, repo_auth_kind: auth === null ? 'none' : 'token' in auth ? 'token' : 'ssh_key' };
        return json(project);
      },
    },
    role,
  );
  return { handler, patches };
}

describe('repository card', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('shows the repository, the commit its workspace holds, its size and the credentials kind', async () => {
    mockFetch(credentialServer({ workspace: WORKSPACE, repo_auth_kind: 'ssh_key' }).handler);
    renderDetail();
    expect(await screen.findByRole('heading', { level: 2, name: 'Repository' })).toBeInTheDocument();
    expect(term('Repository')).toHaveTextContent('https://github.com/acme/web-shop.git');
    expect(term('Branch or ref')).toHaveTextContent('main');
    const commit = term('Last commit');
    expect(commit).toHaveTextContent('1a2b3c4');
    expect(commit).not.toHaveTextContent(WORKSPACE.commit);
    expect(within(commit).getByRole('button', { name: `Copy ${WORKSPACE.commit}` })).toBeInTheDocument();
    expect(commit).toHaveTextContent('Fix the checkout total rounding');
    expect(within(commit).getByText(formatDateTime(WORKSPACE.committed_at))).toHaveAttribute(
      'dateTime',
      WORKSPACE.committed_at,
    );
    expect(term('Workspace')).toHaveTextContent('2.1 MB, 84 files');
    expect(term('Workspace')).toHaveTextContent(`Updated ${formatDateTime(WORKSPACE.updated_at)}`);
    expect(term('Credentials')).toHaveTextContent('SSH key');
    // Cloned already: the same endpoint brings the workspace up to date.
    const actions = screen.getByRole('group', { name: 'Repository actions of web-shop' });
    expect(within(actions).getByRole('button', { name: 'Fetch updates' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says "Not cloned yet" and clones the repository', async () => {
    const show = vi.spyOn(notifications, 'show');
    const posts: string[] = [];
    const { handler } = credentialServer();
    mockFetch((request) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/settings/projects/7/clone/') {
        posts.push(new URL(request.url).pathname);
        return json([{ id: 50, kind: 'repository_cloning', status: 'queued' }].map(queuedRun), 202);
      }
      return handler(request);
    });
    const { user } = renderDetail();
    await screen.findByRole('heading', { level: 2, name: 'Repository' });
    expect(term('Workspace')).toHaveTextContent('Not cloned yet');
    expect(within(card()).queryByText('Last commit', { selector: 'dt' })).not.toBeInTheDocument();
    expect(term('Credentials')).toHaveTextContent('None');
    expect(within(card()).queryByRole('button', { name: 'Clear credentials' })).not.toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Clone repository' }));
    await waitFor(() => expect(posts).toEqual(['/api/settings/projects/7/clone/']));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Cloning of web-shop queued' })),
    );
  });

  it('sets an access token: the PATCH carries it, the page shows only its kind and never the token', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { handler, patches } = credentialServer();
    mockFetch(handler);
    const { user } = renderDetail();
    await screen.findByRole('heading', { level: 2, name: 'Repository' });
    await user.click(within(card()).getByRole('button', { name: 'Set credentials' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credentials for web-shop' });
    // The form loads with the dialog's first opening.
    expect(
      await within(dialog).findByText(
        "Kept encrypted in the service's database; never shown again, never written to the workspace or logs.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Access token' })).toBeChecked();
    const token = await within(dialog).findByLabelText(/^Token/, { selector: 'input' });
    expect(token).toHaveAttribute('type', 'password');
    await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), 'oauth2');
    await user.type(token, SECRET);
    await user.click(within(dialog).getByRole('button', { name: 'Save credentials' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches).toEqual([{ repo_auth: { username: 'oauth2', token: SECRET } }]);
    await waitFor(() => expect(term('Credentials')).toHaveTextContent('Access token'));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Credentials of web-shop saved.' }));
    // Nowhere on the page: not in its text, not in an input left behind.
    expect(document.body.innerHTML).not.toContain(SECRET);
    expect([...document.querySelectorAll('input, textarea')].map((i) => (i as HTMLInputElement).value)).not.toContain(
      SECRET,
    );
    // Opened again, the dialog starts empty.
    await user.click(within(card()).getByRole('button', { name: 'Set credentials' }));
    const again = await screen.findByRole('dialog', { name: 'Credentials for web-shop' });
    expect(await within(again).findByLabelText(/^Token/, { selector: 'input' })).toHaveValue('');
  });

  it('judges the credentials with the contract before sending anything, next to each field', async () => {
    const { handler, patches } = credentialServer();
    mockFetch(handler);
    const { user } = renderDetail();
    await screen.findByRole('heading', { level: 2, name: 'Repository' });
    await user.click(within(card()).getByRole('button', { name: 'Set credentials' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credentials for web-shop' });
    const save = await within(dialog).findByRole('button', { name: 'Save credentials' });

    await user.click(save);
    const token = await within(dialog).findByLabelText(/^Token/, { selector: 'input' });
    await waitFor(() => expect(token).toHaveAttribute('aria-invalid', 'true'));
    expect(token).toHaveAccessibleDescription(expect.stringContaining('This field may not be blank.'));

    await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), 'a user');
    await user.type(token, 'abc');
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Username/ })).toHaveAccessibleDescription(
        expect.stringContaining('A user name has no spaces or colons.'),
      ),
    );

    await user.click(within(dialog).getByRole('radio', { name: 'SSH key' }));
    const key = within(dialog).getByRole('textbox', { name: /^SSH private key/ });
    await user.type(key, 'not a key');
    await user.click(save);
    await waitFor(() =>
      expect(key).toHaveAccessibleDescription(
        expect.stringContaining('Paste a private key: it starts with -----BEGIN … PRIVATE KEY-----.'),
      ),
    );
    expect(patches).toEqual([]);
  });

  it('clears stored credentials after a confirmation', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { handler, patches } = credentialServer({ repo_auth_kind: 'token' });
    mockFetch(handler);
    const { user } = renderDetail();
    await screen.findByRole('heading', { level: 2, name: 'Repository' });
    expect(term('Credentials')).toHaveTextContent('Access token');
    const actions = within(card()).getByRole('group', { name: 'Credentials of web-shop' });
    const clear = within(actions).getByRole('button', { name: 'Clear credentials' });

    await user.click(clear);
    let dialog = await screen.findByRole('dialog', { name: 'Clear the credentials of web-shop?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches).toEqual([]);

    await user.click(clear);
    dialog = await screen.findByRole('dialog', { name: 'Clear the credentials of web-shop?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear credentials' }));
    await waitFor(() => expect(term('Credentials')).toHaveTextContent('None'));
    expect(patches).toEqual([{ repo_auth: null }]);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Credentials of web-shop cleared.' }));
    expect(within(card()).queryByRole('button', { name: 'Clear credentials' })).not.toBeInTheDocument();
  });

  it('lets a security manager clone but not touch the credentials; a user does neither', async () => {
    mockFetch(credentialServer({ repo_auth_kind: 'token' }, 'security_manager').handler);
    const { unmount } = renderDetail();
    expect(await screen.findByRole('button', { name: 'Clone repository' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set credentials' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear credentials' })).not.toBeInTheDocument();
    unmount();
    queryClient.clear();

    mockFetch(credentialServer({ repo_auth_kind: 'token' }, 'user').handler);
    renderDetail();
    await screen.findByRole('heading', { level: 2, name: 'Repository' });
    await waitFor(() => expect(queryClient.getQueryData(profileKeys.all)).toMatchObject({ role: 'user' }));
    expect(term('Credentials')).toHaveTextContent('Access token');
    expect(screen.queryByRole('button', { name: 'Clone repository' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set credentials' })).not.toBeInTheDocument();
  });
});

function queuedRun(fields: { id: number; kind: string; status: string }) {
  return {
    project_id: 7,
    container_image_id: null,
    error: null,
    started_at: null,
    finished_at: null,
    created_at: '2026-11-22T10:00:00.000Z',
    progress: null,
    phase: null,
    summary: null,
    ...fields,
  };
}
