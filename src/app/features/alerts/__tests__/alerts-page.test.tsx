import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { profileKeys } from '../../../lib/profile-query';
import { queryClient } from '../../../lib/query-client';
import { axeViolations } from '../../../test/axe';
import { json, mockFetch, PROFILE, routesHandler, TOKEN, type Handler } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { AlertsPage } from '../alerts-page';

const pageOf = (results: readonly unknown[]) => ({ count: results.length, next: null, previous: null, results });

const LODASH = {
  id: 21,
  policy_id: 3,
  policy_name: 'No known-exploited CVEs',
  level: 'critical',
  stage: 'prod',
  project_id: 7,
  container_image_id: null,
  artifact_repository_id: null,
  dependency_id: 40,
  dependency_purl: 'pkg:npm/lodash@4.17.15',
  matched_criteria: ['lodash@4.17.15 has CVE-2021-23337', 'CVSS3 Score 7.2 >= 7.0'],
  status: 'active',
  is_blocks_build: true,
  blocks_build_from: '2026-11-22T10:16:00.000Z',
  created_at: '2026-11-22T10:16:00.000Z',
} as const;

const OPENSSL = {
  ...LODASH,
  id: 22,
  policy_id: null,
  policy_name: 'Old policy',
  level: 'warning',
  stage: 'proxy',
  project_id: null,
  container_image_id: 4,
  artifact_repository_id: 1,
  dependency_purl: 'pkg:deb/debian/openssl@3.0.11',
  matched_criteria: ['openssl@3.0.11 has CVE-2024-0727'],
  is_blocks_build: false,
  blocks_build_from: null,
} as const;

const PAYMENTS_API = {
  id: 7,
  name: 'payments-api',
  type: 'cli',
  repo_url: null,
  repo_ref_name: null,
  stage: 'prod',
  proprietor: null,
  is_active: true,
  dependencies_count: 42,
  vulnerabilities_count: 5,
  last_sca_analysis_at: null,
  created_at: '2026-01-02T08:00:00.000Z',
  updated_at: '2026-11-20T10:15:00.000Z',
  policies_count: 2,
  alerts_count: 9,
};

/** Alerts by status, as the server filters them; PATCH moves one between statuses. */
function alertServer(role = 'administrator', patches: unknown[] = [], extra: Record<string, Handler> = {}) {
  const alerts = new Map<number, { status: string } & Record<string, unknown>>([
    [LODASH.id, { ...LODASH }],
    [OPENSSL.id, { ...OPENSSL }],
  ]);
  return routesHandler({
    'GET /api/profile/': () => json({ ...PROFILE, role }),
    'GET /api/projects/7/': () => json(PAYMENTS_API),
    'GET /api/container_images/4/': () =>
      json({
        id: 4,
        name: 'library/nginx:1.27',
        digest: 'sha256:00',
        artifact_repository_id: 1,
        dependencies_count: 1,
        vulnerabilities_count: 1,
        last_sca_analysis_at: null,
      }),
    'GET /api/policy_alerts/': (request) => {
      const status = new URL(request.url).searchParams.get('status');
      return json(pageOf([...alerts.values()].filter((a) => a.status === status)));
    },
    'PATCH /api/policy_alerts/21/': async (request) => {
      const body = (await request.json()) as { status: string };
      patches.push(body);
      const updated = { ...alerts.get(21)!, status: body.status };
      alerts.set(21, updated);
      return json(updated);
    },
    ...extra,
  });
}

function renderAlerts(route = '/alerts') {
  return renderWithProviders(<AlertsPage />, { route, path: '/alerts' });
}

/** The table row holding `text`; faster than a row's accessible name, which takes every cell. */
async function rowWith(text: string, scope: HTMLElement = document.body) {
  return (await within(scope).findByText(wholeText(text))).closest('tr')!;
}

/** The innermost element whose whole text is `text`, even split over elements (a purl has <wbr> breaks). */
const wholeText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text);

const alertCalls = (calls: Request[]) =>
  calls.filter((c) => c.method === 'GET' && new URL(c.url).pathname === '/api/policy_alerts/');
const lastQuery = (calls: Request[]) => Object.fromEntries(new URL(alertCalls(calls).at(-1)!.url).searchParams);

