// A stand-in for the server in component tests (no MSW here): globalThis.fetch is stubbed per
// test with handlers keyed "METHOD /path". A request no handler expects logs an error (which
// the console guard turns into a failing test) and fails like a network error.
import { vi } from 'vitest';
import { reviewsPage } from './advisors.ts';
import { testCustomerProfile, testPublicConfig } from './test-data.ts';

export type ApiHandler = (request: Request) => Response | Promise<Response>;
/** Keys are "GET /api/config"; the query string is not part of the key. */
export type ApiHandlers = Record<string, ApiHandler>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function errorResponse(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
  detail?: string,
): Response {
  return jsonResponse(
    {
      error: {
        code,
        message,
        ...(fields ? { fields } : {}),
        ...(detail === undefined ? {} : { detail }),
      },
    },
    status,
  );
}

/** What every page asks for: the configuration, and the session (a visitor by default). */
export const defaultApiHandlers: ApiHandlers = {
  'GET /api/config': () => jsonResponse(testPublicConfig),
  'GET /api/auth/session': () => jsonResponse({ user: null }),
  // The layout asks for these on every page, and the home page for the advisors: by default
  // there is no banner and nobody on the board; tests that care answer them themselves.
  'GET /api/promotions/active': () => jsonResponse({ promotion: null }),
  'GET /api/announcements/active': () => jsonResponse({ announcement: null }),
  'GET /api/advisors': () => jsonResponse([]),
  // An advisor's profile page asks for their reviews: the test advisors (advisors.ts) have none.
  'GET /api/advisors/4001/reviews': () => jsonResponse(reviewsPage()),
  'GET /api/advisors/4002/reviews': () => jsonResponse(reviewsPage()),
  'GET /api/advisors/4003/reviews': () => jsonResponse(reviewsPage()),
  // The customer area (/dashboard, /profile), reached after signing in: the test customer,
  // with nothing bought, no call, no tarot prize and no phone PIN yet.
  'GET /api/me': () => jsonResponse({ customer: testCustomerProfile }),
  'GET /api/me/purchases': () => jsonResponse({ purchases: [] }),
  'GET /api/me/usage': () => jsonResponse({ usage: [] }),
  'GET /api/me/reviews': () => jsonResponse({ calls: [] }),
  'GET /api/me/promo-code': () => jsonResponse({ promoCode: null }),
  'GET /api/me/phone-pin': () => jsonResponse({ phonePin: { pinSet: false, setAt: null } }),
  'GET /api/me/limits': () =>
    jsonResponse({
      limits: {
        monthly: { cents: null, pending: null, spentCents: 0 },
        call: { minutes: null, pending: null },
      },
    }),
  'GET /api/me/guarantee/claims': () => jsonResponse({ claims: [] }),
  'GET /api/me/waiting': () => jsonResponse({ queues: [] }),
  'GET /api/me/notices': () => jsonResponse({ notices: [] }),
  // A signed-in customer's board and dashboard ask for their favourite advisors: none yet.
  'GET /api/me/favourites': () => jsonResponse({ favourites: [] }),
};

export function mockFetch(handlers: ApiHandlers) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const request = new Request(new URL(url, 'http://localhost'), init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const handler = handlers[key];
    if (!handler) {
      console.error(`Unhandled request in test: ${key}`);
      throw new TypeError('Failed to fetch');
    }
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
