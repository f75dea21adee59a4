import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { RunDetailPage } from '../run-detail-page';
import { run, runServer } from './fixtures';

const renderRun = (route: string) => renderWithProviders(<RunDetailPage />, { route, path: '/runs/:id' });
const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('run page', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));
  afterEach(() => vi.useRealTimers());

  it('follows a running run: its bar, percent and phase, then what it found once it ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let served = 0;
    mockFetch(
      runServer({
        'GET /api/analyses/runs/9/': () => {
          served += 1;
          return json(
            served === 1
              ? run(9, {
                  kind: 'authors',
                  status: 'running',
                  finished_at: null,
                  progress: 60,
                  phase: 'Reading commits',
                })
              : run(9, {
                  kind: 'authors',
                  progress: 100,
                  summary: { authors_count: 12, commits_count: 340, new_commits_count: 25 },
                }),
          );
        },
      }),
    );
    renderRun('/runs/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Authors run #9' })).toBeInTheDocument();
    const bar = within(term('Progress') as HTMLElement).getByRole('progressbar', { name: 'Progress of run #9' });
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(term('Progress')).toHaveTextContent('60%Reading commits');

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(term('Status')).toHaveTextContent('Finished'));
    expect(screen.queryByText('Progress', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "12 authors: open the project's authors" })).toHaveAttribute(
      'href',
      '/authors?project=7',
    );
    expect(term('Commits')).toHaveTextContent('340');
    expect(term('New commits read')).toHaveTextContent('25');
  });

  it("shows a cloning run's commit, size and how it got there", async () => {
    const summary = {
      commit: '1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d',
      ref: 'main',
      size_bytes: 2_202_010,
      files_count: 84,
      fetched: false,
    };
    mockFetch(runServer({ 'GET /api/analyses/runs/9/': () => json(run(9, { kind: 'repository_cloning', summary })) }));
    renderRun('/runs/9');
    expect(await screen.findByRole('heading', { level: 2, name: 'What the run found' })).toBeInTheDocument();
    expect(term('Commit')).toHaveTextContent('1a2b3c4');
    expect(
      within(term('Commit') as HTMLElement).getByRole('button', { name: `Copy ${summary.commit}` }),
    ).toBeInTheDocument();
    expect(term('Branch or ref')).toHaveTextContent('main');
    expect(term('Workspace')).toHaveTextContent('2.1 MB, 84 files');
    expect(term('How')).toHaveTextContent('Cloned afresh');
  });

  it('says why a kind was not analysed', async () => {
    const summary = { analysed: false, reason: 'Clone detection is not built yet.' };
    mockFetch(runServer({ 'GET /api/analyses/runs/9/': () => json(run(9, { kind: 'clones', summary })) }));
    renderRun('/runs/9');
    const section = await screen.findByRole('region', { name: 'What the run found' });
    expect(within(section).getByText('Not analysed yet')).toBeInTheDocument();
    expect(within(section).getByText('Clone detection is not built yet.')).toBeInTheDocument();
  });

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

  it("shows an SCA run's summary, each figure linked to the target's lists", async () => {
    const summary = {
      dependencies_count: 42,
      vulnerabilities_count: 5,
      alerts_created: 3,
      alerts_resolved: 1,
      events_count: 6,
    };
    mockFetch(runServer({ 'GET /api/analyses/runs/9/': () => json(run(9, { summary })) }));
    renderRun('/runs/9');
    expect(await screen.findByRole('heading', { level: 2, name: 'What the run found' })).toBeInTheDocument();
    const link = (name: string) => screen.getByRole('link', { name });
    expect(link("42 dependencies scanned: open the target's dependencies")).toHaveAttribute(
      'href',
      '/dependencies?project=7',
    );
    expect(link("5 vulnerabilities: open the project's vulnerabilities")).toHaveAttribute(
      'href',
      '/vulnerabilities?project=7',
    );
    expect(link("3 alerts opened: open the target's active alerts")).toHaveAttribute('href', '/alerts?project=7');
    expect(link("1 alert resolved: open the target's resolved alerts")).toHaveAttribute(
      'href',
      '/alerts?status=resolved&project=7',
    );
    expect(link('6 events queued: open webhooks')).toHaveAttribute('href', '/settings/webhooks');
  });

  it('has no summary section for a run without one', async () => {
    mockFetch(runServer({ 'GET /api/analyses/runs/9/': () => json(run(9, { kind: 'clones' })) }));
    renderRun('/runs/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clones run #9' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What the run found' })).not.toBeInTheDocument();
  });

  it('says so when the run does not exist', async () => {
    mockFetch(runServer());
    renderRun('/runs/99');
    expect(await screen.findByText('No such run')).toBeInTheDocument();
  });
});
