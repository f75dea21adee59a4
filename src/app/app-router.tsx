import type { ReactElement } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes';

/**
 * The console's router on the browser's address, in a chunk of its own with react-router and the route
 * table: the login page, when it is the first page, is shown without them (first-page.tsx). Creating the
 * router starts loading the current address's page code at once.
 */
export function createAppRouter(): ReactElement {
  return <RouterProvider router={createBrowserRouter(routes)} />;
}
