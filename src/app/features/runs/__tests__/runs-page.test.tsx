import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { profileKeys } from '../../../lib/profile-query';
import { queryClient } from '../../../lib/query-client';
import { axeViolations } from '../../../test/axe';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { RunsPage } from '../runs-page';
import { pageOf } from '../../../test/fetch-mock';
import { run, runServer } from './fixtures';

function renderRuns(route = '/runs') {
  return renderWithProviders(<RunsPage />, { route, path: '/runs' });
}

const runCalls = (calls: Request[]) =>
  calls.filter((c) => c.method === 'GET' && new URL(c.url).pathname === '/api/analyses/runs/');
const lastQuery = (calls: Request[]) => Object.fromEntries(new URL(runCalls(calls).at(-1)!.url).searchParams);
/** The row of run #id, found by its link: faster than a row's accessible name, which takes every cell. */
const rowOf = async (table: HTMLElement, id: number) =>
  (await within(table).findByRole('link', { name: `#${id}` })).closest('tr')!;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('runs page', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));
  afterEach(() => vi.useRealTimers());

  it('shows kind, target, status, progress, start, duration and error; polls while a run is active and stops once all ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-22T10:16:00.000Z'));
    let served = 0;
    const { calls } = mockFetch(
      runServer({
        'GET /api/analyses/runs/': () => {
          served += 1;
          return json(
            pageOf([
              served === 1
                ? run(3, { status: 'running', finished_at: null, progress: 40, phase: 'Matching vulnerabilities' })
                : run(3, {
                    status: 'finished',
                    finished_at: '2026-11-22T10:16:01.000Z',
                    summary: {
                      dependencies_count: 42,
                      vulnerabilities_count: 5,
                      alerts_created: 2,
                      alerts_resolved: 0,
                      events_count: 2,
                    },
                  }),
              run(2, {
                kind: 'container_image_sca',
                project_id: null,
                container_image_id: 4,
                status: 'failed',
                error: 'Registry timed out.',
              }),
              run(1, { kind: 'repository_cloning', status: 'cancelled' }),
            ]),
          );
        },
      }),
    );
    renderRuns();
    const table = screen.getByRole('table', { name: 'Runs' });
    const running = await rowOf(table, 3);
    // A run is under way: the page has a Progress column, its bar and phase for the running run.
    expect(cells(running).slice(0, 8)).toEqual([
      '#3',
      'Project SCA',
      expect.any(String),
      'Running',
      '40%Matching vulnerabilities',
      '—',
      expect.any(String),
      '1 min 0 s',
    ]);
    const bar = within(running).getByRole('progressbar', { name: 'Progress of run #3' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(await within(running).findByRole('link', { name: 'web-shop' })).toHaveAttribute('href', '/projects/7');
    expect(within(running).getByRole('link', { name: '#3' })).toHaveAttribute('href', '/runs/3');
    expect(running.querySelector('time')).toHaveAttribute('dateTime', '2026-11-22T10:15:00.000Z');

    const failed = await rowOf(table, 2);
    expect(cells(failed).slice(0, 6)).toEqual(['#2', 'Container image SCA', expect.any(String), 'Failed', '—', '—']);
    expect(await within(failed).findByRole('link', { name: 'library/nginx:1.27' })).toHaveAttribute(
      'href',
      '/container-images/4',
    );
    expect(cells(failed)[7]).toBe('42 s');
    expect(cells(failed)[8]).toBe('Registry timed out.');
    expect(runCalls(calls)).toHaveLength(1);

    // Two seconds later the list asks again; now every run has ended.
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(runCalls(calls)).toHaveLength(2));
    expect(await within(running).findByText('Finished')).toBeInTheDocument();
    expect(within(running).getByText('2 new alerts, 0 resolved')).toBeInTheDocument();
    // Nothing is under way any more: the Progress column is gone.
    expect(within(table).queryByRole('columnheader', { name: 'Progress' })).not.toBeInTheDocument();
    expect(cells(await rowOf(table, 3))[6]).toBe('1 min 1 s');

    // …and then it stays quiet.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(runCalls(calls)).toHaveLength(2);
    expect(await axeViolations()).toEqual([]);
  });

  it('says in words what each kind of run found, and why a failed one failed', async () => {
    mockFetch(
      runServer({
        'GET /api/analyses/runs/': () =>
          json(
            pageOf([
              run(4, { kind: 'authors', summary: { authors_count: 12, commits_count: 340, new_commits_count: 25 } }),
              run(3, {
                kind: 'repository_cloning',
                summary: {
                  commit: '1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d',
                  ref: 'main',
                  size_bytes: 2_202_010,
                  files_count: 84,
                  fetched: false,
                },
              }),
              run(2, { kind: 'clones', summary: { analysed: false, reason: 'Clone detection is not built yet.' } }),
              run(1, {
                kind: 'repository_cloning',
                status: 'failed',
                error: 'Authentication failed for the repository.',
              }),
            ]),
          ),
      }),
    );
    renderRuns();
    const table = screen.getByRole('table', { name: 'Runs' });
    const outcome = async (id: number) => cells(await rowOf(table, id))[4];
    expect(await outcome(4)).toBe('12 authors, 340 commits (25 new)');
    expect(await outcome(3)).toBe('Cloned 1a2b3c4 (2.1 MB, 84 files)');
    expect(await outcome(2)).toBe('Not analysed yet: Clone detection is not built yet.');
    expect(cells(await rowOf(table, 1))[7]).toBe('Authentication failed for the repository.');
  });

  it('offers Cancel only for queued or running runs of a cancellable kind, and shows the 409 detail of a lost race', async () => {
    const { calls } = mockFetch(
      runServer({
        'GET /api/analyses/runs/': () =>
          json(
            pageOf([
              run(5, { status: 'queued', started_at: null, finished_at: null }),
              run(4, { kind: 'repository_cloning', status: 'running', finished_at: null }),
              run(3, { status: 'finished' }),
            ]),
          ),
        'POST /api/analyses/runs/5/cancel/': () => json({ detail: 'The run has already ended.' }, 409),
      }),
    );
    const { user } = renderRuns();
    const table = screen.getByRole('table', { name: 'Runs' });
    const queued = await rowOf(table, 5);
    expect(cells(queued)[4]).toBe('Waiting to start');
    expect(cells(queued)[5]).toBe('—');
    expect(cells(queued)[6]).toBe('Not yet');
    expect(cells(queued)[7]).toBe('—');
    // The cloning run cannot say how far it is: its bar moves without a value.
    const cloning = within(await rowOf(table, 4)).getByRole('progressbar', { name: 'Progress of run #4' });
    expect(cloning).not.toHaveAttribute('aria-valuenow');
    expect(cloning).toHaveAttribute('aria-valuetext', 'Under way; how far is not known yet');
    // No run on this page failed: no Error column.
    expect(within(table).queryByRole('columnheader', { name: 'Error' })).not.toBeInTheDocument();
    const cancel = await within(queued).findByRole('button', { name: 'Cancel run #5' });
    // Repository cloning cannot be cancelled; an ended run has nothing to cancel.
    expect(within(table).queryByRole('button', { name: 'Cancel run #4' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Cancel run #3' })).not.toBeInTheDocument();

    const before = runCalls(calls).length;
    await user.click(cancel);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Run #5 was not cancelled');
    expect(alert).toHaveTextContent('The run has already ended.');
    // The rows were stale: they are fetched again.
    await waitFor(() => expect(runCalls(calls).length).toBeGreaterThan(before));
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cancels a run and says so', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { calls } = mockFetch(
      runServer({
        'GET /api/analyses/runs/': () => json(pageOf([run(5, { status: 'running', finished_at: null })])),
        'POST /api/analyses/runs/5/cancel/': () => json(run(5, { status: 'cancelled' })),
      }),
    );
    const { user } = renderRuns();
    await user.click(await screen.findByRole('button', { name: 'Cancel run #5' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Project SCA run #5 cancelled.' })),
    );
    expect(calls.some((c) => c.method === 'POST' && new URL(c.url).pathname === '/api/analyses/runs/5/cancel/')).toBe(
      true,
    );
  });

  it('starts SCA for all projects after a confirmation that states how many active projects there are', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { calls } = mockFetch(
      runServer({
        'GET /api/analyses/runs/': () => json(pageOf([])),
        'GET /api/projects/': () => json(pageOf([], 3)),
        'POST /api/analyses/overall_sca/start/': () =>
          json([run(11, { status: 'queued' }), run(12, { status: 'queued' }), run(13, { status: 'queued' })], 202),
      }),
    );
    const { user } = renderRuns();
    await user.click(await screen.findByRole('button', { name: 'Start SCA for all projects' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start SCA for all projects?' });
    expect(dialog).toHaveTextContent('one SCA run for each of the 3 active projects');
    const count = calls.find((c) => new URL(c.url).pathname === '/api/projects/')!;
    expect(new URL(count.url).searchParams.get('is_active')).toBe('true');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Start SCA for all projects' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start 3 runs' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'SCA queued for 3 projects.' })),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => new URL(c.url).pathname)).toEqual([
      '/api/analyses/overall_sca/start/',
    ]);
  });

  it('keeps kind and status filters in the URL and the request; takes ?project= as a chip', async () => {
    const { calls } = mockFetch(runServer({ 'GET /api/analyses/runs/': () => json(pageOf([run(1)])) }));
    const { user, location } = renderRuns('/runs?project=7');
    await screen.findByRole('link', { name: '#1' });
    expect(lastQuery(calls)).toEqual({ page: '1', per_page: '20', project: '7' });
    expect(await screen.findByRole('button', { name: 'Remove filter Project: web-shop' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Kind'), 'clones');
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    expect(location()).toBe('/runs?project=7&kind=clones&status=failed');
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({ page: '1', per_page: '20', project: '7', kind: 'clones', status: 'failed' }),
    );
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Kind: Clones', 'Status: Failed', 'Project: web-shop', 'Clear filters']);
  });

  it('shows no start or cancel buttons to an auditor', async () => {
    mockFetch(
      runServer(
        { 'GET /api/analyses/runs/': () => json(pageOf([run(5, { status: 'running', finished_at: null })])) },
        'auditor',
      ),
    );
    renderRuns();
    await screen.findByRole('link', { name: '#5' });
    await waitFor(() => expect(queryClient.getQueryData(profileKeys.all)).toMatchObject({ role: 'auditor' }));
    expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start SCA for all projects' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});
