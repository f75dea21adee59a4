import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { profileKeys } from '../../../lib/profile-query';
import { queryClient } from '../../../lib/query-client';
import { axeViolations } from '../../../test/axe';
import { mockFetch, TOKEN } from '../../../test/fetch-mock';
import { AWS_KEY, lastQuery, renderSecrets, rowWith, secretServer, STRIPE_KEY } from './fixtures';

const count = (status: string) => screen.getByTestId(`secret-count-${status}`);

describe('secrets page', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('lists findings: project, rule, file:line and commit, author and date, masked value, probability, status', async () => {
    const { calls } = mockFetch(secretServer());
    renderSecrets();
    expect(screen.getByRole('heading', { level: 1, name: 'Secrets' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Secret findings' });
    const aws = await rowWith('config/default.json:4', table);
    expect(lastQuery(calls)).toEqual({ page: '1', per_page: '20' });
    const [select, ...cells] = within(aws).getAllByRole('cell') as [HTMLElement, ...HTMLElement[]];
    expect(
      within(select).getByRole('checkbox', { name: 'Select finding aws-access-key-id at config/default.json:4' }),
    ).not.toBeChecked();
    expect(await within(cells[0]!).findByRole('link', { name: 'payments-api' })).toHaveAttribute('href', '/projects/7');
    expect(cells[1]).toHaveTextContent('aws-access-key-idAWS access key ID');
    expect(within(cells[2]!).getByRole('link', { name: 'config/default.json:4' })).toHaveAttribute(
      'href',
      '/secrets/11',
    );
    // A local repository has no page for its commits: the short commit is text.
    expect(cells[2]).toHaveTextContent('3f9c2a7');
    expect(within(cells[2]!).getAllByRole('link')).toHaveLength(1);
    expect(cells[3]).toHaveTextContent('Maria Ivanova');
    expect(cells[3]).toHaveTextContent('Jan 22, 2026');
    expect(cells[4]).toHaveTextContent(/^AKIA…$/);
    const bar = within(cells[5]!).getByRole('meter', { name: 'Probability that it is a real secret' });
    expect(bar).toHaveAttribute('aria-valuenow', '93');
    expect(bar).toHaveAttribute('aria-valuetext', '93%');
    expect(cells[5]).toHaveTextContent('93%');
    expect(cells[6]).toHaveTextContent('New');

    // A GitHub repository: the commit links to its page there.
    const stripe = within(await rowWith('src/BillingGateway/appsettings.Development.json:9', table)).getAllByRole(
      'cell',
    );
    expect(
      await within(stripe[3]!).findByRole('link', { name: 'Commit c0ffee1 (opens in a new tab)' }),
    ).toHaveAttribute(
      'href',
      'https://github.com/example-payments/billing-gateway/commit/c0ffee1234567890abcdef1234567890abcdef12',
    );
    expect(within(stripe[6]!).getByRole('meter')).toHaveAttribute('aria-valuetext', '41%');

    // The counts by status above the list.
    await waitFor(() => expect(count('new')).toHaveTextContent('New2'));
    expect(count('false_positive')).toHaveTextContent('False positive0');
    expect(await axeViolations()).toEqual([]);
  });

  it('builds the query from the filters: project, status, minimum probability, rule; and a count narrows by its status', async () => {
    const { calls } = mockFetch(secretServer());
    const { user, location } = renderSecrets();
    await rowWith('config/default.json:4');

    await waitFor(() => expect(screen.getByRole('option', { name: 'billing-gateway' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Project'), 'billing-gateway');
    await user.selectOptions(screen.getByLabelText('Status'), 'True positive');
    await user.selectOptions(screen.getByLabelText('Minimum probability'), '70% or more');
    await user.type(screen.getByRole('searchbox', { name: 'Rule' }), 'stripe-secret-key{Enter}');
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({
        page: '1',
        per_page: '20',
        project: '9',
        status: 'true_positive',
        probability_gte: '0.7',
        rule: 'stripe-secret-key',
      }),
    );
    expect(location()).toBe('/secrets?project=9&status=true_positive&probability_gte=0.7&rule=stripe-secret-key');
    // The counts follow the project filter.
    const countCalls = calls.filter((c) => new URL(c.url).pathname === '/api/secrets/findings/counts/');
    expect(new URL(countCalls.at(-1)!.url).searchParams.get('project')).toBe('9');
    const chips = screen.getByRole('group', { name: 'Active filters' });
    for (const chip of [
      'Project: billing-gateway',
      'Status: True positive',
      'Probability: 70% or more',
      'Rule: stripe-secret-key',
    ]) {
      expect(within(chips).getByRole('button', { name: `Remove filter ${chip}` })).toBeInTheDocument();
    }
    expect(await axeViolations()).toEqual([]);

    // A count is a button for its status; pressed again, it lifts the filter.
    await user.click(count('fixed'));
    await waitFor(() => expect(lastQuery(calls).status).toBe('fixed'));
    expect(count('fixed')).toHaveAttribute('aria-pressed', 'true');
    await user.click(count('fixed'));
    await waitFor(() => expect(lastQuery(calls).status).toBeUndefined());
  });

  it('marks the selected findings false positive with a reason, and the counts change', async () => {
    const show = vi.spyOn(notifications, 'show');
    const bulks: unknown[] = [];
    mockFetch(secretServer('administrator', bulks));
    const { user } = renderSecrets();
    await rowWith('config/default.json:4');
    await waitFor(() => expect(count('new')).toHaveTextContent('New2'));

    await user.click(screen.getByRole('checkbox', { name: 'Select all findings on this page' }));
    const bar = screen.getByRole('region', { name: 'Selected findings' });
    expect(bar).toHaveTextContent('2 findings selected');
    await user.click(within(bar).getByRole('button', { name: 'Mark False positive…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark 2 findings as False positive' });
    expect(dialog).toHaveTextContent('Its label also teaches the user model.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark 2 findings as False positive' }));
    // A reason is required: nothing is sent without one.
    expect(await within(dialog).findByText('Say why.')).toBeInTheDocument();
    expect(bulks).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Reason/), '  AWS documentation examples, not keys  ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark 2 findings as False positive' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bulks).toEqual([
      { ids: [AWS_KEY.id, STRIPE_KEY.id], status: 'false_positive', reason: 'AWS documentation examples, not keys' },
    ]);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: '2 findings marked False positive.' }));
    await waitFor(() => expect(count('false_positive')).toHaveTextContent('False positive2'));
    expect(count('new')).toHaveTextContent('New0');
    expect(screen.queryByRole('region', { name: 'Selected findings' })).not.toBeInTheDocument();
  });

  it('shows a 403 in the dialog and keeps the selection', async () => {
    mockFetch(
      secretServer('administrator', [], {
        'POST /api/secrets/findings/bulk/': () =>
          new Response(JSON.stringify({ detail: 'You do not have permission to perform this action.' }), {
            status: 403,
            headers: { 'Content-Type': 'application/json' },
          }),
      }),
    );
    const { user } = renderSecrets();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select finding aws-access-key-id at config/default.json:4' }),
    );
    await user.click(screen.getByRole('button', { name: 'Mark Fixed…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark 1 finding as Fixed' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Key rotated');
    await user.click(within(dialog).getByRole('button', { name: 'Mark 1 finding as Fixed' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You do not have permission to perform this action.',
    );
    expect(screen.getByRole('region', { name: 'Selected findings' })).toHaveTextContent('1 finding selected');
  });

  it('offers an auditor no selection and no marking', async () => {
    mockFetch(secretServer('auditor'));
    renderSecrets();
    await rowWith('config/default.json:4');
    await waitFor(() => expect(queryClient.getQueryData(profileKeys.all)).toMatchObject({ role: 'auditor' }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
