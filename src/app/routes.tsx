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
                path: 'licenses',
                lazy: () => import('./features/licenses/licenses-page').then((m) => ({ Component: m.LicensesPage })),
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
