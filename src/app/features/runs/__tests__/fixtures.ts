import { json, PROFILE, routesHandler, type Handler } from '../../../test/fetch-mock';
import { runRecord } from '../../../test/records';

const WEB_SHOP = {
  id: 7,
  name: 'web-shop',
  type: 'vcs',
  repo_url: 'https://github.com/acme/web-shop.git',
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
  duplicated_lines_percent: null,
  clones_count: 0,
  repo_auth_kind: 'none',
  workspace: null,
} as const;

const NGINX = {
  id: 4,
  name: 'library/nginx:1.27',
  digest: 'sha256:0123456789abcdef0123456789abcdef',
  artifact_repository_id: 1,
  dependencies_count: 3,
  vulnerabilities_count: 1,
  last_sca_analysis_at: null,
};

export const run = runRecord;

/** The reads the runs pages make, plus any extra routes; the signed-in user has `role`. */
export function runServer(extra: Record<string, Handler> = {}, role = 'administrator') {
  return routesHandler({
    'GET /api/profile/': () => json({ ...PROFILE, role }),
    'GET /api/projects/7/': () => json(WEB_SHOP),
    'GET /api/container_images/4/': () => json(NGINX),
    ...extra,
  });
}
