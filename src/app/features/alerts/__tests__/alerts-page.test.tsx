import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { profileKeys } from '../../../lib/profile-query';
import { queryClient } from '../../../lib/query-client';
import { axeViolations } from '../../../test/axe';
import { mockFetch, TOKEN } from '../../../test/fetch-mock';
import { alertServer, lastQuery, renderAlerts, rowWith, wholeText } from './fixtures';

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
