import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { profileKeys } from '../../../lib/profile-query';
import { queryClient } from '../../../lib/query-client';
import { axeViolations } from '../../../test/axe';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { PolicyDetailPage } from '../policy-detail-page';
import { EXPLOITABLE, HIGH_CVSS, policyServer } from './fixtures';

function renderPolicy(id: number | string) {
  return renderWithProviders(<PolicyDetailPage />, { route: `/policies/${id}`, path: '/policies/:id' });
}

const detailsOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('policy page', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('shows an auditor the whole policy read-only, without write actions', async () => {
    mockFetch(policyServer({}, 'auditor'));
    renderPolicy(6);
    expect(await screen.findByRole('heading', { level: 1, name: HIGH_CVSS.name })).toBeInTheDocument();
    expect(screen.getByText(HIGH_CVSS.description)).toBeInTheDocument();
    // One way to the policy's alerts: the Alerts field below.
    expect(screen.getAllByRole('link', { name: /alerts/i }).map((a) => a.getAttribute('href'))).toEqual([
      '/alerts?policy=6',
    ]);
    expect(detailsOf('Level')).toHaveTextContent('Warning');
    expect(detailsOf('Stages')).toHaveTextContent('Source (VCS analysis), Prod (Production)');
    expect(detailsOf('Active')).toHaveTextContent('Yes');
    expect(detailsOf('Blocks the build')).toHaveTextContent('Yes');
    await waitFor(() =>
      expect(within(detailsOf('Projects')).getByRole('link', { name: 'payments-api' })).toHaveAttribute(
        'href',
        '/projects/1',
      ),
    );
    expect(within(detailsOf('Projects')).getByRole('link', { name: 'billing-gateway' })).toBeInTheDocument();
    await waitFor(() => expect(detailsOf('Proprietors')).toHaveTextContent('Payments team'));

    expect(within(detailsOf('Alerts')).getByRole('link', { name: 'Alerts of this policy' })).toHaveAttribute(
      'href',
      '/alerts?policy=6',
    );

    // A flat policy reads as one group of sentences.
    expect(screen.getByText('Any of these holds:')).toBeInTheDocument();
    const conditions = screen.getByRole('list', { name: 'Conditions' });
    expect(
      within(conditions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'CVSS 3 score is at least 7.0',
      'Dangerous dependency is Yes',
      'License is one of GPL-3.0-only, AGPL-3.0-only',
    ]);

    await waitFor(() => expect(queryClient.getQueryData(profileKeys.all)).toMatchObject({ role: 'auditor' }));
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('reads a tree as nested lists and says when a delayed block starts', async () => {
    mockFetch(policyServer({}, 'auditor'));
    renderPolicy(7);
    expect(await screen.findByRole('heading', { level: 1, name: EXPLOITABLE.name })).toBeInTheDocument();
    expect(detailsOf('Blocks the build')).toHaveTextContent('Yes, once an alert is 7 days old');
    const top = screen.getByRole('list', { name: 'Conditions' });
    expect(top.previousElementSibling).toHaveTextContent('Any of these holds:');
    const groups = within(top).getAllByRole('list');
    expect(groups).toHaveLength(2);
    expect(groups.map((g) => g.previousElementSibling?.textContent)).toEqual([
      'All of these hold:',
      'All of these hold:',
    ]);
    expect(
      groups.map((g) =>
        within(g)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ),
    ).toEqual([
      ['Exploit exists is Yes', 'Fixed version exists is Yes'],
      ['Relation is Direct', 'CVSS 3 severity is at least High'],
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('gives administrators edit, copy (opens the copy) and delete', async () => {
    mockFetch(
      policyServer({
        'POST /api/policies/6/copy/': () => json({ ...HIGH_CVSS, id: 61, name: `${HIGH_CVSS.name} (copy)` }, 201),
      }),
    );
    const { user, location } = renderPolicy(6);
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/policies/6/edit');
    expect(detailsOf('Projects')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(location()).toBe('/policies/61'));
  });

  it('says so when there is no such policy', async () => {
    mockFetch(policyServer());
    renderPolicy(999);
    expect(await screen.findByText('No such policy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All policies' })).toHaveAttribute('href', '/policies');
  });
});
