import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { EditProjectPage, NewProjectPage } from '../project-form-page';
import { BILLING_CLI, projectServer, WEB_SHOP } from './fixtures';

function renderNew() {
  return renderWithProviders(<NewProjectPage />, { route: '/settings/projects/new', path: '/settings/projects/new' });
}

function renderEdit(id: number) {
  return renderWithProviders(<EditProjectPage />, {
    route: `/settings/projects/${id}/edit`,
    path: '/settings/projects/:id/edit',
  });
}

const writes = (calls: Request[]) => calls.filter((c) => c.method !== 'GET');

/** The message Mantine puts under a field is its accessible description; `label` starts the field's label ("Name *"). */
function expectFieldError(label: string, message: string, selector = 'input') {
  const input = screen.getByLabelText(new RegExp(`^${label}`), { selector });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe('project form', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('switching the type shows or hides the repository fields and follows the default stage', async () => {
    mockFetch(projectServer());
    const { user } = renderNew();
    const repo = await screen.findByRole('textbox', { name: /Repository URL/ });
    expect(screen.getByRole('textbox', { name: /Branch or ref/ })).toHaveValue('main');
    expect(screen.getByRole('combobox', { name: /Stage/ })).toHaveValue('source');
    await user.type(repo, 'https://github.com/acme/a.git');

    await user.click(screen.getByRole('radio', { name: 'CLI' }));
    expect(screen.queryByRole('textbox', { name: /Repository URL/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Branch or ref/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Stage/ })).toHaveValue('build');

    await user.click(screen.getByRole('radio', { name: 'VCS' }));
    expect(screen.getByRole('textbox', { name: /Repository URL/ })).toHaveValue('https://github.com/acme/a.git');
    expect(screen.getByRole('combobox', { name: /Stage/ })).toHaveValue('source');
  });

  it('shows the contract schema messages next to their fields and sends nothing', async () => {
    const { calls } = mockFetch(projectServer());
    const { user } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: /Repository URL/ }), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Create project' }));

    await waitFor(() => expectFieldError('Repository URL', 'Enter a git URL'));
    expectFieldError('Name', 'This field may not be blank.');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();
    expect(writes(calls)).toHaveLength(0);

    // Fixing the field clears its message (validation runs on change after a submit).
    await user.clear(screen.getByRole('textbox', { name: /Repository URL/ }));
    await user.type(screen.getByRole('textbox', { name: /Repository URL/ }), 'git@github.com:acme/a.git');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Repository URL/ })).not.toHaveAttribute('aria-invalid', 'true'),
    );
  });

  it('creates a CLI project without repository fields and opens it', async () => {
    const { calls } = mockFetch(
      projectServer({
        'POST /api/settings/projects/': () => json({ ...BILLING_CLI, id: 31, name: 'nightly-scan' }, 201),
      }),
    );
    const { user, location } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'nightly-scan');
    await user.type(screen.getByRole('textbox', { name: /Repository URL/ }), 'left behind');
    await user.click(screen.getByRole('radio', { name: 'CLI' }));
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Create project' }));

    await waitFor(() => expect(location()).toBe('/projects/31'));
    const [post] = writes(calls);
    expect(new URL(post!.url).pathname).toBe('/api/settings/projects/');
    expect(await post!.json()).toEqual({
      name: 'nightly-scan',
      type: 'cli',
      repo_url: null,
      repo_ref_name: null,
      stage: 'build',
      proprietor: null,
      is_active: false,
    });
  });

  it('puts a 400 field error on its field and the rest in the form alert', async () => {
    mockFetch(
      projectServer({
        'POST /api/settings/projects/': () =>
          json({ name: ['A project with this name already exists.'], non_field_errors: ['Try again later.'] }, 400),
      }),
    );
    const { user, location } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'web-shop');
    await user.type(screen.getByRole('textbox', { name: /Repository URL/ }), 'https://github.com/acme/web-shop.git');
    await user.click(screen.getByRole('button', { name: 'Create project' }));

    await waitFor(() => expectFieldError('Name', 'A project with this name already exists.'));
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The project was not saved');
    expect(alert).toHaveTextContent('Try again later.');
    expect(location()).toBe('/settings/projects/new');
  });

  it('picks a proprietor found by a server-side search', async () => {
    const { calls } = mockFetch(
      projectServer({ 'POST /api/settings/projects/': () => json({ ...WEB_SHOP, id: 40 }, 201) }),
    );
    const { user, location } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'shop-2');
    await user.type(screen.getByRole('textbox', { name: /Repository URL/ }), 'ssh://git@example.com/acme/shop.git');
    const proprietor = screen.getByRole('combobox', { name: /Proprietor/ });
    await user.click(proprietor);
    await user.clear(proprietor);
    await user.type(proprietor, 'plat');
    await waitFor(() => expect(calls.some((c) => new URL(c.url).searchParams.get('search') === 'plat')).toBe(true));
    await user.click(await screen.findByRole('option', { name: 'Platform team' }));
    expect(screen.queryByRole('option', { name: 'Payments team' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create project' }));

    await waitFor(() => expect(location()).toBe('/projects/40'));
    expect(await writes(calls)[0]!.json()).toMatchObject({
      proprietor: 4,
      repo_url: 'ssh://git@example.com/acme/shop.git',
    });
  });

  it('edits a project: the type is shown but cannot change, and is sent unchanged', async () => {
    const { calls } = mockFetch(
      projectServer({
        'PUT /api/settings/projects/7/': async (r) => json({ ...WEB_SHOP, ...(await r.clone().json()) }),
      }),
    );
    const { user, location } = renderEdit(7);
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('web-shop');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit web-shop' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Type' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'VCS' })).not.toBeInTheDocument();
    expect(screen.getByText('VCS')).toBeInTheDocument();
    expect(screen.getByText('The type of a project cannot change after it is created.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Stage/ })).toHaveValue('prod');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Proprietor/ })).toHaveValue('Payments team'));

    await user.clear(name);
    await user.type(name, 'web-shop-2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location()).toBe('/projects/7'));
    const put = writes(calls)[0]!;
    expect(put.method).toBe('PUT');
    expect(await put.json()).toEqual({
      name: 'web-shop-2',
      type: 'vcs',
      repo_url: 'https://github.com/acme/web-shop.git',
      repo_ref_name: 'main',
      stage: 'prod',
      proprietor: 3,
      is_active: true,
    });
  });

  it('shows a type error from the server under the type', async () => {
    mockFetch(
      projectServer({
        'PUT /api/settings/projects/8/': () =>
          json({ type: ['The type of a project cannot be changed after creation.'] }, 400),
      }),
    );
    const { user } = renderEdit(8);
    await screen.findByRole('textbox', { name: /Name/ });
    await user.type(screen.getByRole('textbox', { name: /Name/ }), '-x');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The type of a project cannot be changed after creation.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks before leaving a form with unsaved changes', async () => {
    mockFetch(projectServer());
    const { user, location } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'half done');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/settings/projects/new');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('half done');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location()).toBe('/projects'));
  });

  it('tells auditors that only administrators can create projects', async () => {
    mockFetch(projectServer({}, 'auditor'));
    renderNew();
    expect(await screen.findByText('Only administrators can create or change projects')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create project' })).not.toBeInTheDocument();
  });
});
