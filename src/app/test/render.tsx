import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { ConsoleProviders } from '../console-providers';
import { queryClient } from '../lib/query-client';

type Options = {
  /** Initial URL, e.g. '/licenses?page=2'. */
  route?: string;
  /** Path the element is mounted at; other paths render a stub showing where the app went. */
  path?: string;
  /** A whole route table instead of one element (e.g. the app's routes). */
  routes?: RouteObject[];
};

/** Where the router is now; stands in for pages a test does not render. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

export function renderWithProviders(ui: ReactElement | null, { route = '/', path = '*', routes }: Options = {}) {
  const table: RouteObject[] = routes ?? [
    { path, element: ui },
    ...(path === '*' ? [] : [{ path: '*', element: <LocationProbe /> }]),
  ];
  const router = createMemoryRouter(table, { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <ConsoleProviders env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConsoleProviders>,
  );
  /** Current location of the memory router, path + search. */
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...result, router, user, location };
}
