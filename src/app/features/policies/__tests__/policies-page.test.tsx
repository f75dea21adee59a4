import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { profileKeys } from '../../../lib/profile-query';
import { queryClient } from '../../../lib/query-client';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { axeViolations } from '../../../test/axe';
import { renderWithProviders } from '../../../test/render';
import { PoliciesPage } from '../policies-page';
import { HIGH_CVSS, policyServer, STALE } from './fixtures';

function renderPolicies(route = '/policies') {
  return renderWithProviders(<PoliciesPage />, { route, path: '/policies' });
}

const listCalls = (calls: Request[]) => calls.filter((c) => new URL(c.url).pathname === '/api/policies/');
const lastListQuery = (calls: Request[]) => Object.fromEntries(new URL(listCalls(calls).at(-1)!.url).searchParams);

describe('policies page', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('lists policies: level badge, conditions, stages, active, blocks build, projects, updated, row actions', async () => {
    mockFetch(policyServer());
    renderPolicies();
    const table = screen.getByRole('table', { name: 'Policies' });
    const link = await within(table).findByRole('link', { name: 'Stale dependencies' });
    expect(link).toHaveAttribute('href', '/policies/5');

    const stale = within(table).getByRole('row', { name: /Stale dependencies/ });
    const cells = within(stale)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 7)).toEqual([
      'Stale dependencies',
      'Info',
      'Dependency age (days) is at least 1095 AND Relation is Direct',
      'Dev, Source',
      'No',
      'No',
      'All projects',
    ]);
    expect(stale.querySelector('time')).toHaveAttribute('dateTime', STALE.updated_at);

    const high = within(table).getByRole('row', { name: /High CVSS/ });
    expect(
      within(high)
        .getAllByRole('cell')
        .slice(1, 7)
        .map((c) => c.textContent),
    ).toEqual([
      'Warning',
      'CVSS 3 score is at least 7.0 OR Dangerous dependency is Yes OR License is one of GPL-3.0-only, AGPL-3.0-only',
      'Source, Prod',
      'Yes',
      'Yes',
      '2 projects',
    ]);
    // A tree on one line, its groups in parentheses; cut to the cell, the whole text in its title.
    const tree = within(table).getByRole('row', { name: /Exploitable and fixable/ });
    const summary =
      '(Exploit exists is Yes AND Fixed version exists is Yes) OR (Relation is Direct AND CVSS 3 severity is at least High)';
    const conditionsCell = within(tree).getAllByRole('cell')[2]!;
    expect(conditionsCell).toHaveTextContent(summary);
    expect(within(conditionsCell).getByTitle(summary)).toBeInTheDocument();
    expect(await within(high).findByRole('link', { name: `Edit ${HIGH_CVSS.name}` })).toHaveAttribute(
      'href',
      '/policies/6/edit',
    );
    expect(within(high).getByRole('button', { name: `Copy ${HIGH_CVSS.name}` })).toBeInTheDocument();
    expect(within(high).getByRole('button', { name: `Delete ${HIGH_CVSS.name}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New policy' })).toHaveAttribute('href', '/policies/new');
    expect(await axeViolations()).toEqual([]);
  });

  it('level, stage and active filters go into the URL and the request, show as chips and clear', async () => {
    const { calls } = mockFetch(policyServer());
    const { user, location } = renderPolicies();
    await screen.findByRole('link', { name: 'Stale dependencies' });

    await user.selectOptions(screen.getByLabelText('Level'), 'critical');
    expect(location()).toBe('/policies?level=critical');
    await user.selectOptions(screen.getByLabelText('Stage'), 'prod');
    await user.selectOptions(screen.getByLabelText('Active'), 'true');
    expect(location()).toBe('/policies?level=critical&stage=prod&is_active=true');
    await waitFor(() =>
      expect(lastListQuery(calls)).toEqual({
        page: '1',
        per_page: '20',
        level: 'critical',
        stage: 'prod',
        is_active: 'true',
      }),
    );
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Level: Critical', 'Stage: Prod', 'Active: Yes', 'Clear filters']);
    await user.click(within(chips).getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/policies');
    expect(screen.getByLabelText('Level')).toHaveValue('');
  });

  it('takes ?project= from a project page, names the project in a chip, and searches', async () => {
    const { calls } = mockFetch(policyServer());
    const { user, location } = renderPolicies('/policies?project=1');
    await screen.findByRole('link', { name: 'Stale dependencies' });
    expect(lastListQuery(calls)).toEqual({ page: '1', per_page: '20', project: '1' });
    const chip = await screen.findByRole('button', { name: 'Remove filter Applies to project: payments-api' });

    await user.type(screen.getByLabelText('Search policies'), 'cvss{Enter}');
    await waitFor(() => expect(location()).toBe('/policies?project=1&search=cvss'));
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ project: '1', search: 'cvss' }));

    await user.click(chip);
    expect(location()).toBe('/policies?search=cvss');
  });

  it('copies a policy and deletes one after a confirm that names it', async () => {
    const { calls } = mockFetch(
      policyServer({
        'POST /api/policies/6/copy/': () => json({ ...HIGH_CVSS, id: 60, name: `${HIGH_CVSS.name} (copy)` }, 201),
        'DELETE /api/policies/5/': () => new Response(null, { status: 204 }),
      }),
    );
    // The shell renders notifications; here it is enough that they are shown.
    const show = vi.spyOn(notifications, 'show');
    const { user } = renderPolicies();
    await user.click(await screen.findByRole('button', { name: `Copy ${HIGH_CVSS.name}` }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: `Policy "${HIGH_CVSS.name}" copied as "${HIGH_CVSS.name} (copy)".` }),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Stale dependencies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete policy "Stale dependencies"?' });
    expect(dialog).toHaveTextContent('The policy "Stale dependencies" stops being checked');
    await user.click(within(dialog).getByRole('button', { name: 'Delete policy' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Policy "Stale dependencies" deleted.' })),
    );
    const writes = calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${new URL(c.url).pathname}`);
    expect(writes).toEqual(['POST /api/policies/6/copy/', 'DELETE /api/policies/5/']);
  });

  it('cancelling the confirm deletes nothing', async () => {
    const { calls } = mockFetch(policyServer());
    const { user } = renderPolicies();
    await user.click(await screen.findByRole('button', { name: 'Delete Stale dependencies' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('is read-only for auditors: no "New policy", no actions column', async () => {
    mockFetch(policyServer({}, 'auditor'));
    renderPolicies();
    await screen.findByRole('link', { name: 'Stale dependencies' });
    await waitFor(() => expect(queryClient.getQueryData(profileKeys.all)).toMatchObject({ role: 'auditor' }));
    expect(screen.queryByRole('link', { name: 'New policy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Copy|Delete) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
  });
});
