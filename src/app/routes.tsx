import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { LoginRoute } from './features/auth/login-route';
import { ID, paths } from './lib/paths';
import { PageLoading } from './shell/page-loading';
import { RouteError } from './shell/route-error';
import { requireSession } from './shell/require-session';

/** A page at `path`, its module loaded on first visit; `name` is the component it exports. */
function page<K extends string, M extends Record<K, ComponentType>>(
  path: string,
  load: () => Promise<M>,
  name: K,
): RouteObject {
  return { path, lazy: () => load().then((module) => ({ Component: module[name] })) };
}

/**
 * The route table. Every page but the login page is loaded lazily, so each is its own chunk; the login
 * page is in the entry chunk already (main.tsx shows it without the router when it is the first page).
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError standalone />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: paths.login, Component: LoginRoute },
      {
        // Signed-in area: no token → /login?next=<here>.
        loader: requireSession,
        lazy: () => import('./shell/app-layout').then((m) => ({ Component: m.AppLayout })),
        children: [
          {
            // A failing page keeps the shell around it.
            errorElement: <RouteError />,
            children: [
              { index: true, element: <Navigate to={paths.home} replace /> },
              page(paths.overview, () => import('./features/overview/overview-page'), 'OverviewPage'),
              page(paths.projects, () => import('./features/projects/projects-page'), 'ProjectsPage'),
              page(paths.project(ID), () => import('./features/projects/project-detail-page'), 'ProjectDetailPage'),
              page(paths.newProject, () => import('./features/projects/project-form-page'), 'NewProjectPage'),
              page(paths.editProject(ID), () => import('./features/projects/project-form-page'), 'EditProjectPage'),
              page(paths.policies, () => import('./features/policies/policies-page'), 'PoliciesPage'),
              page(paths.newPolicy, () => import('./features/policies/policy-form-page'), 'NewPolicyPage'),
              page(paths.policy(ID), () => import('./features/policies/policy-detail-page'), 'PolicyDetailPage'),
              page(paths.editPolicy(ID), () => import('./features/policies/policy-form-page'), 'EditPolicyPage'),
              page(paths.alerts, () => import('./features/alerts/alerts-page'), 'AlertsPage'),
              page(paths.secrets, () => import('./features/secrets/secrets-page'), 'SecretsPage'),
              page(
                paths.secretFinding(ID),
                () => import('./features/secrets/secret-finding-page'),
                'SecretFindingPage',
              ),
              page(paths.runs, () => import('./features/runs/runs-page'), 'RunsPage'),
              page(paths.run(ID), () => import('./features/runs/run-detail-page'), 'RunDetailPage'),
              page(paths.dependencies, () => import('./features/dependencies/dependencies-page'), 'DependenciesPage'),
              page(
                paths.dependency(ID),
                () => import('./features/dependencies/dependency-detail-page'),
                'DependencyDetailPage',
              ),
              page(
                paths.vulnerabilities,
                () => import('./features/vulnerabilities/vulnerabilities-page'),
                'VulnerabilitiesPage',
              ),
              page(
                paths.vulnerability(ID),
                () => import('./features/vulnerabilities/vulnerability-detail-page'),
                'VulnerabilityDetailPage',
              ),
              page(paths.licenses, () => import('./features/licenses/licenses-page'), 'LicensesPage'),
              page(paths.authors, () => import('./features/authors/authors-page'), 'AuthorsPage'),
              page(paths.author(ID), () => import('./features/authors/author-detail-page'), 'AuthorDetailPage'),
              page(
                paths.containerImages,
                () => import('./features/container-images/container-images-page'),
                'ContainerImagesPage',
              ),
              page(
                paths.newContainerImage,
                () => import('./features/container-images/image-form-page'),
                'NewContainerImagePage',
              ),
              page(
                paths.containerImage(ID),
                () => import('./features/container-images/container-image-detail-page'),
                'ContainerImageDetailPage',
              ),
              page(
                paths.editContainerImage(ID),
                () => import('./features/container-images/image-form-page'),
                'EditContainerImagePage',
              ),
              page(
                paths.artifactRepositories,
                () => import('./features/artifact-repositories/artifact-repositories-page'),
                'ArtifactRepositoriesPage',
              ),
              page(
                paths.newArtifactRepository,
                () => import('./features/artifact-repositories/repository-form-page'),
                'NewArtifactRepositoryPage',
              ),
              page(
                paths.artifactRepository(ID),
                () => import('./features/artifact-repositories/artifact-repository-detail-page'),
                'ArtifactRepositoryDetailPage',
              ),
              page(
                paths.editArtifactRepository(ID),
                () => import('./features/artifact-repositories/repository-form-page'),
                'EditArtifactRepositoryPage',
              ),
              page(paths.proprietors, () => import('./features/proprietors/proprietors-page'), 'ProprietorsPage'),
              page(paths.webhooks, () => import('./features/webhooks/webhooks-page'), 'WebhooksPage'),
              page(paths.newWebhook, () => import('./features/webhooks/webhook-form-page'), 'NewWebhookPage'),
              page(paths.webhookTriggers, () => import('./features/webhooks/triggers-page'), 'TriggersPage'),
              page(paths.webhook(ID), () => import('./features/webhooks/webhook-page'), 'WebhookPage'),
              page(paths.editWebhook(ID), () => import('./features/webhooks/webhook-form-page'), 'EditWebhookPage'),
              page(paths.mlModel, () => import('./features/ml-model/ml-model-page'), 'MlModelPage'),
              page(
                paths.vulnerabilityDatabase,
                () => import('./features/vulnerability-database/vulnerability-database-page'),
                'VulnerabilityDatabasePage',
              ),
              { path: paths.users, lazy: () => import('./people-pages').then((pages) => pages.loadUsersPage()) },
              { path: paths.auditLog, lazy: () => import('./people-pages').then((pages) => pages.loadAuditLogPage()) },
              page(paths.profile, () => import('./features/profile/profile-page'), 'ProfilePage'),
            ],
          },
        ],
      },
      page('*', () => import('./shell/not-found-page'), 'NotFoundPage'),
    ],
  },
];
