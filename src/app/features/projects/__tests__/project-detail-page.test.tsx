import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { profileKeys } from '../../../lib/profile-query';
import { queryClient } from '../../../lib/query-client';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ProjectDetailPage } from '../project-detail-page';
import { projectServer } from './fixtures';

function renderDetail(route = '/projects/7') {
  return renderWithProviders(<ProjectDetailPage />, { route, path: '/projects/:id' });
}

describe('project detail page', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('shows the fields, the counts with their links and the project’s dependencies', async () => {
    const { calls } = mockFetch(projectServer());
    renderDetail('/projects/7?dpage=1&dsearch=lod');
    expect(await screen.findByRole('heading', { level: 1, name: 'web-shop' })).toBeInTheDocument();
    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(term('Type')).toHaveTextContent('VCS');
    expect(term('Repository')).toHaveTextContent('https://github.com/acme/web-shop.git');
    expect(term('Stage')).toHaveTextContent('Prod (Production)');
    await waitFor(() => expect(term('Proprietor')).toHaveTextContent('Payments team'));

    const counts = screen.getByRole('list', { name: 'Counts' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Dependencies', 'Vulnerabilities', 'Policies', 'Alerts']);
    expect(within(counts).getByText('42')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vulnerabilities of this project' })).toHaveAttribute(
      'href',
      '/vulnerabilities?project=7',
    );
    expect(screen.getByRole('link', { name: 'Policies of this project' })).toHaveAttribute(
      'href',
      '/policies?project=7',
    );
    expect(screen.getByRole('link', { name: 'Alerts of this project' })).toHaveAttribute('href', '/alerts?project=7');

    // The dependency table keeps its own, prefixed page state in the URL.
    expect(await screen.findByRole('table', { name: 'Dependencies of web-shop' })).toBeInTheDocument();
    const deps = calls.find((c) => new URL(c.url).pathname === '/api/dependencies/')!;
    expect(Object.fromEntries(new URL(deps.url).searchParams)).toEqual({
      page: '1',
      per_page: '20',
      search: 'lod',
      project: '7',
    });
    expect(screen.getByLabelText('Search dependencies')).toHaveValue('lod');
  });

  it('deletes after a confirmation that names the project, then goes back to the list', async () => {
    const { calls } = mockFetch(
      projectServer({ 'DELETE /api/settings/projects/7/': () => new Response(null, { status: 204 }) }),
    );
    const { user, location } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete project "web-shop"?' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(location()).toBe('/projects'));
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(new URL(del.url).pathname).toBe('/api/settings/projects/7/');
  });

  it('offers Edit to administrators', async () => {
    mockFetch(projectServer());
    renderDetail();
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/settings/projects/7/edit');
  });

  it('shows no write actions to a user', async () => {
    mockFetch(projectServer({}, 'user'));
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'web-shop' });
    await waitFor(() => expect(queryClient.getQueryData(profileKeys.all)).toMatchObject({ role: 'user' }));
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('says so when the project does not exist', async () => {
    mockFetch(projectServer({ 'GET /api/projects/99/': () => json({ detail: 'Not found.' }, 404) }));
    renderDetail('/projects/99');
    expect(await screen.findByText('No such project')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All projects' })).toHaveAttribute('href', '/projects');
  });
});
