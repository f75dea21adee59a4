import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { axeViolations } from '../../../test/axe';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ProjectDetailPage } from '../project-detail-page';
import { projectServer } from './fixtures';

const renderDetail = () => renderWithProviders(<ProjectDetailPage />, { route: '/projects/7', path: '/projects/:id' });

describe("a project's secrets", () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('counts its findings by status, each count linking to the list narrowed to the project and the status', async () => {
    const { calls } = mockFetch(projectServer());
    renderDetail();
    const section = await screen.findByRole('region', { name: 'Secrets' });
    const counts = within(section).getByRole('list', { name: 'Secret findings of web-shop by status' });
    const links = await within(counts).findAllByRole('link');
    expect(links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['3 findings: New', '/secrets?project=7&status=new'],
      ['1 finding: True positive', '/secrets?project=7&status=true_positive'],
      ['2 findings: False positive', '/secrets?project=7&status=false_positive'],
      ['0 findings: Fixed', '/secrets?project=7&status=fixed'],
    ]);
    expect(within(section).getByRole('link', { name: 'All secret findings of this project' })).toHaveAttribute(
      'href',
      '/secrets?project=7',
    );
    const asked = calls.find((c) => new URL(c.url).pathname === '/api/secrets/findings/counts/')!;
    expect(new URL(asked.url).searchParams.get('project')).toBe('7');
    expect(await axeViolations()).toEqual([]);
  });

  it('says when the counts cannot be loaded, and still links to the list', async () => {
    mockFetch(
      projectServer({ 'GET /api/secrets/findings/counts/': () => json({ detail: 'Internal server error.' }, 500) }),
    );
    renderDetail();
    const section = await screen.findByRole('region', { name: 'Secrets' });
    expect(
      await within(section).findByText(
        'Could not load the secret findings: Internal server error.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'All secret findings of this project' })).toBeInTheDocument();
  });
});
