import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Webhook } from '../../../../contract/webhooks';
import { formatDateTime } from '../../../lib/format';
import { activateLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { axeViolations } from '../../../test/axe';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { WebhookPage } from '../webhook-page';
import { pageOf } from '../../../test/fetch-mock';
import { CHAT, DASHBOARD, FRESH, profileLoaded, SIEM, webhookServer, writes } from './fixtures';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const FAILING: Webhook = {
  ...DASHBOARD,
  failing_since: '2026-11-22T11:30:00.000Z',
  next_retry_at: '2026-11-22T12:04:00.000Z',
  last_delivery_at: '2026-11-22T11:59:00.000Z',
  availability_checked_at: '2026-11-22T11:59:00.000Z',
  pending_events_count: 5,
};
const DELIVERY = {
  id: 11,
  attempted_at: '2026-11-22T11:59:00.000Z',
  attempt: 2,
  triggers: ['project_sca_analysis_started'],
  events_count: 5,
  success: false,
  status_code: 500,
  duration_ms: 30,
  error: 'answered HTTP 500 Internal Server Error',
  response_excerpt: 'boom',
  request_headers: { 'content-type': 'application/json' },
  request_body: '{"events":[]}',
  response_headers: {},
};

function renderPage(id: number, tab?: 'deliveries') {
  return renderWithProviders(<WebhookPage />, {
    route: `/settings/webhooks/${id}${tab ? `?tab=${tab}` : ''}`,
    path: '/settings/webhooks/:id',
  });
}

const deliveryCalls = (calls: Request[], id: number) =>
  calls.filter((c) => c.method === 'GET' && new URL(c.url).pathname === `/api/settings/webhooks/${id}/deliveries/`);

/** The value beside a label in a section's description list. */
const field = (section: HTMLElement, label: string) =>
  within(section).getByText(label).nextElementSibling as HTMLElement;

describe('webhook page', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));
  afterEach(() => vi.useRealTimers());

  it('Overview: URL, events under their groups, projects by name, health from deliveries and the pending count', async () => {
    mockFetch(webhookServer({ 'GET /api/settings/webhooks/4/': () => json(FAILING) }));
    renderPage(4);
    expect(await screen.findByRole('heading', { level: 1, name: 'Build dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    const details = screen.getByRole('region', { name: 'Details' });
    expect(field(details, 'URL')).toHaveTextContent('http://dashboard.internal:8080/hook');
    expect(field(details, 'Events')).toHaveTextContent('Project SCA analysis (1): Project SCA analysis started');
    const projects = field(details, 'Projects');
    expect(await within(projects).findByRole('link', { name: 'web-shop' })).toHaveAttribute('href', '/projects/7');
    expect(within(projects).getByRole('link', { name: 'billing-cli' })).toHaveAttribute('href', '/projects/8');
    expect(field(details, 'Token')).toHaveTextContent('No');

    const health = screen.getByRole('region', { name: 'Health' });
    expect(field(health, 'Current state')).toHaveTextContent(/^Failing$/);
    expect(field(health, 'Last delivery')).toHaveTextContent(`${formatDateTime(FAILING.last_delivery_at)} · Failed`);
    // The last check came from that delivery, not from a test event.
    expect(field(health, 'Last test event')).toHaveTextContent('None since the last delivery');
    expect(field(health, 'Pending events')).toHaveTextContent('5');
    expect(within(health).getByRole('region', { name: 'Delivery is failing' })).toHaveTextContent(
      `Failing since ${formatDateTime(FAILING.failing_since)}`,
    );
  });

  it('the next retry counts down every second (fake timers) and says "due now" once it is reached', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    mockFetch(webhookServer({ 'GET /api/settings/webhooks/4/': () => json(FAILING) }));
    renderPage(4);
    const card = await screen.findByRole('region', { name: 'Delivery is failing' });
    const countdown = within(card).getByTestId('retry-countdown');
    expect(countdown).toHaveTextContent('in 4m 00s');
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown).toHaveTextContent('in 3m 59s');
    act(() => vi.advanceTimersByTime(3 * 60_000));
    expect(countdown).toHaveTextContent('in 59s');
    act(() => vi.advanceTimersByTime(60_000));
    expect(countdown).toHaveTextContent('due now');
    // failing_since + 48 h: the disable point.
    expect(card).toHaveTextContent(`Disabled at ${formatDateTime('2026-11-24T11:30:00.000Z')} if nothing succeeds`);
  });

  it("takes the next retry and the disable point from the record: the service's own schedule (issue 29)", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    // WEBHOOK_RETRY_SCHEDULE=30s,60s,90s: failing since 11:59:30, retried at 12:00:30, disabled at 12:01:00.
    const short: Webhook = {
      ...FAILING,
      failing_since: '2026-11-22T11:59:30.000Z',
      next_retry_at: '2026-11-22T12:00:30.000Z',
      disables_at: '2026-11-22T12:01:00.000Z',
    };
    mockFetch(webhookServer({ 'GET /api/settings/webhooks/4/': () => json(short) }));
    renderPage(4);
    const card = await screen.findByRole('region', { name: 'Delivery is failing' });
    expect(within(card).getByTestId('retry-countdown')).toHaveTextContent('in 30s');
    expect(card).toHaveTextContent(`Disabled at ${formatDateTime('2026-11-22T12:01:00.000Z')} if nothing succeeds`);
    expect(within(card).getByText(formatDateTime('2026-11-22T12:01:00.000Z'))).toHaveAttribute(
      'datetime',
      '2026-11-22T12:01:00.000Z',
    );
    expect(card).not.toHaveTextContent(formatDateTime('2026-11-24T11:59:00.000Z'));
  });

  it('against an installation that sends neither, counts both from the platform schedule (1m … 48h) (issue 29)', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    // Failing for 20 min: the points at 1 and 5 min have passed; the next is the one at 30 min.
    const { next_retry_at: _next, ...other } = FAILING;
    mockFetch(
      webhookServer({
        'GET /api/settings/webhooks/4/': () => json({ ...other, failing_since: '2026-11-22T11:40:00.000Z' }),
      }),
    );
    renderPage(4);
    const card = await screen.findByRole('region', { name: 'Delivery is failing' });
    expect(card).toHaveTextContent(`Next retry: ${formatDateTime('2026-11-22T12:10:00.000Z')}`);
    expect(within(card).getByTestId('retry-countdown')).toHaveTextContent('in 10m 00s');
    expect(card).toHaveTextContent(`Disabled at ${formatDateTime('2026-11-24T11:40:00.000Z')} if nothing succeeds`);
  });

  it('a test event newer than the last delivery is shown with its outcome', async () => {
    mockFetch(
      webhookServer({
        'GET /api/settings/webhooks/6/': () =>
          json({ ...FRESH, availability_status: 'unavailable', availability_checked_at: '2026-11-22T10:00:00.000Z' }),
        'GET /api/settings/webhooks/6/deliveries/': () => json(pageOf([])),
      }),
    );
    renderPage(6);
    const health = await screen.findByRole('region', { name: 'Health' });
    expect(field(health, 'Current state')).toHaveTextContent('No deliveries yet');
    expect(field(health, 'Last delivery')).toHaveTextContent('No deliveries yet');
    expect(field(health, 'Last test event')).toHaveTextContent(
      `${formatDateTime('2026-11-22T10:00:00.000Z')} · failed`,
    );
  });

  it('tabs: Deliveries lists the attempts newest first, refreshes them while open, and a row opens the drawer', async () => {
    const { calls } = mockFetch(
      webhookServer({
        'GET /api/settings/webhooks/4/': () => json(FAILING),
        'GET /api/settings/webhooks/4/deliveries/': () => json(pageOf([DELIVERY])),
      }),
    );
    const { user, location } = renderPage(4);
    await screen.findByRole('region', { name: 'Health' });
    // The Overview asks nothing about deliveries.
    expect(deliveryCalls(calls, 4)).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Deliveries' }));
    expect(location()).toBe('/settings/webhooks/4?tab=deliveries');
    const section = await screen.findByRole('region', { name: 'Deliveries' });
    await within(section).findByText('answered HTTP 500 Internal Server Error');
    expect(screen.queryByRole('region', { name: 'Health' })).not.toBeInTheDocument();
    // Auto-refresh every 5 s while the tab is open.
    await waitFor(() => expect(deliveryCalls(calls, 4).length).toBeGreaterThanOrEqual(2), { timeout: 8000 });

    await user.click(within(section).getByRole('button', { name: /^Details of attempt 2 at / }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByTestId('request-body').textContent).toBe('{\n  "events": []\n}');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(location()).toBe('/settings/webhooks/4');
    await screen.findByRole('region', { name: 'Health' });
    const asked = deliveryCalls(calls, 4).length;
    await new Promise((resolve) => setTimeout(resolve, 5500));
    // Closed tab: no more requests for deliveries.
    expect(deliveryCalls(calls, 4)).toHaveLength(asked);
  }, 30_000);

  it('pauses with the switch: PATCH is_active false, the consequence said beside it, a notification', async () => {
    let record: Webhook = CHAT;
    const show = vi.spyOn(notifications, 'show');
    const { calls } = mockFetch(
      webhookServer({
        'GET /api/settings/webhooks/3/': () => json(record),
        'PATCH /api/settings/webhooks/3/': () => {
          record = {
            ...CHAT,
            is_active: false,
            disabled_at: '2026-11-22T12:00:00.000Z',
            disabled_reason: 'Disabled by an administrator.',
          };
          return json(record);
        },
      }),
    );
    const { user } = renderPage(3);
    const card = await screen.findByRole('region', { name: 'Delivery' });
    await profileLoaded();
    const toggle = within(card).getByRole('switch', { name: 'Active' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Events it subscribes to are queued for it and sent to its URL.');

    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    const [patch] = writes(calls);
    expect(patch!.method).toBe('PATCH');
    expect(await patch!.json()).toEqual({ is_active: false });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Webhook "Chat alerts" paused: nothing is queued or sent for it.' }),
    );
    expect(card).toHaveTextContent(
      `Disabled on ${formatDateTime('2026-11-22T12:00:00.000Z')}: Disabled by an administrator.`,
    );
    expect(toggle).toHaveAccessibleDescription(
      /While it is not active, the events it subscribes to are not queued for it and nothing is sent to it/,
    );
    expect(toggle).toHaveAccessibleDescription(
      /Events already pending \(and example events sent to it\) wait and go out once it is active again/,
    );
  });

  it('a disabled webhook says when and why; the switch makes it active again (is_active: true)', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { calls } = mockFetch(
      webhookServer({
        'PATCH /api/settings/webhooks/5/': () =>
          json({ ...SIEM, is_active: true, disabled_at: null, disabled_reason: null }),
      }),
    );
    const { user } = renderPage(5);
    const card = await screen.findByRole('region', { name: 'Delivery' });
    expect(card).toHaveTextContent('The target failed for 48 hours (last: answered HTTP 503).');
    expect(within(card).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute('datetime', SIEM.disabled_at);
    await profileLoaded();
    const toggle = within(card).getByRole('switch', { name: 'Active' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(await writes(calls)[0]!.json()).toEqual({ is_active: true });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Webhook "Old SIEM" is active again.' }));
    expect(card).toHaveTextContent('Events it subscribes to are queued for it and sent to its URL.');
  });

  it('administrators get Edit, Retry now (failing only), Refresh status and Delete in the header', async () => {
    const { calls } = mockFetch(
      webhookServer({
        'GET /api/settings/webhooks/4/': () => json(FAILING),
        'POST /api/settings/webhooks/4/retry_now/': () => json(FAILING, 202),
      }),
    );
    const { user } = renderPage(4);
    await screen.findByRole('heading', { level: 1, name: 'Build dashboard' });
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/settings/webhooks/4/edit');
    await user.click(screen.getByRole('button', { name: 'Retry now' }));
    await waitFor(() =>
      expect(writes(calls).map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual([
        'POST /api/settings/webhooks/4/retry_now/',
      ]),
    );
    expect(screen.getByRole('button', { name: 'Refresh status' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('an auditor reads it all: the switch is shown but cannot be changed, no header actions', async () => {
    mockFetch(webhookServer({ 'GET /api/settings/webhooks/4/': () => json(FAILING) }, 'auditor'));
    renderPage(4);
    await screen.findByRole('region', { name: 'Health' });
    await profileLoaded();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Generate signing secret/ })).not.toBeInTheDocument();
  });

  it('has no axe violations on either tab', async () => {
    mockFetch(
      webhookServer({
        'GET /api/settings/webhooks/4/': () => json(FAILING),
        'GET /api/settings/webhooks/4/deliveries/': () => json(pageOf([DELIVERY])),
      }),
    );
    const { user } = renderPage(4);
    await screen.findByRole('region', { name: 'Health' });
    await screen.findByRole('link', { name: 'web-shop' });
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Deliveries' }));
    await screen.findByText('answered HTTP 500 Internal Server Error');
    expect(await axeViolations()).toEqual([]);
  }, 30_000);

  it('reads in Russian', async () => {
    await activateLanguage('ru');
    mockFetch(webhookServer({ 'GET /api/settings/webhooks/5/': () => json(SIEM) }));
    renderPage(5);
    const card = await screen.findByRole('region', { name: 'Доставка' });
    expect(within(card).getByRole('switch', { name: 'Активен' })).not.toBeChecked();
    expect(card).toHaveTextContent(
      /Пока он не активен, события, на которые он подписан, для него не ставятся в очередь/,
    );
    expect(screen.getByRole('tab', { name: 'Обзор' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Доставки' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Состояние доставки' })).toBeInTheDocument();
  });
});
