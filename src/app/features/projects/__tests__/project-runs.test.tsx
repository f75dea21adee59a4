import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { profileKeys } from '../../../lib/profile-query';
import { queryClient } from '../../../lib/query-client';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ProjectDetailPage } from '../project-detail-page';
import { projectServer } from './fixtures';

const renderDetail = (route = '/projects/7') =>
  renderWithProviders(<ProjectDetailPage />, { route, path: '/projects/:id' });

const queued = (id: number, kind: string) => ({
  id,
  kind,
  project_id: 7,
  container_image_id: null,
  status: 'queued',
  error: null,
  started_at: null,
  finished_at: null,
  created_at: '2026-11-22T10:00:00.000Z',
  progress: null,
  phase: null,
  summary: null,
});

describe('project analyses', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('starts each kind of run at its endpoint and links the run it queued', async () => {
    const show = vi.spyOn(notifications, 'show');
    const posts: string[] = [];
    const start = (kind: string) => (request: Request) => {
      posts.push(new URL(request.url).pathname);
      return json([queued(40 + posts.length, kind)], 202);
    };
    mockFetch(
      projectServer({
        'POST /api/analyses/projects/7/sca/start/': start('project_sca'),
        'POST /api/analyses/projects/7/clones/start/': start('clones'),
        'POST /api/analyses/projects/7/authors/start/': start('authors'),
        'POST /api/analyses/projects/7/secrets/start/': start('project_secrets'),
        'POST /api/settings/projects/7/clone/': start('repository_cloning'),
      }),
    );
    const { user } = renderDetail();
    const group = await screen.findByRole('group', { name: 'Start an analysis of web-shop' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Start SCA', 'Find clones', 'Find authors', 'Scan for secrets']);
    for (const name of ['Start SCA', 'Find clones', 'Find authors', 'Scan for secrets']) {
      await user.click(within(group).getByRole('button', { name }));
      await waitFor(() => expect(within(group).getByRole('button', { name })).toBeEnabled());
    }
    // Cloning is the repository card's.
    const repository = screen.getByRole('group', { name: 'Repository actions of web-shop' });
    await user.click(within(repository).getByRole('button', { name: 'Clone repository' }));
    await waitFor(() => expect(within(repository).getByRole('button', { name: 'Clone repository' })).toBeEnabled());
    expect(posts).toEqual([
      '/api/analyses/projects/7/sca/start/',
      '/api/analyses/projects/7/clones/start/',
      '/api/analyses/projects/7/authors/start/',
      '/api/analyses/projects/7/secrets/start/',
      '/api/settings/projects/7/clone/',
    ]);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', title: 'SCA of web-shop queued' }));
    expect(screen.getByRole('link', { name: 'Runs of this project' })).toHaveAttribute('href', '/runs?project=7');
  });

  it('shows a 409 with its detail and a link to the run already queued or running', async () => {
    mockFetch(
      projectServer({
        'POST /api/analyses/projects/7/sca/start/': () =>
          json({ detail: 'A project_sca run is already queued or running for this project.', run_id: 12 }, 409),
      }),
    );
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Start SCA' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('SCA of web-shop is already queued or running');
    expect(alert).toHaveTextContent('A project_sca run is already queued or running for this project.');
    expect(within(alert).getByRole('link', { name: 'Open run #12' })).toHaveAttribute('href', '/runs/12');
  });

  it('offers no Clone repository for a CLI project, which has no repository card', async () => {
    mockFetch(projectServer());
    renderDetail('/projects/8');
    await screen.findByRole('group', { name: 'Start an analysis of billing-cli' });
    expect(screen.queryByRole('button', { name: 'Clone repository' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Repository' })).not.toBeInTheDocument();
  });

  it('shows only the runs link to a user', async () => {
    mockFetch(projectServer({}, 'user'));
    renderDetail();
    expect(await screen.findByRole('link', { name: 'Runs of this project' })).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData(profileKeys.all)).toMatchObject({ role: 'user' }));
    expect(screen.queryByRole('button', { name: 'Start SCA' })).not.toBeInTheDocument();
  });
});
