import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, pageOf, TOKEN } from '../../../test/fetch-mock';
import { authorRecord, runRecord } from '../../../test/records';
import { renderWithProviders } from '../../../test/render';
import { ProjectDetailPage } from '../project-detail-page';
import { projectServer, WEB_SHOP, WORKSPACE } from './fixtures';

const renderDetail = () => renderWithProviders(<ProjectDetailPage />, { route: '/projects/7', path: '/projects/:id' });
const path = (request: Request) => new URL(request.url).pathname;

const run = runRecord;

const CLONED = {
  commit: WORKSPACE.commit,
  ref: 'main',
  size_bytes: WORKSPACE.size_bytes,
  files_count: WORKSPACE.files_count,
  fetched: false,
};

describe("a project's runs, live", () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));
  afterEach(() => vi.useRealTimers());

  it('shows progress and phase while runs work, cancels one, says what each found, and refreshes the workspace when a clone ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const show = vi.spyOn(notifications, 'show');
    let cloned = false;
    let cancelled = false;
    const runQueries: URLSearchParams[] = [];
    const { calls } = mockFetch(
      projectServer({
        'GET /api/projects/7/': () => json({ ...WEB_SHOP, workspace: cloned ? WORKSPACE : null }),
        'GET /api/analyses/runs/': (request) => {
          runQueries.push(new URL(request.url).searchParams);
          return json(
            pageOf([
              run(5, {
                status: cancelled ? 'cancelled' : 'running',
                finished_at: null,
                progress: 30,
                phase: 'Reading lockfiles',
              }),
              cloned
                ? run(4, { kind: 'repository_cloning', progress: 100, summary: CLONED })
                : run(4, {
                    kind: 'repository_cloning',
                    status: 'running',
                    finished_at: null,
                    phase: 'Receiving objects',
                  }),
              run(3, { kind: 'authors', summary: { authors_count: 12, commits_count: 340, new_commits_count: 25 } }),
              run(2, { kind: 'clones', status: 'failed', error: 'Authentication failed: check the credentials.' }),
              run(1, { kind: 'clones', summary: { analysed: false, reason: 'Clone detection is not built yet.' } }),
            ]),
          );
        },
        'POST /api/analyses/runs/5/cancel/': () => {
          cancelled = true;
          return json(run(5, { status: 'cancelled' }));
        },
      }),
    );
    const { user } = renderDetail();
    const table = await screen.findByRole('table', { name: 'Runs of web-shop' });
    expect(Object.fromEntries(runQueries[0]!)).toEqual({ page: '1', per_page: '20', project: '7' });
    const row = async (id: number) => (await within(table).findByRole('link', { name: `#${id}` })).closest('tr')!;
    // The project's own runs: no Target column.
    expect(within(table).queryByRole('columnheader', { name: 'Target' })).not.toBeInTheDocument();

    const sca = await row(5);
    const bar = within(sca).getByRole('progressbar', { name: 'Progress of run #5' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(within(sca).getByText('30%')).toBeInTheDocument();
    expect(within(sca).getByText('Reading lockfiles')).toBeInTheDocument();
    const cloning = await row(4);
    expect(within(cloning).getByRole('progressbar', { name: 'Progress of run #4' })).not.toHaveAttribute(
      'aria-valuenow',
    );
    expect(within(cloning).getByText('Receiving objects')).toBeInTheDocument();
    // Repository cloning cannot be cancelled.
    expect(within(cloning).queryByRole('button', { name: 'Cancel run #4' })).not.toBeInTheDocument();

    expect(within(await row(3)).getByText('12 authors, 340 commits (25 new)')).toBeInTheDocument();
    expect(within(await row(2)).getByText('Authentication failed: check the credentials.')).toBeInTheDocument();
    expect(within(await row(1)).getByText('Not analysed yet: Clone detection is not built yet.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Repository' })).toHaveTextContent('Not cloned yet');

    await user.click(within(sca).getByRole('button', { name: 'Cancel run #5' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Project SCA run #5 cancelled.' })),
    );
    expect(calls.some((c) => c.method === 'POST' && path(c) === '/api/analyses/runs/5/cancel/')).toBe(true);
    await waitFor(async () => expect(within(await row(5)).getByText('Cancelled')).toBeInTheDocument());

    // The clone ends at the next poll: its summary in words, and the project is asked again for its workspace.
    const projectReads = () => calls.filter((c) => c.method === 'GET' && path(c) === '/api/projects/7/').length;
    const before = projectReads();
    cloned = true;
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await within(await row(4)).findByText('Cloned 1a2b3c4 (2.1 MB, 84 files)')).toBeInTheDocument();
    await waitFor(() => expect(projectReads()).toBeGreaterThan(before));
    const repository = screen.getByRole('region', { name: 'Repository' });
    expect(await within(repository).findByText('Fix the checkout total rounding')).toBeInTheDocument();
    expect(within(repository).getByRole('button', { name: 'Fetch updates' })).toBeInTheDocument();
  });

  it('gives an auditor the runs and their progress without Cancel', async () => {
    mockFetch(
      projectServer(
        {
          'GET /api/analyses/runs/': () =>
            json(pageOf([run(5, { status: 'running', finished_at: null, progress: 55, phase: 'Matching' })])),
        },
        'auditor',
      ),
    );
    renderDetail();
    const table = await screen.findByRole('table', { name: 'Runs of web-shop' });
    expect(await within(table).findByRole('progressbar', { name: 'Progress of run #5' })).toHaveAttribute(
      'aria-valuenow',
      '55',
    );
    expect(within(table).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Start an analysis of web-shop' })).not.toBeInTheDocument();
  });

  it("lists the project's authors with this project's figures", async () => {
    const authorQueries: URLSearchParams[] = [];
    mockFetch(
      projectServer({
        'GET /api/authors/': (request) => {
          authorQueries.push(new URL(request.url).searchParams);
          return json(
            pageOf([
              authorRecord(5, 'Ada Lovelace', 'ada@example.com', { commits_count: 120, technologies: ['TypeScript'] }),
              authorRecord(6, 'Charles Babbage', 'charles@example.com', { commits_count: 3, merges_count: 0 }),
            ]),
          );
        },
      }),
    );
    renderDetail();
    const table = await screen.findByRole('table', { name: 'Authors of web-shop' });
    expect(Object.fromEntries(authorQueries[0]!)).toEqual({ page: '1', per_page: '20', project: '7' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email', 'Commits', 'Merges', 'Lines', 'Last commit', 'Active months', 'Technologies']);
    const ada = (await within(table).findByRole('link', { name: 'Ada Lovelace' })).closest('tr')!;
    expect(within(ada).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/authors/5');
    expect(within(ada).getByText('120')).toBeInTheDocument();
    expect(within(ada).getByText('1,204 lines added, 310 removed')).toBeInTheDocument();
    expect(within(ada).getByText('TypeScript')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open on the Authors page' })).toHaveAttribute(
      'href',
      '/authors?project=7',
    );
  });
});
