// Renders the advisors' app (src/web/advisor) as its main.tsx does, with a fresh query cache and a
// stubbed fetch answering /api/advisor. By default nobody is signed in and no call is open.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdvisorView } from '#shared/api/advisor/session.ts';
import { AdvisorApp } from '#web/advisor/app.tsx';
import { createAdvisorQueryClient } from '#web/advisor/lib/advisor-session.ts';
import { errorResponse, jsonResponse, mockFetch, type ApiHandlers } from './fetch-mock.ts';

export const testAdvisor: AdvisorView = {
  id: 'adv-1',
  extension: 4001,
  name: 'Celeste Moreau',
  presence: 'available',
  awayUntil: null,
  onACall: false,
};

export function renderAdvisorApp({
  api = {},
  advisor = null,
}: { api?: ApiHandlers; advisor?: AdvisorView | null } = {}) {
  const fetchMock = mockFetch({
    'GET /api/advisor/session': () =>
      advisor
        ? jsonResponse({ advisor })
        : errorResponse(401, 'UNAUTHENTICATED', 'Please sign in.'),
    'GET /api/advisor/call': () => jsonResponse({ call: null }),
    'PUT /api/language': () => new Response(null, { status: 204 }),
    ...api,
  });
  // Failures are not retried here (tests would wait seconds), as in render.tsx.
  const queryClient = createAdvisorQueryClient({ queries: { retry: false } });
  const user = userEvent.setup();
  const view = render(<AdvisorApp queryClient={queryClient} />);
  return { ...view, user, queryClient, fetchMock };
}
