import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Delivery } from '../../../../contract/webhooks';
import { formatDateTime } from '../../../lib/format';
import { activateLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { WebhookPage } from '../webhook-page';
import { pageOf } from '../../../test/fetch-mock';
import { webhookServer, writes } from './fixtures';

const BODY = '{"events":[{"trigger":"project_sca_analysis_failed","created_at":"2026-11-22T11:58:00Z","payload":{}}]}';
const DELIVERY: Delivery = {
  id: 11,
  attempted_at: '2026-11-22T11:59:00.000Z',
  attempt: 4,
  triggers: ['project_sca_analysis_failed'],
  events_count: 1,
  success: false,
  status_code: 503,
  duration_ms: 41,
  error: 'answered HTTP 503 Service Unavailable',
  response_excerpt: '{"detail": "maintenance"}',
  request_headers: {
    'content-type': 'application/json',
    authorization: '***',
    'webhook-signature': '***',
  },
  request_body: BODY,
  response_headers: { 'retry-after': '120' },
};

/** The webhook's page on its Deliveries tab, where the drawer opens from a row. */
function renderDeliveries(extra = {}, role = 'administrator') {
  const fetch = mockFetch(
    webhookServer({ 'GET /api/settings/webhooks/3/deliveries/': () => json(pageOf([DELIVERY])), ...extra }, role),
  );
  const view = renderWithProviders(<WebhookPage />, {
    route: '/settings/webhooks/3?tab=deliveries',
    path: '/settings/webhooks/:id',
  });
  return { ...view, calls: fetch.calls };
}

const openDetails = async (user: ReturnType<typeof renderDeliveries>['user'], name: RegExp) => {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
};

describe('delivery detail drawer', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('shows what was sent (secrets as ***), the pretty body with a copy button, and the answer', async () => {
    const { user } = renderDeliveries();
    const drawer = await openDetails(user, /^Details of attempt 4 at /);
    expect(drawer).toHaveAccessibleName(`Delivery of ${formatDateTime(DELIVERY.attempted_at)}`);
    expect(drawer).toHaveTextContent('Attempt 4');
    expect(drawer).toHaveTextContent('Took 41 ms');
    expect(drawer).toHaveTextContent('Error: answered HTTP 503 Service Unavailable');

    const sent = within(drawer).getByRole('table', { name: 'Request headers' });
    const row = (name: string) => within(sent).getByText(name).closest('tr')!;
    expect(row('authorization')).toHaveTextContent('***');
    expect(row('webhook-signature')).toHaveTextContent('***');
    expect(row('content-type')).toHaveTextContent('application/json');

    // Indented, one key per line, exactly the text that was sent once parsed.
    const body = within(drawer).getByTestId('request-body');
    expect(body.tagName).toBe('PRE');
    expect(body.textContent).toBe(JSON.stringify(JSON.parse(BODY), null, 2));
    expect(body.textContent).toContain('\n  "events": [');
    expect(within(drawer).getByRole('button', { name: 'Copy request body' })).toBeInTheDocument();

    const response = within(drawer).getByRole('region', { name: 'Response' });
    expect(response).toHaveTextContent('Status: HTTP 503');
    expect(within(response).getByRole('table', { name: 'Response headers' })).toHaveTextContent('retry-after120');
    expect(response).toHaveTextContent('{"detail": "maintenance"}');
  });

  it('redelivers the attempt: the count in a notification, a 409 by its reason', async () => {
    let status = 202;
    const { user, calls } = renderDeliveries({
      'POST /api/settings/webhooks/3/deliveries/11/redeliver/': () =>
        status === 202
          ? json({ requeued: 2 }, 202)
          : json({ detail: "This delivery's events are already queued." }, 409),
    });
    const show = vi.spyOn(notifications, 'show');
    const drawer = await openDetails(user, /^Details of attempt 4/);
    await user.click(within(drawer).getByRole('button', { name: 'Redeliver' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: '2 events queued again.' })),
    );

    status = 409;
    await user.click(within(drawer).getByRole('button', { name: 'Redeliver' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: "This delivery's events are already queued." }),
      ),
    );
    expect(writes(calls).map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual([
      'POST /api/settings/webhooks/3/deliveries/11/redeliver/',
      'POST /api/settings/webhooks/3/deliveries/11/redeliver/',
    ]);
  });

  it('older attempts without stored detail say so; an auditor sees the detail without Redeliver', async () => {
    const { user } = renderDeliveries(
      {
        'GET /api/settings/webhooks/3/deliveries/': () =>
          json(
            pageOf([
              {
                ...DELIVERY,
                request_headers: undefined,
                request_body: null,
                response_headers: undefined,
                status_code: null,
              },
            ]),
          ),
      },
      'auditor',
    );
    const drawer = await openDetails(user, /^Details of attempt 4/);
    expect(within(drawer).getAllByText('Not recorded for this attempt')).toHaveLength(3);
    expect(drawer).toHaveTextContent('No HTTP answer');
    expect(within(drawer).queryByRole('button', { name: 'Redeliver' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Copy request body' })).not.toBeInTheDocument();
  });

  it.each([
    [1, '1 событие снова поставлено в очередь.'],
    [2, '2 события снова поставлены в очередь.'],
    [5, '5 событий снова поставлены в очередь.'],
  ])('reads in Russian, %i requeued', async (requeued, done) => {
    await activateLanguage('ru');
    const { user } = renderDeliveries({
      'POST /api/settings/webhooks/3/deliveries/11/redeliver/': () => json({ requeued }, 202),
    });
    const show = vi.spyOn(notifications, 'show');
    const drawer = await openDetails(user, /^Подробности попытки 4 от /);
    expect(within(drawer).getByRole('table', { name: 'Заголовки запроса' })).toBeInTheDocument();
    expect(within(drawer).getByRole('region', { name: 'Тело запроса' })).toBeInTheDocument();
    expect(within(drawer).getByRole('region', { name: 'Ответ' })).toHaveTextContent('Статус: HTTP 503');
    await user.click(within(drawer).getByRole('button', { name: 'Повторить доставку' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: done })));
  });
});
