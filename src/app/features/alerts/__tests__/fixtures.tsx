import { within } from '@testing-library/react';
import { json, PROFILE, routesHandler, type Handler } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { AlertsPage } from '../alerts-page';

const pageOf = (results: readonly unknown[]) => ({ count: results.length, next: null, previous: null, results });

const LODASH = {
  id: 21,
  policy_id: 3,
  policy_name: 'No known-exploited CVEs',
  level: 'critical',
  stage: 'prod',
  project_id: 7,
  container_image_id: null,
  artifact_repository_id: null,
  dependency_id: 40,
  dependency_purl: 'pkg:npm/lodash@4.17.15',
  matched_criteria: ['lodash@4.17.15 has CVE-2021-23337', 'CVSS3 Score 7.2 >= 7.0'],
  status: 'active',
  is_blocks_build: true,
  blocks_build_from: '2026-11-22T10:16:00.000Z',
  created_at: '2026-11-22T10:16:00.000Z',
} as const;

const OPENSSL = {
  ...LODASH,
  id: 22,
  policy_id: null,
  policy_name: 'Old policy',
  level: 'warning',
  stage: 'proxy',
  project_id: null,
  container_image_id: 4,
  artifact_repository_id: 1,
  dependency_purl: 'pkg:deb/debian/openssl@3.0.11',
  matched_criteria: ['openssl@3.0.11 has CVE-2024-0727'],
  is_blocks_build: false,
  blocks_build_from: null,
} as const;

const PAYMENTS_API = {
  id: 7,
  name: 'payments-api',
  type: 'cli',
  repo_url: null,
  repo_ref_name: null,
  stage: 'prod',
  proprietor: null,
  is_active: true,
  dependencies_count: 42,
  vulnerabilities_count: 5,
  last_sca_analysis_at: null,
  created_at: '2026-01-02T08:00:00.000Z',
  updated_at: '2026-11-20T10:15:00.000Z',
  policies_count: 2,
  alerts_count: 9,
};

/** Alerts by status, as the server filters them; PATCH moves one between statuses. */
export function alertServer(role = 'administrator', patches: unknown[] = [], extra: Record<string, Handler> = {}) {
  const alerts = new Map<number, { status: string } & Record<string, unknown>>([
    [LODASH.id, { ...LODASH }],
    [OPENSSL.id, { ...OPENSSL }],
  ]);
  return routesHandler({
    'GET /api/profile/': () => json({ ...PROFILE, role }),
    'GET /api/projects/7/': () => json(PAYMENTS_API),
    'GET /api/container_images/4/': () =>
      json({
        id: 4,
        name: 'library/nginx:1.27',
        digest: 'sha256:00',
        artifact_repository_id: 1,
        dependencies_count: 1,
        vulnerabilities_count: 1,
        last_sca_analysis_at: null,
      }),
    'GET /api/policy_alerts/': (request) => {
      const status = new URL(request.url).searchParams.get('status');
      return json(pageOf([...alerts.values()].filter((a) => a.status === status)));
    },
    'PATCH /api/policy_alerts/21/': async (request) => {
      const body = (await request.json()) as { status: string };
      patches.push(body);
      const updated = { ...alerts.get(21)!, status: body.status };
      alerts.set(21, updated);
      return json(updated);
    },
    ...extra,
  });
}

export function renderAlerts(route = '/alerts') {
  return renderWithProviders(<AlertsPage />, { route, path: '/alerts' });
}

/** The table row holding `text`; faster than a row's accessible name, which takes every cell. */
export async function rowWith(text: string, scope: HTMLElement = document.body) {
  return (await within(scope).findByText(wholeText(text))).closest('tr')!;
}

/** The innermost element whose whole text is `text`, even split over elements (a purl has <wbr> breaks). */
export const wholeText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text);

const alertCalls = (calls: Request[]) =>
  calls.filter((c) => c.method === 'GET' && new URL(c.url).pathname === '/api/policy_alerts/');
export const lastQuery = (calls: Request[]) => Object.fromEntries(new URL(alertCalls(calls).at(-1)!.url).searchParams);
