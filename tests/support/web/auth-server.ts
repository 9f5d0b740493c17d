// A stand-in for the accounts API in component tests: a session that signing in opens and
// signing out closes, so a test can walk through sign-in and see what follows. Handlers can
// be replaced per test (a refused sign-in, a failing session read).
import type { SessionUser } from '#shared/api/auth.ts';
import { jsonResponse, type ApiHandlers } from './fetch-mock.ts';
import { testUser } from './test-data.ts';

export interface FakeAuthServer {
  handlers: ApiHandlers;
  /** The customer of the open session, or null. */
  readonly signedIn: SessionUser | null;
  signIn(user?: SessionUser): void;
}

export function fakeAuthServer({
  user = testUser,
  signedIn = false,
}: { user?: SessionUser; signedIn?: boolean } = {}): FakeAuthServer {
  let current: SessionUser | null = signedIn ? user : null;
  const server: FakeAuthServer = {
    get signedIn() {
      return current;
    },
    signIn(next = user) {
      current = next;
    },
    handlers: {
      'GET /api/auth/session': () => jsonResponse({ user: current }),
      'POST /api/auth/sign-in': () => {
        current = user;
        return jsonResponse({ user });
      },
      'POST /api/auth/phone/verify': () => {
        current = user;
        return jsonResponse({ user });
      },
      'POST /api/auth/sign-out': () => {
        current = null;
        return new Response(null, { status: 204 });
      },
    },
  };
  return server;
}
