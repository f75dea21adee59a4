import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { RunDetailPage } from '../run-detail-page';
import { run, runServer } from './fixtures';

const renderRun = (route: string) => renderWithProviders(<RunDetailPage />, { route, path: '/runs/:id' });
const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('run page', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('shows a failed run with its target and error, and no Cancel', async () => {
    mockFetch(
      runServer({
        'GET /api/analyses/runs/9/': () =>
          json(run(9, { kind: 'clones', status: 'failed', error: 'git clone exited with 128.' })),
      }),
    );
    renderRun('/runs/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clones run #9' })).toBeInTheDocument();
    expect(term('Status')).toHaveTextContent('Failed');
    expect(term('Duration')).toHaveTextContent('42 s');
    expect(term('Error')).toHaveTextContent('git clone exited with 128.');
    expect(await screen.findByRole('link', { name: 'web-shop' })).toHaveAttribute('href', '/projects/7');
    expect(screen.queryByRole('button', { name: 'Cancel run' })).not.toBeInTheDocument();
  });

  it('cancels a running run', async () => {
    let status = 'running';
    mockFetch(
      runServer({
        'GET /api/analyses/runs/9/': () => json(run(9, { status, finished_at: null })),
        'POST /api/analyses/runs/9/cancel/': () => {
          status = 'cancelled';
          return json(run(9, { status }));
        },
      }),
    );
    const { user } = renderRun('/runs/9');
    await user.click(await screen.findByRole('button', { name: 'Cancel run' }));
    await waitFor(() => expect(term('Status')).toHaveTextContent('Cancelled'));
    expect(screen.queryByRole('button', { name: 'Cancel run' })).not.toBeInTheDocument();
  });

  it('says so when the run does not exist', async () => {
    mockFetch(runServer());
    renderRun('/runs/99');
    expect(await screen.findByText('No such run')).toBeInTheDocument();
  });
});
