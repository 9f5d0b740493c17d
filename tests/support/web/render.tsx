// Renders the app the way the browser does (providers, router, shell) at a given address, with
// a fresh query cache and a stubbed fetch, for tests that assert what a visitor sees.
import { StrictMode, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { AppProviders } from '#web/app/providers.tsx';
import { AppRouter } from '#web/app/app-router.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { routes as appRoutes } from '#web/router.tsx';
import { defaultApiHandlers, mockFetch, type ApiHandlers } from './fetch-mock.ts';

/** Production settings, except that failures are not retried (tests would wait seconds). */
export function createTestQueryClient() {
  return createQueryClient({ queries: { retry: false }, mutations: { retry: false } });
}

export interface RenderRouteOptions {
  /** Addresses visited before this one, oldest first (so "back" has somewhere to go). */
  history?: string[];
  /** Handlers added to (or replacing) the defaults, which answer GET /api/config. */
  api?: ApiHandlers;
  /** Another route tree than the app's (e.g. buildRoutes() around a test page). */
  routes?: RouteObject[];
  /** Render in StrictMode, as main.tsx does (effects run twice in development). */
  strict?: boolean;
}

export function renderRoute(
  url: string,
  { history = [], api, routes, strict = false }: RenderRouteOptions = {},
) {
  const fetchMock = mockFetch({ ...defaultApiHandlers, ...api });
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes ?? appRoutes, {
    initialEntries: [...history, url],
    initialIndex: history.length,
  });
  const user = userEvent.setup();
  const app = (
    <AppProviders queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProviders>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, user, router, queryClient, fetchMock };
}

/** A component outside any route, inside the providers. */
export function renderWithProviders(ui: ReactNode, { api }: { api?: ApiHandlers } = {}) {
  const fetchMock = mockFetch({ ...defaultApiHandlers, ...api });
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  const view = render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>);
  return { ...view, user, queryClient, fetchMock };
}
