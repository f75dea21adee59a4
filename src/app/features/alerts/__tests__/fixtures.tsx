import { MantineProvider } from '@mantine/core';
import { render, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { json, PROFILE, pageOf, routesHandler, type Handler } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { AlertsPage } from '../alerts-page';

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
  matched_criteria: ['lodash@4.17.15 has CVE-2021-23337, CVSS3 Score 7.2 >= 7.0, a known exploit'],
  // The same as data (issue 29): what the console phrases in its own language.
  matched_rules: [
    { field: 'cvss3_score', operator: 'gte', value: '7.0', actual: '7.2', vulnerability_id: 'CVE-2021-23337' },
    {
      field: 'vulnerability_has_exploit',
      operator: 'eq',
      value: 'true',
      actual: 'true',
      vulnerability_id: 'CVE-2021-23337',
    },
  ],
  status: 'active',
  is_blocks_build: true,
  blocks_build_from: '2026-11-22T10:16:00.000Z',
  created_at: '2026-11-22T10:16:00.000Z',
  ignored_reason: null,
  ignored_until: null,
  ignored_by: null,
  ignored_at: null,
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
  // Raised before issue 29, or by an installation that does not send them: the English sentences are shown.
  matched_rules: [],
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
  duplicated_lines_percent: null,
  clones_count: 0,
  repo_auth_kind: 'none',
  workspace: null,
};

const LEFT_PAD = {
  ...LODASH,
  id: 23,
  level: 'info',
  dependency_id: 41,
  dependency_purl: 'pkg:npm/left-pad@1.3.0',
  matched_criteria: [
    'left-pad@1.3.0 is licensed WTFPL (permissive)',
    'left-pad@1.3.0 was released 1620 days ago >= 1500',
  ],
  matched_rules: [
    {
      field: 'license_category_list',
      operator: 'in',
      value: 'permissive,public_domain',
      actual: 'permissive',
      vulnerability_id: null,
    },
    { field: 'dependency_age_days', operator: 'gte', value: '1500', actual: '1620', vulnerability_id: null },
  ],
} as const;

type StoredAlert = { id: number; status: string } & Record<string, unknown>;

/**
 * Alerts by status, as the server filters them and counts them per tab; the bulk endpoint ignores
 * (with a reason, by `admin`) or reactivates them and answers what it changed, as the service does.
 */
export function alertServer(role = 'administrator', bulks: unknown[] = [], extra: Record<string, Handler> = {}) {
  const alerts = new Map<number, StoredAlert>([
    [LODASH.id, { ...LODASH }],
    [OPENSSL.id, { ...OPENSSL }],
    [LEFT_PAD.id, { ...LEFT_PAD }],
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
    'GET /api/policy_alerts/counts/': () => {
      const counts = { active: 0, ignored: 0, resolved: 0 } as Record<string, number>;
      for (const a of alerts.values()) counts[a.status]! += 1;
      return json(counts);
    },
    'POST /api/policy_alerts/bulk/': async (request) => {
      const body = (await request.json()) as { ids: number[]; status: string; reason?: string; until?: string | null };
      bulks.push(body);
      if (body.status === 'ignored' && !body.reason?.trim())
        return json({ reason: ['Say why these alerts are ignored.'] }, 400);
      const result = { updated: [] as number[], skipped: [] as number[], previous: [] as unknown[] };
      for (const id of body.ids) {
        const alert = alerts.get(id)!;
        const eligible = body.status === 'ignored' ? alert.status !== 'resolved' : alert.status === 'ignored';
        if (!eligible) {
          result.skipped.push(id);
          continue;
        }
        result.updated.push(id);
        result.previous.push({
          id,
          status: alert.status,
          ignored_reason: alert.ignored_reason,
          ignored_until: alert.ignored_until,
        });
        alerts.set(id, {
          ...alert,
          status: body.status,
          ignored_reason: body.status === 'ignored' ? body.reason : null,
          ignored_until: body.status === 'ignored' ? (body.until ?? null) : null,
          ignored_by: body.status === 'ignored' ? 'admin' : null,
          ignored_at: body.status === 'ignored' ? '2026-11-26T10:00:00.000Z' : null,
        });
      }
      return json(result);
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

/** A notification's message (a node with its Undo button) put on the page, as Mantine's Notifications would show it. */
export function renderNotification(message: ReactNode) {
  render(<MantineProvider env="test">{message}</MantineProvider>);
}
