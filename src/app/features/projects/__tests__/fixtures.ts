import { json, PROFILE, pageOf, routesHandler, type Handler } from '../../../test/fetch-mock';

/** What a cloned workspace holds (CONTRACT §15). */
export const WORKSPACE = {
  commit: '1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d',
  ref: 'main',
  updated_at: '2026-11-21T09:00:00.000Z',
  size_bytes: 2_202_010,
  files_count: 84,
  commit_message: 'Fix the checkout total rounding',
  committed_at: '2026-11-20T16:30:00.000Z',
} as const;

export const WEB_SHOP = {
  id: 7,
  name: 'web-shop',
  type: 'vcs',
  repo_url: 'https://github.com/acme/web-shop.git',
  repo_ref_name: 'main',
  stage: 'prod',
  proprietor: 3,
  is_active: true,
  dependencies_count: 42,
  vulnerabilities_count: 5,
  last_sca_analysis_at: '2026-11-20T10:15:00.000Z',
  created_at: '2026-01-02T08:00:00.000Z',
  updated_at: '2026-11-20T10:15:00.000Z',
  policies_count: 2,
  alerts_count: 9,
  repo_auth_kind: 'none',
  workspace: null,
} as const;

export const BILLING_CLI = {
  ...WEB_SHOP,
  id: 8,
  name: 'billing-cli',
  type: 'cli',
  repo_url: null,
  repo_ref_name: null,
  stage: 'build',
  proprietor: null,
  is_active: false,
  dependencies_count: 0,
  vulnerabilities_count: 0,
  last_sca_analysis_at: null,
} as const;

const PAYMENTS_TEAM = { id: 3, name: 'Payments team' };
const PLATFORM_TEAM = { id: 4, name: 'Platform team' };

/** The read endpoints the project pages use, plus any extra routes; the signed-in user has `role`. */
export function projectServer(extra: Record<string, Handler> = {}, role = 'administrator') {
  return routesHandler({
    'GET /api/profile/': () => json({ ...PROFILE, role }),
    'GET /api/projects/': () => json(pageOf([BILLING_CLI, WEB_SHOP])),
    'GET /api/projects/7/': () => json(WEB_SHOP),
    'GET /api/projects/8/': () => json(BILLING_CLI),
    'GET /api/proprietors/': (request) => {
      const search = new URL(request.url).searchParams.get('search')?.toLowerCase() ?? '';
      return json(pageOf([PAYMENTS_TEAM, PLATFORM_TEAM].filter((p) => p.name.toLowerCase().includes(search))));
    },
    'GET /api/proprietors/3/': () => json(PAYMENTS_TEAM),
    'GET /api/proprietors/4/': () => json(PLATFORM_TEAM),
    'GET /api/dependencies/': () => json(pageOf([])),
    // The project page's History (issue 18): nothing recorded yet.
    'GET /api/audit_log/': () => json(pageOf([])),
    // Its runs and authors (issue 20): none yet.
    'GET /api/analyses/runs/': () => json(pageOf([])),
    'GET /api/authors/': () => json(pageOf([])),
    // Its secret findings by status (issue 25).
    'GET /api/secrets/findings/counts/': () => json({ new: 3, true_positive: 1, false_positive: 2, fixed: 0 }),
    ...extra,
  });
}
