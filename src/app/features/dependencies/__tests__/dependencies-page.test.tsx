import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, routesHandler, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { DependenciesPage } from '../dependencies-page';

const LODASH = {
  id: 11,
  purl: 'pkg:npm/lodash@4.17.15',
  name: 'lodash',
  version: '4.17.15',
  technology: 'npm',
  licenses: ['MIT'],
  vulnerabilities_count: 2,
  projects_count: 3,
};
const LOG4J = {
  id: 12,
  purl: 'pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1',
  name: 'org.apache.logging.log4j:log4j-core',
  version: '2.14.1',
  technology: 'maven',
  licenses: ['Apache-2.0', 'MIT'],
  vulnerabilities_count: 0,
  projects_count: 1,
};

const WEB_SHOP = {
  id: 7,
  name: 'web-shop',
  type: 'cli',
  repo_url: null,
  repo_ref_name: null,
  stage: 'build',
  proprietor: null,
  is_active: true,
  dependencies_count: 2,
  vulnerabilities_count: 2,
  last_sca_analysis_at: null,
  created_at: '2026-01-02T08:00:00.000Z',
  updated_at: '2026-01-02T08:00:00.000Z',
  policies_count: 0,
  alerts_count: 0,
  duplicated_lines_percent: null,
  clones_count: 0,
  repo_auth_kind: 'none',
  workspace: null,
};

const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

function server() {
  return mockFetch(
    routesHandler({
      'GET /api/dependencies/': () => json(page([LODASH, LOG4J])),
      'GET /api/projects/7/': () => json(WEB_SHOP),
    }),
  );
}

function renderDependencies(route = '/dependencies') {
  return renderWithProviders(<DependenciesPage />, { route, path: '/dependencies' });
}

describe('dependencies page', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('shows each purl in monospace with a copy button', async () => {
    server();
    const { user } = renderDependencies();
    const table = screen.getByRole('table', { name: 'Dependencies' });
    const row = await within(table).findByRole('row', { name: /lodash/ });
    const purl = within(row).getByText('pkg:npm/lodash@4.17.15');
    expect(purl.style.fontFamily).toContain('monospace');

    const copy = within(row).getByRole('button', { name: 'Copy pkg:npm/lodash@4.17.15' });
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe('pkg:npm/lodash@4.17.15');
    expect(await within(row).findByRole('button', { name: 'Copied pkg:npm/lodash@4.17.15' })).toBeInTheDocument();
  });

  it('links licenses to the Licenses page, vulnerability counts to the filtered list, names to the detail', async () => {
    server();
    renderDependencies();
    const table = screen.getByRole('table', { name: 'Dependencies' });
    const log4j = await within(table).findByRole('row', { name: /log4j-core/ });
    expect(within(log4j).getByRole('link', { name: 'Apache-2.0' })).toHaveAttribute(
      'href',
      '/licenses?search=Apache-2.0',
    );
    expect(within(log4j).getByRole('link', { name: 'MIT' })).toHaveAttribute('href', '/licenses?search=MIT');
    // No vulnerabilities: nothing to link to.
    expect(within(log4j).queryByRole('link', { name: /vulnerabilit/ })).not.toBeInTheDocument();

    const lodash = within(table).getByRole('row', { name: /lodash/ });
    expect(within(lodash).getByRole('link', { name: '2 vulnerabilities in lodash 4.17.15' })).toHaveAttribute(
      'href',
      '/vulnerabilities?dependency=11',
    );
    expect(within(lodash).getByRole('link', { name: 'lodash' })).toHaveAttribute('href', '/dependencies/11');
  });

  it('filters by technology through the URL; a project filter from a link shows by name and can be removed', async () => {
    const { calls } = server();
    const { user, location } = renderDependencies('/dependencies?project=7');
    await screen.findByRole('row', { name: /lodash/ });
    expect(await screen.findByRole('button', { name: 'Remove filter Project: web-shop' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Technology'), 'maven');
    expect(location()).toBe('/dependencies?project=7&technology=maven');
    await waitFor(() =>
      expect(Object.fromEntries(new URL(calls.at(-1)!.url).searchParams)).toMatchObject({
        project: '7',
        technology: 'maven',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove filter Project: web-shop' }));
    expect(location()).toBe('/dependencies?technology=maven');
  });
});
