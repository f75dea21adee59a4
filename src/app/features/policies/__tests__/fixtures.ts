import { projectRecord } from '../../../test/records';
import { json, PROFILE, pageOf, routesHandler, type Handler } from '../../../test/fetch-mock';

export const STALE = {
  id: 5,
  name: 'Stale dependencies',
  description: 'Direct dependencies whose version is more than three years old.',
  stages: ['dev', 'source'],
  level: 'info',
  projects: [],
  proprietors: [],
  conditions: { dependency_age_days: '1095', relation: 'direct' },
  conditions_connector: 'and',
  condition_tree: {
    combinator: 'and',
    rules: [
      { field: 'dependency_age_days', operator: 'gte', value: '1095' },
      { field: 'relation', operator: 'eq', value: 'direct' },
    ],
  },
  block_delay_days: null,
  is_active: false,
  is_blocks_build: false,
  created_at: '2026-01-02T08:00:00.000Z',
  updated_at: '2026-11-20T10:15:00.000Z',
} as const;

export const HIGH_CVSS = {
  ...STALE,
  id: 6,
  name: 'High CVSS in the payments services',
  description: 'The payments services follow the stricter CVSS 7.0 line.',
  stages: ['source', 'prod'],
  level: 'warning',
  projects: [1, 2],
  proprietors: [3],
  conditions: { cvss3_score: '7.0', dependency_is_dangerous: 'true', license_list: 'GPL-3.0-only,AGPL-3.0-only' },
  conditions_connector: 'or',
  condition_tree: {
    combinator: 'or',
    rules: [
      { field: 'cvss3_score', operator: 'gte', value: '7.0' },
      { field: 'dependency_is_dangerous', operator: 'eq', value: 'true' },
      { field: 'license_list', operator: 'in', value: 'GPL-3.0-only,AGPL-3.0-only' },
    ],
  },
  is_active: true,
  is_blocks_build: true,
} as const;

/** The platform's documentation example: (has exploit AND fixed version exists) OR (direct AND severity ≥ high). */
export const EXPLOITABLE = {
  ...STALE,
  id: 7,
  name: 'Exploitable and fixable',
  description: '',
  stages: ['build'],
  level: 'critical',
  conditions: {},
  conditions_connector: 'or',
  condition_tree: {
    combinator: 'or',
    rules: [
      {
        combinator: 'and',
        rules: [
          { field: 'vulnerability_has_exploit', operator: 'eq', value: 'true' },
          { field: 'vulnerability_has_fixed_version', operator: 'eq', value: 'true' },
        ],
      },
      {
        combinator: 'and',
        rules: [
          { field: 'relation', operator: 'eq', value: 'direct' },
          { field: 'cvss3_severity', operator: 'gte', value: 'high' },
        ],
      },
    ],
  },
  block_delay_days: 7,
  is_active: true,
  is_blocks_build: true,
} as const;

const PAYMENTS_API = projectRecord(1, 'payments-api');
const BILLING_GATEWAY = projectRecord(2, 'billing-gateway');
const CHECKOUT_WEB = projectRecord(9, 'checkout-web');
const PAYMENTS_TEAM = { id: 3, name: 'Payments team' };
const PLATFORM_TEAM = { id: 4, name: 'Platform team' };

const searched = <T extends { name: string }>(request: Request, records: T[]) => {
  const search = new URL(request.url).searchParams.get('search')?.toLowerCase() ?? '';
  return json(pageOf(records.filter((r) => r.name.toLowerCase().includes(search))));
};

/** The read endpoints the policy pages use, plus any extra routes; the signed-in user has `role`. */
export function policyServer(extra: Record<string, Handler> = {}, role = 'administrator') {
  return routesHandler({
    'GET /api/profile/': () => json({ ...PROFILE, role }),
    'GET /api/policies/': () => json(pageOf([HIGH_CVSS, STALE, EXPLOITABLE])),
    'GET /api/policies/5/': () => json(STALE),
    'GET /api/policies/6/': () => json(HIGH_CVSS),
    'GET /api/policies/7/': () => json(EXPLOITABLE),
    'GET /api/projects/': (r) => searched(r, [BILLING_GATEWAY, CHECKOUT_WEB, PAYMENTS_API]),
    'GET /api/projects/1/': () => json(PAYMENTS_API),
    'GET /api/projects/2/': () => json(BILLING_GATEWAY),
    'GET /api/projects/9/': () => json(CHECKOUT_WEB),
    'GET /api/proprietors/': (r) => searched(r, [PAYMENTS_TEAM, PLATFORM_TEAM]),
    'GET /api/proprietors/3/': () => json(PAYMENTS_TEAM),
    'GET /api/proprietors/4/': () => json(PLATFORM_TEAM),
    ...extra,
  });
}