describe('alerts page', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('lists active alerts: level, policy link, project or image, component, matched criteria, blocks build', async () => {
    const { calls } = mockFetch(alertServer());
    renderAlerts();
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    const table = screen.getByRole('table', { name: 'Active alerts' });
    const lodash = await rowWith('pkg:npm/lodash@4.17.15', table);
    expect(lastQuery(calls)).toEqual({ page: '1', per_page: '20', status: 'active' });
    const cells = within(lodash).getAllByRole('cell') as [HTMLElement, ...HTMLElement[]];
    expect(cells[0]).toHaveTextContent('Critical');
    expect(within(cells[1]!).getByRole('link', { name: 'No known-exploited CVEs' })).toHaveAttribute(
      'href',
      '/policies/3',
    );
    expect(await within(cells[2]!).findByRole('link', { name: 'payments-api' })).toHaveAttribute('href', '/projects/7');
    expect(cells[3]).toHaveTextContent('pkg:npm/lodash@4.17.15');
    expect(
      within(cells[4]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['lodash@4.17.15 has CVE-2021-23337', 'CVSS3 Score 7.2 >= 7.0']);
    expect(cells[5]).toHaveTextContent('Yes');

    const openssl = await rowWith('pkg:deb/debian/openssl@3.0.11', table);
    const other = within(openssl).getAllByRole('cell');
    // The policy was deleted: its name stays, without a link.
    expect(within(other[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(other[1]).toHaveTextContent('Old policy');
    expect(await within(other[2]!).findByRole('link', { name: 'library/nginx:1.27' })).toHaveAttribute(
      'href',
      '/container-images/4',
    );
    expect(other[5]).toHaveTextContent('No');
    expect(await axeViolations()).toEqual([]);
  });

  it('ignores an alert, which then shows under Ignored, where it can be un-ignored', async () => {
    const show = vi.spyOn(notifications, 'show');
    const patches: unknown[] = [];
    const { calls } = mockFetch(alertServer('administrator', patches));
    const { user, location } = renderAlerts();
    const ignore = await screen.findByRole('button', {
      name: 'Ignore alert No known-exploited CVEs on pkg:npm/lodash@4.17.15',
    });
    await user.click(ignore);
    await waitFor(() => expect(screen.queryByText(wholeText('pkg:npm/lodash@4.17.15'))).not.toBeInTheDocument());
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(new URL(patch.url).pathname).toBe('/api/policy_alerts/21/');
    expect(patches).toEqual([{ status: 'ignored' }]);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Alert for pkg:npm/lodash@4.17.15 ignored. It is listed under Ignored.' }),
    );

    await user.click(screen.getByRole('tab', { name: 'Ignored' }));
    expect(location()).toBe('/alerts?status=ignored');
    expect(screen.getByRole('tab', { name: 'Ignored' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Ignored alerts' });
    await rowWith('pkg:npm/lodash@4.17.15', table);
    expect(lastQuery(calls)).toMatchObject({ status: 'ignored' });
    await user.click(within(table).getByRole('button', { name: /^Un-ignore alert/ }));
    await waitFor(() => expect(within(table).queryByText(wholeText('pkg:npm/lodash@4.17.15'))).not.toBeInTheDocument());
    expect(patches).toEqual([{ status: 'ignored' }, { status: 'active' }]);

    await user.click(screen.getByRole('tab', { name: 'Resolved' }));
    expect(location()).toBe('/alerts?status=resolved');
    expect(await screen.findByText(/No resolved alerts/)).toBeInTheDocument();
  });

  it('takes ?project= and ?policy= from links as chips, filters by level and search, and keeps the tab when clearing', async () => {
    const { calls } = mockFetch(alertServer());
    const { user, location } = renderAlerts('/alerts?status=ignored&project=7&policy=3');
    await screen.findByRole('table', { name: 'Ignored alerts' });
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({ page: '1', per_page: '20', status: 'ignored', project: '7', policy: '3' }),
    );
    expect(await screen.findByRole('button', { name: 'Remove filter Project: payments-api' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter Policy: #3' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Level'), 'critical');
    await user.type(screen.getByLabelText('Search alerts'), 'lodash{Enter}');
    await waitFor(() =>
      expect(lastQuery(calls)).toMatchObject({ level: 'critical', search: 'lodash', status: 'ignored' }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/alerts?status=ignored');
  });

  it('shows no ignore actions to an auditor', async () => {
    mockFetch(alertServer('auditor'));
    renderAlerts();
    await rowWith('pkg:npm/lodash@4.17.15');
    await waitFor(() => expect(queryClient.getQueryData(profileKeys.all)).toMatchObject({ role: 'auditor' }));
    expect(screen.queryByRole('button', { name: /Ignore/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});
