import { within } from '@testing-library/react';
import { json, PROFILE, pageOf, routesHandler, type Handler } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { SecretFindingPage } from '../secret-finding-page';
import { SecretsPage } from '../secrets-page';

/**
 * The demo's published example secrets (src/server/seed/demo/repositories/README.md) as the API answers
 * them: masked to their first four characters, never the value.
 */
export const AWS_KEY = {
  id: 11,
  project_id: 7,
  rule_id: 'aws-access-key-id',
  description: 'AWS access key ID',
  file: 'config/default.json',
  start_line: 4,
  end_line: 4,
  start_column: 20,
  end_column: 40,
  commit: '3f9c2a7be41d0c5e8a6b1f2d9e7c4a0b5d6e8f10',
  author_name: 'Maria Ivanova',
  author_email: 'maria@payments.example.net',
  committed_at: '2026-01-22T09:14:00.000Z',
  entropy: 3.684,
  masked: 'AKIA…',
  fingerprint: 'b1946ac92492d2347c6235b4d2611184b1946ac92492d2347c6235b4d2611184',
  probability: 0.93,
  status: 'new',
  status_reason: null,
  first_seen_at: '2026-12-06T05:00:00.000Z',
  last_seen_at: '2026-12-06T05:00:00.000Z',
  is_in_head: false,
} as const;

export const STRIPE_KEY = {
  ...AWS_KEY,
  id: 12,
  project_id: 9,
  rule_id: 'stripe-secret-key',
  description: 'Stripe secret key',
  file: 'src/BillingGateway/appsettings.Development.json',
  start_line: 9,
  end_line: 9,
  commit: 'c0ffee1234567890abcdef1234567890abcdef12',
  author_name: 'Oleg Petrov',
  author_email: 'oleg@billing.example.net',
  committed_at: '2026-03-02T16:40:00.000Z',
  masked: 'sk_t…',
  probability: 0.412,
  is_in_head: true,
} as const;

/** payments-api from a local bare repository (no forge to link to); billing-gateway on GitHub. */
const PAYMENTS_API = {
  id: 7,
  name: 'payments-api',
  type: 'vcs',
  repo_url: 'file:///var/lib/argus/demo-repositories/payments-api.git',
  repo_ref_name: 'main',
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
  repo_auth_kind: 'none',
  workspace: null,
};
const BILLING_GATEWAY = {
  ...PAYMENTS_API,
  id: 9,
  name: 'billing-gateway',
  repo_url: 'https://github.com/example-payments/billing-gateway.git',
};

type Stored = { id: number; status: string } & Record<string, unknown>;

/**
 * Findings as the service keeps them: listed with the query's status filter applied, counted by status,
 * and marked by the bulk endpoint (by `admin`), which answers how many changed; every bulk body lands in `bulks`.
 */
export function secretServer(role = 'administrator', bulks: unknown[] = [], extra: Record<string, Handler> = {}) {
  const findings = new Map<number, Stored>([
    [AWS_KEY.id, { ...AWS_KEY }],
    [STRIPE_KEY.id, { ...STRIPE_KEY }],
  ]);
  return routesHandler({
    'GET /api/profile/': () => json({ ...PROFILE, role }),
    'GET /api/projects/': () => json(pageOf([BILLING_GATEWAY, PAYMENTS_API])),
    'GET /api/projects/7/': () => json(PAYMENTS_API),
    'GET /api/projects/9/': () => json(BILLING_GATEWAY),
    'GET /api/secrets/findings/': (request) => {
      const status = new URL(request.url).searchParams.get('status');
      return json(pageOf([...findings.values()].filter((f) => !status || f.status === status)));
    },
    'GET /api/secrets/findings/counts/': () => {
      const counts: Record<string, number> = { new: 0, true_positive: 0, false_positive: 0, fixed: 0 };
      for (const f of findings.values()) counts[f.status]! += 1;
      return json(counts);
    },
    'POST /api/secrets/findings/bulk/': async (request) => {
      const body = (await request.json()) as { ids: number[]; status: string; reason?: string };
      bulks.push(body);
      for (const id of body.ids) {
        const finding = findings.get(id)!;
        findings.set(id, { ...finding, status: body.status, status_reason: body.reason ?? null });
      }
      return json({ updated: body.ids.length });
    },
    ...extra,
  });
}

export const renderSecrets = (route = '/secrets') => renderWithProviders(<SecretsPage />, { route, path: '/secrets' });

export const renderFinding = (id: number) =>
  renderWithProviders(<SecretFindingPage />, { route: `/secrets/${id}`, path: '/secrets/:id' });

/** The table row holding `text`. */
export async function rowWith(text: string, scope: HTMLElement = document.body) {
  return (await within(scope).findByText(wholeText(text))).closest('tr')!;
}

/** The innermost element whose whole text is `text`, even split over elements (a path has <wbr> breaks). */
export const wholeText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text);

const listCalls = (calls: Request[]) =>
  calls.filter((c) => c.method === 'GET' && new URL(c.url).pathname === '/api/secrets/findings/');
/** The query of the last list request. */
export const lastQuery = (calls: Request[]) => Object.fromEntries(new URL(listCalls(calls).at(-1)!.url).searchParams);
