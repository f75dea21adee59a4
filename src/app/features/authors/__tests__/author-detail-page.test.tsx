import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format';
import { sessionStore } from '../../../lib/session-store';
import { axeViolations } from '../../../test/axe';
import { json, mockFetch, routesHandler, TOKEN, type Handler } from '../../../test/fetch-mock';
import { authorRecord } from '../../../test/records';
import { renderWithProviders } from '../../../test/render';
import { AuthorDetailPage } from '../author-detail-page';

const ADA = authorRecord(5, 'Ada Lovelace', 'ada@example.com', {
  commits_count: 130,
  merges_count: 4,
  projects_count: 2,
  active_months: 3,
  technologies: ['TypeScript', 'Python', 'Shell'],
});
const ACTIVITY = {
  // October has no commits: the chart and its table still have the month, at 0.
  months: [
    { month: '2026-08', commits_count: 20 },
    { month: '2026-09', commits_count: 60 },
    { month: '2026-11', commits_count: 50 },
  ],
  projects: [
    {
      project_id: 7,
      project_name: 'web-shop',
      commits_count: 120,
      lines_added: 1000,
      lines_removed: 300,
      last_commit_at: '2026-11-20T16:30:00.000Z',
    },
    {
      project_id: 8,
      project_name: 'billing-cli',
      commits_count: 10,
      lines_added: 204,
      lines_removed: 10,
      last_commit_at: '2026-09-02T08:00:00.000Z',
    },
  ],
};

const renderAuthor = (extra: Record<string, Handler> = {}) => {
  const mock = mockFetch(
    routesHandler({
      'GET /api/authors/5/': () => json(ADA),
      'GET /api/authors/5/activity/': () => json(ACTIVITY),
      ...extra,
    }),
  );
  return { ...mock, ...renderWithProviders(<AuthorDetailPage />, { route: '/authors/5', path: '/authors/:id' }) };
};
const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('author page', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('shows the author’s figures over every project and their technologies', async () => {
    renderAuthor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(term('Email')).toHaveTextContent('ada@example.com');
    expect(term('Commits')).toHaveTextContent('130');
    expect(term('Merges')).toHaveTextContent('4');
    expect(term('Lines')).toHaveTextContent('1,204 lines added, 310 removed');
    expect(term('First commit')).toHaveTextContent(formatDate(ADA.first_commit_at));
    expect(term('Last commit')).toHaveTextContent(formatDate(ADA.last_commit_at));
    expect(term('Active months')).toHaveTextContent('3');
    expect(term('Projects')).toHaveTextContent('2');
    expect(
      within(term('Technologies'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['TypeScript', 'Python', 'Shell']);
  });

  it('draws the commits by month in a chart loaded on its own, its figures a table away', async () => {
    const { user } = renderAuthor();
    const section = await screen.findByRole('region', { name: 'Activity by month' });
    const chart = await within(section).findByRole('img', { name: 'Commits by month' }, { timeout: 5000 });
    expect(chart).toHaveAccessibleDescription(
      'Commits per month in every analysed project, Aug 2026 to Nov 2026: 130 commits in all; Sep 2026 has the most, 60.',
    );
    await user.click(within(section).getByRole('button', { name: 'Show as table' }));
    const table = within(section).getByRole('table', { name: 'Commits by month' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['MonthCommits', 'Nov 202650', 'Oct 20260', 'Sep 202660', 'Aug 202620']);
    await user.click(within(section).getByRole('button', { name: 'Show as chart', pressed: true }));
    expect(within(section).getByRole('img', { name: 'Commits by month' })).toBeInTheDocument();
  });

  it('lists the author’s projects with their figures there, each linked', async () => {
    renderAuthor();
    const table = await screen.findByRole('table', { name: 'Projects' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['web-shop', 'billing-cli']);
    expect(within(rows[0]!).getByRole('link', { name: 'web-shop' })).toHaveAttribute('href', '/projects/7');
    expect(rows[0]).toHaveTextContent('120');
    expect(within(rows[0]!).getByText('1,000 lines added, 300 removed')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent(formatDate('2026-11-20T16:30:00.000Z'));
    expect(await axeViolations()).toEqual([]);
  });

  it('says when nothing has been analysed yet, and when the activity cannot be loaded', async () => {
    let fail = true;
    const { user } = renderAuthor({
      'GET /api/authors/5/activity/': () =>
        fail ? json({ detail: 'The database is unavailable.' }, 503) : json({ months: [], projects: [] }),
    });
    const alert = await screen.findByText('The activity could not be loaded');
    expect(alert.closest('[role="alert"], .mantine-Alert-root')).toHaveTextContent('The database is unavailable.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No commits analysed yet.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('No analysed project has commits by this author.')).toBeInTheDocument(),
    );
  });
});
