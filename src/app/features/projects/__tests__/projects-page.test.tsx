import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { profileKeys } from '../../../lib/profile-query';
import { queryClient } from '../../../lib/query-client';
import { mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ProjectsPage } from '../projects-page';
import { projectServer } from './fixtures';

function renderProjects(route = '/projects') {
  return renderWithProviders(<ProjectsPage />, { route, path: '/projects' });
}

const listCalls = (calls: Request[]) => calls.filter((c) => new URL(c.url).pathname === '/api/projects/');
const lastListQuery = (calls: Request[]) => Object.fromEntries(new URL(listCalls(calls).at(-1)!.url).searchParams);

describe('projects page', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('lists projects with links, counts, "Never" for no analysis yet', async () => {
    mockFetch(projectServer());
    renderProjects();
    const table = screen.getByRole('table', { name: 'Projects' });
    const link = await within(table).findByRole('link', { name: 'web-shop' });
    expect(link).toHaveAttribute('href', '/projects/7');

    const cli = within(table).getByRole('row', { name: /billing-cli/ });
    expect(
      within(cli)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['billing-cli', 'CLI', 'Build', '0', '0', 'Never', 'No']);
    const vcs = within(table).getByRole('row', { name: /web-shop/ });
    expect(within(vcs).getByText('VCS')).toBeInTheDocument();
    expect(within(vcs).getByText('Prod')).toBeInTheDocument();
    expect(vcs.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T10:15:00.000Z');
  });

  it('type, stage and active filters go into the URL and the request, show as chips and clear', async () => {
    const { calls } = mockFetch(projectServer());
    const { user, location } = renderProjects();
    await screen.findByRole('link', { name: 'web-shop' });
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Type'), 'cli');
    expect(location()).toBe('/projects?type=cli');
    await user.selectOptions(screen.getByLabelText('Stage'), 'build');
    await user.selectOptions(screen.getByLabelText('Active'), 'false');
    expect(location()).toBe('/projects?type=cli&stage=build&is_active=false');
    await waitFor(() =>
      expect(lastListQuery(calls)).toEqual({
        page: '1',
        per_page: '20',
        type: 'cli',
        stage: 'build',
        is_active: 'false',
      }),
    );

    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Type: CLI', 'Stage: Build', 'Active: No', 'Clear filters']);
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Stage: Build' }));
    expect(location()).toBe('/projects?type=cli&is_active=false');
    expect(screen.getByLabelText('Stage')).toHaveValue('');

    await user.click(within(chips).getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/projects');
    expect(screen.getByLabelText('Type')).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('reads search and filters from the URL, names a proprietor filter that came through a link', async () => {
    const { calls } = mockFetch(projectServer());
    renderProjects('/projects?search=shop&type=vcs&proprietor=3&page=2');
    await screen.findByRole('link', { name: 'web-shop' });
    expect(lastListQuery(calls)).toEqual({ page: '2', per_page: '20', search: 'shop', type: 'vcs', proprietor: '3' });
    expect(screen.getByLabelText('Search projects')).toHaveValue('shop');
    expect(screen.getByLabelText('Type')).toHaveValue('vcs');
    expect(await screen.findByRole('button', { name: 'Remove filter Proprietor: Payments team' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter Search: shop' })).toBeInTheDocument();
  });

  it('offers "New project" to administrators only', async () => {
    mockFetch(projectServer());
    renderProjects();
    const button = await screen.findByRole('link', { name: 'New project' });
    expect(button).toHaveAttribute('href', '/settings/projects/new');
  });

  it('hides "New project" from auditors', async () => {
    mockFetch(projectServer({}, 'auditor'));
    renderProjects();
    await screen.findByRole('link', { name: 'web-shop' });
    await waitFor(() => expect(queryClient.getQueryData(profileKeys.all)).toMatchObject({ role: 'auditor' }));
    expect(screen.queryByRole('link', { name: 'New project' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'No' })).toBeInTheDocument();
  });
});
