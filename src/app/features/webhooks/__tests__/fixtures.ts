import { triggerCatalog } from '../../../../contract/triggers';
import type { Webhook } from '../../../../contract/webhooks';
import { waitFor } from '@testing-library/react';
import { profileQuery } from '../../../lib/profile-query';
import { queryClient } from '../../../lib/query-client';
import { projectRecord } from '../../../test/records';
import { json, PROFILE, pageOf, routesHandler, type Handler } from '../../../test/fetch-mock';

export const CHAT: Webhook = {
  id: 3,
  name: 'Chat alerts',
  url: 'https://hooks.example.com/chat',
  projects: [],
  events: ['project_sca_analysis_failed', 'sca_policy_has_been_triggered'],
  has_token: true,
  is_active: true,
  disabled_at: null,
  disabled_reason: null,
  availability_status: 'available',
  availability_checked_at: '2026-11-20T10:15:00.000Z',
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-20T10:15:00.000Z',
  last_delivery_at: '2026-11-20T10:14:00.000Z',
  last_delivery_success: true,
  pending_events_count: 0,
  has_signing_secret: false,
};

export const DASHBOARD: Webhook = {
  ...CHAT,
  id: 4,
  name: 'Build dashboard',
  url: 'http://dashboard.internal:8080/hook',
  projects: [7, 8],
  events: ['project_sca_analysis_started'],
  has_token: false,
  availability_status: 'unavailable',
  // Failing for an hour before the tests' clock (see NOW in the tests that fake it).
  failing_since: '2026-11-20T09:14:00.000Z',
  last_delivery_success: false,
  pending_events_count: 3,
};

export const SIEM: Webhook = {
  ...CHAT,
  id: 5,
  name: 'Old SIEM',
  url: 'https://siem.example.com/argus',
  events: ['cloning_of_repository_failed'],
  is_active: false,
  disabled_at: '2026-11-21T09:00:00.000Z',
  disabled_reason: 'The target failed for 48 hours (last: answered HTTP 503).',
  availability_status: 'unavailable',
};

export const FRESH: Webhook = {
  ...CHAT,
  id: 6,
  name: 'Secrets bot',
  availability_status: 'unknown',
  availability_checked_at: null,
  last_delivery_at: null,
  last_delivery_success: null,
  pending_events_count: undefined,
};

const WEB_SHOP = projectRecord(7, 'web-shop');
const BILLING = projectRecord(8, 'billing-cli');

/** The endpoints the webhook pages read, plus any extra routes; the signed-in user has `role`. */
export function webhookServer(extra: Record<string, Handler> = {}, role = 'administrator') {
  return routesHandler({
    'GET /api/profile/': () => json({ ...PROFILE, role }),
    'GET /api/settings/webhooks/': () => json(pageOf([DASHBOARD, CHAT, SIEM, FRESH])),
    'GET /api/settings/webhooks/3/': () => json(CHAT),
    'GET /api/settings/webhooks/4/': () => json(DASHBOARD),
    'GET /api/settings/webhooks/5/': () => json(SIEM),
    'GET /api/settings/webhooks/3/deliveries/': () => json(pageOf([])),
    'GET /api/settings/webhooks/4/deliveries/': () => json(pageOf([])),
    'GET /api/settings/webhooks/5/deliveries/': () => json(pageOf([])),
    'GET /api/settings/webhooks/triggers/': () => json(triggerCatalog()),
    'GET /api/projects/': (request) => {
      const search = new URL(request.url).searchParams.get('search')?.toLowerCase() ?? '';
      return json(pageOf([BILLING, WEB_SHOP].filter((p) => p.name.includes(search))));
    },
    'GET /api/projects/7/': () => json(WEB_SHOP),
    'GET /api/projects/8/': () => json(BILLING),
    ...extra,
  });
}

export const writes = (calls: Request[]) => calls.filter((c) => c.method !== 'GET');

/** Resolves once the signed-in user's role is known: before that, every page hides what only administrators see. */
export const profileLoaded = () =>
  waitFor(() => {
    if (!queryClient.getQueryData(profileQuery().queryKey)) throw new Error('the profile has not loaded yet');
  });
