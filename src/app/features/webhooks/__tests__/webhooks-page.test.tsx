import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { WebhooksPage } from '../webhooks-page';
import { pageOf } from '../../../test/fetch-mock';
import { CHAT, DASHBOARD, FRESH, profileLoaded, webhookServer, writes } from './fixtures';

function renderList(route = '/settings/webhooks') {
  return renderWithProviders(<WebhooksPage />, { route, path: '/settings/webhooks' });
}

const rowOf = (name: string) => screen.getByRole<HTMLTableRowElement>('row', { name: new RegExp(name) });

describe('webhooks list', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));
  afterEach(() => vi.useRealTimers());

  it('shows each webhook with its events count, projects, a health badge from deliveries, last delivery and pending count', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:14:00.000Z'));
    mockFetch(webhookServer());
    renderList();
    await screen.findByRole('link', { name: 'Chat alerts' });

    const chat = rowOf('Chat alerts');
    expect(within(chat).getByText('https://hooks.example.com/chat')).toBeInTheDocument();
    expect(within(chat).getByRole('button', { name: '2 events of Chat alerts' })).toBeInTheDocument();
    expect(within(chat).getByText('All projects')).toBeInTheDocument();
    expect(within(chat).getByText('Healthy')).toBeInTheDocument();
    expect(within(chat).getByText(formatDateTime('2026-11-20T10:14:00.000Z'))).toHaveAttribute(
      'datetime',
      '2026-11-20T10:14:00.000Z',
    );
    expect(chat.cells[6]).toHaveTextContent('0');
    // Only failing rows offer "Retry now".
    expect(within(chat).queryByRole('button', { name: /Retry now/ })).not.toBeInTheDocument();

    const dashboard = rowOf('Build dashboard');
    expect(within(dashboard).getByText('2 projects')).toBeInTheDocument();
    expect(within(dashboard).getByRole('button', { name: '1 event of Build dashboard' })).toBeInTheDocument();
    // failing_since is an hour before the clock.
    const failing = within(dashboard).getByText('Failing since 1 hour ago');
    expect(failing.closest('.mantine-Badge-root')).toHaveStyle({ minWidth: 'max-content' });
    expect(dashboard.cells[6]).toHaveTextContent('3');
    expect(
      within(dashboard).getByRole('button', { name: 'Retry now the pending events of Build dashboard' }),
    ).toBeInTheDocument();

    const fresh = rowOf('Secrets bot');
    expect(within(fresh).getByText('No deliveries yet')).toBeInTheDocument();
    expect(within(fresh).getByText('Never')).toBeInTheDocument();
    expect(fresh.cells[6]).toHaveTextContent('—');

    // Disabled wins over the last delivery, and says why to keyboard and screen reader users too.
    const siem = rowOf('Old SIEM');
    const disabled = within(siem).getByText('Disabled');
    expect(within(siem).queryByText('Healthy')).not.toBeInTheDocument();
    expect(within(siem).queryByRole('button', { name: /Retry now/ })).not.toBeInTheDocument();
    expect(disabled.closest('[tabindex="0"]')).not.toBeNull();
    expect(disabled.closest('[tabindex="0"]')).toHaveAccessibleDescription(
      expect.stringContaining('The target failed for 48 hours (last: answered HTTP 503).'),
    );
  });

  it('lists the events of a webhook in a popover, by their catalog labels', async () => {
    mockFetch(webhookServer());
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: '2 events of Chat alerts' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['SCA policy has been triggered', 'Project SCA analysis failed']);
  });

  it('refreshes a status (a test event, as its name and tooltip say), tells the outcome and shows it under the badge', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:03:00.000Z'));
    const checked = { ...FRESH, availability_status: 'available', availability_checked_at: '2026-11-22T10:00:00.000Z' };
    const { calls } = mockFetch(
      webhookServer({
        'POST /api/settings/webhooks/6/refresh_availability_status/': () => json(checked),
        'GET /api/settings/webhooks/': () => json(pageOf([calls.some((c) => c.method === 'POST') ? checked : FRESH])),
      }),
    );
    // The shell renders notifications; here it is enough that they are shown.
    const show = vi.spyOn(notifications, 'show');
    const { user } = renderList();
    const refresh = await screen.findByRole('button', { name: 'Refresh status of Secrets bot: sends a test event' });
    await user.hover(refresh);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Sends a test event to the URL and shows whether it answered.',
    );
    // Before: nothing delivered, nothing tested.
    expect(rowOf('Secrets bot')).not.toHaveTextContent(/Test event/);
    await user.click(refresh);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Webhook "Secrets bot": Available.' }));
    // Still no delivery, but the refresh visibly did something: the test event's outcome and time.
    const row = rowOf('Secrets bot');
    await waitFor(() => expect(row).toHaveTextContent('Test event answered 3 minutes ago'));
    expect(within(row).getByText('No deliveries yet')).toBeInTheDocument();
    expect(within(row).getByText('Test event answered 3 minutes ago')).toHaveAttribute(
      'datetime',
      '2026-11-22T10:00:00.000Z',
    );
    expect(writes(calls).map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual([
      'POST /api/settings/webhooks/6/refresh_availability_status/',
    ]);
  });

  it('retries a failing webhook now, and shows the reason of a 409 in a notification', async () => {
    let answer = 202;
    const { calls } = mockFetch(
      webhookServer({
        'POST /api/settings/webhooks/4/retry_now/': () =>
          answer === 202 ? json(DASHBOARD, 202) : json({ detail: 'This webhook has no pending events to retry.' }, 409),
      }),
    );
    const show = vi.spyOn(notifications, 'show');
    const { user } = renderList();
    const retry = await screen.findByRole('button', { name: 'Retry now the pending events of Build dashboard' });
    await user.click(retry);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'The pending events of webhook "Build dashboard" go out now.' }),
      ),
    );
    const listReads = () =>
      calls.filter((c) => c.method === 'GET' && new URL(c.url).pathname === '/api/settings/webhooks/');
    // The list is read again for the new counts.
    await waitFor(() => expect(listReads().length).toBeGreaterThan(1));

    answer = 409;
    await user.click(retry);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Not retried', message: 'This webhook has no pending events to retry.' }),
      ),
    );
    expect(writes(calls).map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual([
      'POST /api/settings/webhooks/4/retry_now/',
      'POST /api/settings/webhooks/4/retry_now/',
    ]);
  });

  it('deletes a webhook after a confirm that names it', async () => {
    const { calls } = mockFetch(
      webhookServer({ 'DELETE /api/settings/webhooks/3/': () => new Response(null, { status: 204 }) }),
    );
    const show = vi.spyOn(notifications, 'show');
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Chat alerts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete webhook "Chat alerts"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Chat alerts' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete webhook' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Webhook "Chat alerts" deleted.' })),
    );
    expect(writes(calls).map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual([
      'DELETE /api/settings/webhooks/3/',
    ]);
  });

  it('is read-only for an auditor: no New webhook, no actions; names open the read-only page', async () => {
    mockFetch(webhookServer({}, 'auditor'));
    renderList();
    await screen.findByText('Chat alerts');
    await profileLoaded();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New webhook' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat alerts' })).toHaveAttribute('href', '/settings/webhooks/3');
    expect(screen.queryByRole('button', { name: /Refresh status/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trigger catalog' })).toBeInTheDocument();
  });

  it('keeps search and the state filter in the URL and sends them to the API', async () => {
    const { calls } = mockFetch(webhookServer());
    renderList('/settings/webhooks?search=chat&is_active=false');
    await screen.findByRole('link', { name: 'Chat alerts' });
    const url = new URL(calls.find((c) => new URL(c.url).pathname === '/api/settings/webhooks/')!.url);
    expect(url.searchParams.get('search')).toBe('chat');
    expect(url.searchParams.get('is_active')).toBe('false');
    expect(screen.getByRole('button', { name: 'Remove filter State: Disabled' })).toBeInTheDocument();
  });

  it('reads the list again every 5 s while a webhook is failing, as its page does, and stops once none is (issue 29)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const RECOVERED = { failing_since: null, last_delivery_success: true, pending_events_count: 0 };
    let recovered = false;
    const { calls } = mockFetch(
      webhookServer({
        'GET /api/settings/webhooks/': () =>
          json(pageOf([recovered ? { ...DASHBOARD, ...RECOVERED } : DASHBOARD, CHAT])),
      }),
    );
    const listReads = () =>
      calls.filter((c) => c.method === 'GET' && new URL(c.url).pathname === '/api/settings/webhooks/').length;
    renderList();
    await screen.findByText('Failing since', { exact: false });
    expect(listReads()).toBe(1);

    recovered = true;
    await act(async () => vi.advanceTimersByTime(5_000));
    await waitFor(() => expect(listReads()).toBe(2));
    await waitFor(() => expect(within(rowOf('Build dashboard')).getByText('Healthy')).toBeInTheDocument());
    expect(rowOf('Build dashboard').cells[6]).toHaveTextContent('0');

    // Nothing fails any more: the list is not read again on its own.
    await act(async () => vi.advanceTimersByTime(15_000));
    expect(listReads()).toBe(2);
  });
});
