import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { formatDateTime } from '../../../lib/format';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { TriggersPage } from '../triggers-page';
import { WebhookPage } from '../webhook-page';
import { profileLoaded } from './fixtures';
import { pageOf } from '../../../test/fetch-mock';
import { CHAT, webhookServer, writes } from './fixtures';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const FAILING = {
  ...CHAT,
  failing_since: '2026-11-22T11:30:00.000Z',
  next_retry_at: '2026-11-22T12:04:00.000Z',
  pending_events_count: 5,
  given_up_events_count: 3,
};

const DELIVERY = {
  id: 11,
  attempted_at: '2026-11-22T11:59:00.000Z',
  attempt: 4,
  triggers: ['project_sca_analysis_failed'],
  events_count: 2,
  success: false,
  status_code: 503,
  duration_ms: 41,
  error: 'answered HTTP 503 Service Unavailable',
  response_excerpt: '{"detail": "maintenance"}',
};

/** The webhook's page: Overview unless `tab` says otherwise. */
function renderPage(tab?: 'deliveries') {
  return renderWithProviders(<WebhookPage />, {
    route: `/settings/webhooks/3${tab ? `?tab=${tab}` : ''}`,
    path: '/settings/webhooks/:id',
  });
}

describe('retry timeline and redelivery', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));
  afterEach(() => vi.useRealTimers());

  it('shows when it began failing, the next retry with a live countdown, the disable time and pending events', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    mockFetch(webhookServer({ 'GET /api/settings/webhooks/3/': () => json(FAILING) }));
    renderPage();
    const card = await screen.findByRole('region', { name: 'Delivery is failing' });
    expect(card).toHaveTextContent(`Failing since ${formatDateTime(FAILING.failing_since)}`);
    expect(within(card).getByTestId('retry-countdown')).toHaveTextContent('in 4m 00s');
    // failing_since + 48 h
    const disable = within(card).getByText((_, el) => el?.getAttribute('datetime') === '2026-11-24T11:30:00.000Z');
    expect(disable).toHaveTextContent(formatDateTime('2026-11-24T11:30:00.000Z'));
    const health = screen.getByRole('region', { name: 'Health' });
    expect(within(health).getByText('Pending events').nextElementSibling).toHaveTextContent('5');

    vi.setSystemTime(new Date(NOW.getTime() + 1000));
    await waitFor(() => expect(within(card).getByTestId('retry-countdown')).toHaveTextContent('in 3m 59s'), {
      timeout: 2500,
    });
  });

  it('without a failure streak there is no timeline', async () => {
    mockFetch(webhookServer());
    renderPage();
    await screen.findByRole('region', { name: 'Health' });
    expect(screen.queryByRole('region', { name: 'Delivery is failing' })).not.toBeInTheDocument();
  });

  it('Redeliver asks with the count, then posts and tells how many were requeued', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { calls } = mockFetch(
      webhookServer({
        'GET /api/settings/webhooks/3/': () => json(FAILING),
        'POST /api/settings/webhooks/3/redeliver/': () => json({ requeued: 3 }),
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Redeliver given-up events' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Queue 3 given-up events again?');
    expect(writes(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Queue again' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(new URL(writes(calls)[0]!.url).pathname).toBe('/api/settings/webhooks/3/redeliver/');
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: '3 events queued again.' })),
    );
  });

  it('readers see no Redeliver button', async () => {
    mockFetch(webhookServer({ 'GET /api/settings/webhooks/3/': () => json(FAILING) }, 'auditor'));
    renderPage();
    await screen.findByRole('region', { name: 'Delivery is failing' });
    await profileLoaded();
    expect(screen.queryByRole('button', { name: 'Redeliver given-up events' })).not.toBeInTheDocument();
  });
});

describe('deliveries', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('shows the attempts and the filter changes the request', async () => {
    const { calls } = mockFetch(
      webhookServer({ 'GET /api/settings/webhooks/3/deliveries/': () => json(pageOf([DELIVERY])) }),
    );
    const { user } = renderPage('deliveries');
    const section = await screen.findByRole('region', { name: 'Deliveries' });
    await within(section).findByText('answered HTTP 503 Service Unavailable');
    expect(within(section).getByText('{"detail": "maintenance"}').tagName).toBe('PRE');
    expect(section).toHaveTextContent('41 ms');

    const deliveryUrls = () =>
      calls
        .filter((c) => new URL(c.url).pathname === '/api/settings/webhooks/3/deliveries/')
        .map((c) => new URL(c.url));
    expect(deliveryUrls().every((u) => !u.searchParams.has('success'))).toBe(true);
    await user.click(within(section).getByRole('radio', { name: 'Failed' }));
    await waitFor(() => expect(deliveryUrls().at(-1)!.searchParams.get('success')).toBe('false'));
    await user.click(within(section).getByRole('radio', { name: 'Succeeded' }));
    await waitFor(() => expect(deliveryUrls().at(-1)!.searchParams.get('success')).toBe('true'));
  });
});

// These render the whole trigger catalog: see triggers-page.test.tsx for why they get more time.
describe('send example event', { timeout: 60_000 }, () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('posts the trigger to the chosen webhook and tells it was queued', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { calls } = mockFetch(
      webhookServer({
        'POST /api/settings/webhooks/3/send_example/': () => json({ ...CHAT, pending_events_count: 1 }, 202),
      }),
    );
    const { user } = renderWithProviders(<TriggersPage />);
    const card = await screen.findByRole('article', { name: 'SCA policy has been triggered' });
    const select = await within(card).findByRole('combobox', {
      name: 'Webhook for an example of SCA policy has been triggered',
    });
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Chat alerts' }));
    await user.click(within(card).getByRole('button', { name: 'Send example event' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const [post] = writes(calls);
    expect(new URL(post!.url).pathname).toBe('/api/settings/webhooks/3/send_example/');
    expect(await post!.json()).toEqual({ trigger: 'sca_policy_has_been_triggered' });
    expect(calls.some((c) => new URL(c.url).searchParams.get('per_page') === '100')).toBe(true);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: expect.stringContaining('queued for "Chat alerts"') }),
      ),
    );
  });

  it('shows the error when the server refuses', async () => {
    mockFetch(
      webhookServer({
        'POST /api/settings/webhooks/3/send_example/': () =>
          json({ trigger: ['Choose a trigger other than test.'] }, 400),
      }),
    );
    const { user } = renderWithProviders(<TriggersPage />);
    const card = await screen.findByRole('article', { name: 'SCA policy has been triggered' });
    await user.click(await within(card).findByRole('combobox', { name: /Webhook for an example/ }));
    await user.click(await screen.findByRole('option', { name: 'Chat alerts' }));
    await user.click(within(card).getByRole('button', { name: 'Send example event' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(/Not sent/);
  });

  it('readers and the test trigger have no send control', async () => {
    mockFetch(webhookServer({}, 'auditor'));
    renderWithProviders(<TriggersPage />);
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: 'Send example event' })).not.toBeInTheDocument();
  });
});
