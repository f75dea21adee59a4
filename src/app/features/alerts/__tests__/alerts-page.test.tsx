import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { profileKeys } from '../../../lib/profile-query';
import { queryClient } from '../../../lib/query-client';
import { axeViolations } from '../../../test/axe';
import { mockFetch, TOKEN } from '../../../test/fetch-mock';
import { alertServer, lastQuery, renderAlerts, renderNotification, rowWith, wholeText } from './fixtures';

describe('alerts page', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('lists active alerts: level, policy link, project or image, component, matched criteria, blocks build', async () => {
    const { calls } = mockFetch(alertServer());
    renderAlerts();
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    const table = screen.getByRole('table', { name: 'Active alerts' });
    const lodash = await rowWith('pkg:npm/lodash@4.17.15', table);
    expect(lastQuery(calls)).toEqual({ page: '1', per_page: '20', status: 'active' });
    // An administrator's rows start with their selection box.
    const [select, ...cells] = within(lodash).getAllByRole('cell') as [HTMLElement, ...HTMLElement[]];
    expect(
      within(select).getByRole('checkbox', { name: 'Select alert No known-exploited CVEs on pkg:npm/lodash@4.17.15' }),
    ).not.toBeChecked();
    expect(cells[0]).toHaveTextContent('Critical');
    expect(within(cells[1]!).getByRole('link', { name: 'No known-exploited CVEs' })).toHaveAttribute(
      'href',
      '/policies/3',
    );
    expect(await within(cells[2]!).findByRole('link', { name: 'payments-api' })).toHaveAttribute('href', '/projects/7');
    expect(cells[3]).toHaveTextContent('pkg:npm/lodash@4.17.15');
    // The rules met, in the rule builder's words: a vulnerability's on one line (issue 29).
    expect(
      within(cells[4]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['CVE-2021-23337: CVSS 3 score is at least 7.0 (found 7.2); Exploit exists is Yes']);
    expect(cells[5]).toHaveTextContent('Yes');

    const openssl = await rowWith('pkg:deb/debian/openssl@3.0.11', table);
    const other = within(openssl).getAllByRole('cell').slice(1);
    // The policy was deleted: its name stays, without a link.
    expect(within(other[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(other[1]).toHaveTextContent('Old policy');
    expect(await within(other[2]!).findByRole('link', { name: 'library/nginx:1.27' })).toHaveAttribute(
      'href',
      '/container-images/4',
    );
    expect(other[5]).toHaveTextContent('No');
    // Without matched_rules (an older alert, another installation) the English sentences stand, marked as English.
    expect(within(other[4]!).getByRole('list')).toHaveAttribute('lang', 'en');
    expect(within(other[4]!).getByRole('listitem')).toHaveTextContent('openssl@3.0.11 has CVE-2024-0727');
    expect(within(cells[4]!).getByRole('list')).not.toHaveAttribute('lang');
    const leftPad = within(await rowWith('pkg:npm/left-pad@1.3.0', table))
      .getAllByRole('cell')
      .slice(1);
    expect(
      within(leftPad[4]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'License category is one of Permissive, Public domain (found Permissive)',
      'Dependency age (days) is at least 1500 (found 1620)',
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('ignores an alert with a reason (required), which then shows under Ignored with who and why, and un-ignores it', async () => {
    const show = vi.spyOn(notifications, 'show');
    const bulks: unknown[] = [];
    mockFetch(alertServer('administrator', bulks));
    const { user, location } = renderAlerts();
    await user.click(
      await screen.findByRole('button', { name: 'Ignore alert No known-exploited CVEs on pkg:npm/lodash@4.17.15' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ignore 1 alert' });
    await user.click(within(dialog).getByRole('button', { name: 'Ignore 1 alert' }));
    expect(await within(dialog).findByText('Say why these alerts are ignored.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveAttribute('aria-invalid', 'true');
    expect(bulks).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Test-only dependency');
    await user.click(within(dialog).getByRole('button', { name: 'Ignore 1 alert' }));
    await waitFor(() => expect(screen.queryByText(wholeText('pkg:npm/lodash@4.17.15'))).not.toBeInTheDocument());
    expect(bulks).toEqual([{ ids: [21], status: 'ignored', reason: 'Test-only dependency', until: null }]);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', autoClose: 10_000 }));

    await user.click(screen.getByRole('tab', { name: /^Ignored/ }));
    expect(location()).toBe('/alerts?status=ignored');
    const table = await screen.findByRole('table', { name: 'Ignored alerts' });
    const row = await rowWith('pkg:npm/lodash@4.17.15', table);
    expect(row).toHaveTextContent('Test-only dependency');
    expect(row).toHaveTextContent(/by admin, /);
    expect(row).toHaveTextContent('no end date');
    await user.click(within(table).getByRole('button', { name: /^Un-ignore alert/ }));
    await waitFor(() => expect(within(table).queryByText(wholeText('pkg:npm/lodash@4.17.15'))).not.toBeInTheDocument());
    expect(bulks.at(-1)).toEqual({ ids: [21], status: 'active' });

    await user.click(screen.getByRole('tab', { name: /^Resolved/ }));
    expect(location()).toBe('/alerts?status=resolved');
    expect(await screen.findByText(/No resolved alerts/)).toBeInTheDocument();
  });

  it('selects rows, ignores them in bulk until a day, counts the tabs again, and undoes it from the notification', async () => {
    const show = vi.spyOn(notifications, 'show');
    const bulks: unknown[] = [];
    mockFetch(alertServer('administrator', bulks));
    const { user } = renderAlerts();
    const table = await screen.findByRole('table', { name: 'Active alerts' });
    await rowWith('pkg:npm/left-pad@1.3.0', table);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Active: 3' })).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Ignored: 0' })).toBeInTheDocument();

    await user.click(
      screen.getByRole('checkbox', { name: 'Select alert No known-exploited CVEs on pkg:npm/lodash@4.17.15' }),
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'Select alert No known-exploited CVEs on pkg:npm/left-pad@1.3.0' }),
    );
    const bar = screen.getByRole('region', { name: 'Selected alerts' });
    expect(bar).toHaveTextContent('2 alerts selected');
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    await user.click(within(bar).getByRole('button', { name: 'Ignore…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ignore 2 alerts' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Accepted until the upgrade');
    await user.type(within(dialog).getByLabelText(/^Ignore until/), '2099-12-03');
    await user.click(within(dialog).getByRole('button', { name: 'Ignore 2 alerts' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Active: 1' })).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Ignored: 2' })).toBeInTheDocument();
    expect(bulks).toEqual([
      { ids: [21, 23], status: 'ignored', reason: 'Accepted until the upgrade', until: '2099-12-03' },
    ]);
    expect(screen.queryByRole('region', { name: 'Selected alerts' })).not.toBeInTheDocument();

    // The notification's Undo puts both back as they were: active.
    const told = show.mock.calls.at(-1)![0];
    renderNotification(told.message);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(bulks.at(-1)).toEqual({ ids: [21, 23], status: 'active' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Active: 3' })).toBeInTheDocument());
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'Undone: 2 alerts are as they were.' }));
    expect(await axeViolations()).toEqual([]);
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
    await user.selectOptions(screen.getByLabelText('Stage'), 'prod');
    await user.selectOptions(screen.getByLabelText('Blocks build'), 'true');
    await user.type(screen.getByLabelText('Search alerts'), 'lodash{Enter}');
    await waitFor(() =>
      expect(lastQuery(calls)).toMatchObject({
        level: 'critical',
        stage: 'prod',
        is_blocks_build: 'true',
        search: 'lodash',
        status: 'ignored',
      }),
    );
    expect(screen.getByRole('button', { name: 'Remove filter Stage: Prod' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter Blocks build: Yes' })).toBeInTheDocument();
    // The tab counts are asked with the same search and filters, without the tab's status.
    const counted = calls.filter((c) => new URL(c.url).pathname === '/api/policy_alerts/counts/').at(-1)!;
    expect(Object.fromEntries(new URL(counted.url).searchParams)).toEqual({
      search: 'lodash',
      level: 'critical',
      stage: 'prod',
      is_blocks_build: 'true',
      project: '7',
      policy: '3',
    });

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
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('writes the end day of an ignore as every other date reads, in the notification and under Ignored (issue 29)', async () => {
    const show = vi.spyOn(notifications, 'show');
    mockFetch(alertServer());
    const { user } = renderAlerts();
    await user.click(
      await screen.findByRole('button', { name: 'Ignore alert No known-exploited CVEs on pkg:npm/lodash@4.17.15' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ignore 1 alert' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Accepted until the upgrade');
    await user.type(within(dialog).getByLabelText(/^Ignore until/), '2099-12-03');
    await user.click(within(dialog).getByRole('button', { name: 'Ignore 1 alert' }));
    await waitFor(() => expect(show).toHaveBeenCalled());
    renderNotification(show.mock.calls.at(-1)![0].message);
    expect(screen.getByText('1 alert ignored until Dec 3, 2099.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^Ignored/ }));
    const row = await rowWith('pkg:npm/lodash@4.17.15', await screen.findByRole('table', { name: 'Ignored alerts' }));
    expect(row).toHaveTextContent('until Dec 3, 2099');
    expect(row).not.toHaveTextContent('2099-12-03');
  });
});
