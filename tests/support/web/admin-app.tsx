// Renders the back office (src/web/admin) at an address, as its main.tsx does, with a fresh query
// cache and a stubbed fetch answering /api/admin. By default nobody is signed in.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { OperatorView } from '#shared/api/admin/session.ts';
import { AdminApp } from '#web/admin/app.tsx';
import { createAdminQueryClient } from '#web/admin/lib/operator-session.ts';
import { adminRoutes } from '#web/admin/router.tsx';
import { errorResponse, jsonResponse, mockFetch, type ApiHandlers } from './fetch-mock.ts';

export const testOwner: OperatorView = { id: 'op-1', email: 'owner@example.com', role: 'owner' };
export const testSupport: OperatorView = { id: 'op-2', email: 'help@example.com', role: 'support' };

/** GET /api/admin/session: the operator signed in, or 401 for nobody. */
export const sessionOf = (operator: OperatorView | null) => () =>
  operator ? jsonResponse({ operator }) : errorResponse(401, 'UNAUTHENTICATED', 'Please sign in.');

export function renderAdmin(
  url: string,
  { api = {}, operator = null }: { api?: ApiHandlers; operator?: OperatorView | null } = {},
) {
  const fetchMock = mockFetch({
    'GET /api/admin/session': sessionOf(operator),
    'PUT /api/language': () => new Response(null, { status: 204 }),
    ...api,
  });
  const router = createMemoryRouter(adminRoutes, { initialEntries: [url] });
  // Failures are not retried here (tests would wait seconds), as in render.tsx.
  const queryClient = createAdminQueryClient({ queries: { retry: false } });
  const user = userEvent.setup();
  const view = render(<AdminApp queryClient={queryClient} router={router} />);
  return { ...view, user, router, queryClient, fetchMock };
}
