import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, pageOf, routesHandler, TOKEN } from '../../../test/fetch-mock';
import { authorRecord, projectRecord } from '../../../test/records';
import { renderWithProviders } from '../../../test/render';
import { AuthorsPage } from '../authors-page';

const ADA = authorRecord(5, 'Ada Lovelace', 'ada@example.com', {
  commits_count: 1234,
  technologies: ['TypeScript', 'Python', 'Shell', 'CSS', 'HTML', 'Go'],
});
const CHARLES = authorRecord(6, 'Charles Babbage', 'charles@example.com', { technologies: [], last_commit_at: null });

const authorQueries = (calls: Request[]) =>
  calls
    .filter((c) => new URL(c.url).pathname === '/api/authors/')
    .map((c) => Object.fromEntries(new URL(c.url).searchParams));

describe('authors page', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('lists each author’s commits, merges, lines, last commit, active months, technologies and projects', async () => {
    const { calls } = mockFetch(routesHandler({ 'GET /api/authors/': () => json(pageOf([ADA, CHARLES])) }));
    const { user } = renderWithProviders(<AuthorsPage />, { route: '/authors', path: '/authors' });
    const table = screen.getByRole('table', { name: 'Authors' });
    const ada = (await within(table).findByRole('link', { name: 'Ada Lovelace' })).closest('tr')!;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Name',
      'Email',
      'Commits',
      'Merges',
      'Lines',
      'Last commit',
      'Active months',
      'Technologies',
      'Projects',
    ]);
    const cell = (row: HTMLElement, column: string) =>
      within(row)
        .getAllByRole('cell')
        .find((td) => td.getAttribute('data-column') === column)!;
    expect(cell(ada, 'commits')).toHaveTextContent('1,234');
    // "+1,204 −310" for the eye, in words for a screen reader.
    expect(within(cell(ada, 'lines')).getByText('+1,204')).toBeInTheDocument();
    expect(within(cell(ada, 'lines')).getByText('−310')).toBeInTheDocument();
    expect(within(cell(ada, 'lines')).getByText('1,204 lines added, 310 removed')).toBeInTheDocument();
    // A few technologies, then how many more: a row stays a few lines high (a card at 390 px too).
    expect(
      within(cell(ada, 'technologies'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['TypeScript', 'Python', 'Shell', 'CSS', '+2 more']);
    expect(cell(ada, 'projects')).toHaveTextContent('2');
    // Each cell carries its column's name for the card layout of narrow screens.
    expect(cell(ada, 'active_months')).toHaveAttribute('data-label', 'Active months');
    const charles = (await within(table).findByRole('link', { name: 'Charles Babbage' })).closest('tr')!;
    expect(cell(charles, 'technologies')).toHaveTextContent('—');
    expect(cell(charles, 'last_commit')).toHaveTextContent('—');

    await user.click(within(table).getByRole('button', { name: /Commits/ }));
    await waitFor(() => expect(authorQueries(calls).at(-1)).toMatchObject({ ordering: 'commits_count' }));
  });

  it('shows a project’s figures when filtered to it, without the count of projects', async () => {
    const { calls } = mockFetch(
      routesHandler({
        'GET /api/authors/': () => json(pageOf([ADA])),
        'GET /api/projects/7/': () => json(projectRecord(7, 'web-shop')),
      }),
    );
    renderWithProviders(<AuthorsPage />, { route: '/authors?project=7', path: '/authors' });
    const table = screen.getByRole('table', { name: 'Authors' });
    await within(table).findByRole('link', { name: 'Ada Lovelace' });
    expect(authorQueries(calls)[0]).toEqual({ page: '1', per_page: '20', project: '7' });
    expect(within(table).queryByRole('columnheader', { name: 'Projects' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remove filter Project: web-shop' })).toBeInTheDocument();
  });
});
