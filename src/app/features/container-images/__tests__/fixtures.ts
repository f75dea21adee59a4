import { json, PROFILE, pageOf, routesHandler, type Handler } from '../../../test/fetch-mock';

/** An image as the API answers it after an analysis of a Debian 12 archive. */
export const DEBIAN = {
  id: 9,
  name: 'library/debian:12',
  digest: `sha256:${'ab'.repeat(32)}`,
  artifact_repository_id: 3,
  dependencies_count: 2,
  vulnerabilities_count: 1,
  last_sca_analysis_at: '2026-12-06T05:00:00.000Z',
  distribution: 'Debian GNU/Linux 12 (bookworm)',
  layers_count: 2,
};
const NEXUS = {
  id: 3,
  name: 'nexus-docker',
  kind: 'docker',
  url: 'https://nexus.example.com',
  has_credentials: false,
  auth_kind: null,
};
const HARBOR = { ...NEXUS, id: 4, name: 'harbor', url: 'https://harbor.example.com' };

export const RUN = {
  id: 61,
  kind: 'container_image_sca',
  project_id: null,
  container_image_id: 9,
  status: 'queued',
  error: null,
  started_at: null,
  finished_at: null,
  created_at: '2026-12-06T05:00:00.000Z',
  progress: null,
  phase: null,
  summary: null,
};

/** What the image pages read, with `extra` routes on top. */
export function imageServer(extra: Record<string, Handler> = {}): Handler {
  return routesHandler({
    'GET /api/profile/': () => json(PROFILE),
    'GET /api/container_images/9/': () => json(DEBIAN),
    'GET /api/artifact_repositories/': () => json(pageOf([HARBOR, NEXUS])),
    'GET /api/artifact_repositories/3/': () => json(NEXUS),
    'GET /api/dependencies/': () => json(pageOf([])),
    'GET /api/policy_alerts/': () => json(pageOf([])),
    'GET /api/analyses/runs/': () => json(pageOf([])),
    ...extra,
  });
}
