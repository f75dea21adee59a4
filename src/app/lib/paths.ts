/**
 * Every address inside the console, spelled once. A record's path given `ID`
 * is its route pattern (`paths.project(ID)` → `/projects/:id`), so the route
 * table and every link, redirect and navigation agree. Kept free of imports:
 * the entry chunk and the login page load it.
 */
export const ID = ':id';
type Id = number | typeof ID;

const PROJECT_SETTINGS = '/settings/projects';
const WEBHOOKS = '/settings/webhooks';
const LICENSES = '/licenses';
const OVERVIEW = '/overview';

export const paths = {
  /** The index: the home page when signed in, the login page otherwise. */
  root: '/',
  /** Where a signed-in user lands by default: the overview of what needs attention. */
  home: OVERVIEW,
  overview: OVERVIEW,
  login: '/login',
  projects: '/projects',
  project: (id: Id) => `/projects/${id}`,
  /** The prefix of a project's settings pages (new, edit). */
  projectSettings: PROJECT_SETTINGS,
  newProject: `${PROJECT_SETTINGS}/new`,
  editProject: (id: Id) => `${PROJECT_SETTINGS}/${id}/edit`,
  policies: '/policies',
  newPolicy: '/policies/new',
  policy: (id: Id) => `/policies/${id}`,
  editPolicy: (id: Id) => `/policies/${id}/edit`,
  alerts: '/alerts',
  secrets: '/secrets',
  secretFinding: (id: Id) => `/secrets/${id}`,
  runs: '/runs',
  run: (id: Id) => `/runs/${id}`,
  dependencies: '/dependencies',
  dependency: (id: Id) => `/dependencies/${id}`,
  vulnerabilities: '/vulnerabilities',
  vulnerability: (id: Id) => `/vulnerabilities/${id}`,
  licenses: LICENSES,
  authors: '/authors',
  author: (id: Id) => `/authors/${id}`,
  containerImages: '/container-images',
  containerImage: (id: Id) => `/container-images/${id}`,
  newContainerImage: '/container-images/new',
  editContainerImage: (id: Id) => `/container-images/${id}/edit`,
  artifactRepositories: '/artifact-repositories',
  artifactRepository: (id: Id) => `/artifact-repositories/${id}`,
  newArtifactRepository: '/artifact-repositories/new',
  editArtifactRepository: (id: Id) => `/artifact-repositories/${id}/edit`,
  proprietors: '/settings/proprietors',
  webhooks: WEBHOOKS,
  newWebhook: `${WEBHOOKS}/new`,
  webhookTriggers: `${WEBHOOKS}/triggers`,
  webhook: (id: Id) => `${WEBHOOKS}/${id}`,
  editWebhook: (id: Id) => `${WEBHOOKS}/${id}/edit`,
  mlModel: '/settings/ml-model',
  vulnerabilityDatabase: '/settings/vulnerability-database',
  users: '/settings/users',
  auditLog: '/settings/audit-log',
  profile: '/profile',
} as const;

/** A list narrowed by its URL filters, e.g. `withQuery(paths.runs, { project: 7 })` → `/runs?project=7`; undefined is left out. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/** `/login?next=<path+search>`: where to come back after signing in. */
export function loginPath(next?: string): string {
  return next && next !== paths.root ? withQuery(paths.login, { next }) : paths.login;
}
