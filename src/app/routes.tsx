import { Navigate, type RouteObject } from 'react-router';
import { HOME_PATH } from './lib/next-path';
import { PageLoading } from './shell/page-loading';
import { RouteError } from './shell/route-error';
import { requireSession } from './shell/require-session';

/**
 * The route table. Every page is loaded lazily, so each is its own chunk and the
 * login page does not carry the shell or the section pages.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError standalone />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        path: '/login',
        lazy: () => import('./features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        // Signed-in area: no token → /login?next=<here>.
        loader: requireSession,
        lazy: () => import('./shell/app-layout').then((m) => ({ Component: m.AppLayout })),
        children: [
          {
            // A failing page keeps the shell around it.
            errorElement: <RouteError />,
            children: [
              { index: true, element: <Navigate to={HOME_PATH} replace /> },
              {
                path: 'projects',
                lazy: () => import('./features/projects/projects-page').then((m) => ({ Component: m.ProjectsPage })),
              },
              {
                path: 'projects/:id',
                lazy: () =>
                  import('./features/projects/project-detail-page').then((m) => ({ Component: m.ProjectDetailPage })),
              },
              {
                path: 'settings/projects/new',
                lazy: () =>
                  import('./features/projects/project-form-page').then((m) => ({ Component: m.NewProjectPage })),
              },
              {
                path: 'settings/projects/:id/edit',
                lazy: () =>
                  import('./features/projects/project-form-page').then((m) => ({ Component: m.EditProjectPage })),
              },
              {
                path: 'policies',
                lazy: () => import('./features/policies/policies-page').then((m) => ({ Component: m.PoliciesPage })),
              },
              {
                path: 'policies/new',
                lazy: () =>
                  import('./features/policies/policy-form-page').then((m) => ({ Component: m.NewPolicyPage })),
              },
              {
                path: 'policies/:id',
                lazy: () =>
                  import('./features/policies/policy-detail-page').then((m) => ({ Component: m.PolicyDetailPage })),
              },
              {
                path: 'policies/:id/edit',
                lazy: () =>
                  import('./features/policies/policy-form-page').then((m) => ({ Component: m.EditPolicyPage })),
              },
              {
                path: 'alerts',
                lazy: () => import('./features/alerts/alerts-page').then((m) => ({ Component: m.AlertsPage })),
              },
              {
                path: 'runs',
                lazy: () => import('./features/runs/runs-page').then((m) => ({ Component: m.RunsPage })),
              },
              {
                path: 'runs/:id',
                lazy: () => import('./features/runs/run-detail-page').then((m) => ({ Component: m.RunDetailPage })),
              },
              {
                path: 'dependencies',
                lazy: () =>
                  import('./features/dependencies/dependencies-page').then((m) => ({ Component: m.DependenciesPage })),
              },
              {
                path: 'dependencies/:id',
                lazy: () =>
                  import('./features/dependencies/dependency-detail-page').then((m) => ({
                    Component: m.DependencyDetailPage,
                  })),
              },
              {
                path: 'vulnerabilities',
                lazy: () =>
                  import('./features/vulnerabilities/vulnerabilities-page').then((m) => ({
                    Component: m.VulnerabilitiesPage,
                  })),
              },
              {
                path: 'vulnerabilities/:id',
                lazy: () =>
                  import('./features/vulnerabilities/vulnerability-detail-page').then((m) => ({
                    Component: m.VulnerabilityDetailPage,
                  })),
              },
              {
                path: 'licenses',
                lazy: () => import('./features/licenses/licenses-page').then((m) => ({ Component: m.LicensesPage })),
              },
              {
                path: 'authors',
                lazy: () => import('./features/authors/authors-page').then((m) => ({ Component: m.AuthorsPage })),
              },
              {
                path: 'authors/:id',
                lazy: () =>
                  import('./features/authors/author-detail-page').then((m) => ({ Component: m.AuthorDetailPage })),
              },
              {
                path: 'container-images',
                lazy: () =>
                  import('./features/container-images/container-images-page').then((m) => ({
                    Component: m.ContainerImagesPage,
                  })),
              },
              {
                path: 'container-images/:id',
                lazy: () =>
                  import('./features/container-images/container-image-detail-page').then((m) => ({
                    Component: m.ContainerImageDetailPage,
                  })),
              },
              {
                path: 'artifact-repositories',
                lazy: () =>
                  import('./features/artifact-repositories/artifact-repositories-page').then((m) => ({
                    Component: m.ArtifactRepositoriesPage,
                  })),
              },
              {
                path: 'artifact-repositories/:id',
                lazy: () =>
                  import('./features/artifact-repositories/artifact-repository-detail-page').then((m) => ({
                    Component: m.ArtifactRepositoryDetailPage,
                  })),
              },
              {
                path: 'settings/proprietors',
                lazy: () =>
                  import('./features/proprietors/proprietors-page').then((m) => ({ Component: m.ProprietorsPage })),
              },
              {
                path: 'settings/webhooks',
                lazy: () => import('./features/webhooks/webhooks-page').then((m) => ({ Component: m.WebhooksPage })),
              },
              {
                path: 'settings/webhooks/new',
                lazy: () =>
                  import('./features/webhooks/webhook-form-page').then((m) => ({ Component: m.NewWebhookPage })),
              },
              {
                path: 'settings/webhooks/triggers',
                lazy: () => import('./features/webhooks/triggers-page').then((m) => ({ Component: m.TriggersPage })),
              },
              {
                path: 'settings/webhooks/:id/edit',
                lazy: () =>
                  import('./features/webhooks/webhook-form-page').then((m) => ({ Component: m.EditWebhookPage })),
              },
              {
                path: 'settings/ml-model',
                lazy: () => import('./features/ml-model/ml-model-page').then((m) => ({ Component: m.MlModelPage })),
              },
              {
                path: 'profile',
                lazy: () => import('./features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: () => import('./shell/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];
