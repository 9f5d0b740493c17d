// The customer kind of session (docs/decisions/007, 029): the `lumina_session` cookie, sessions
// looked up by the auth service (7 days idle, 30 days at most, the account still allowed), and
// the scopes the customer's routes declare. An advisor or an operator kind is a file like this
// one beside it, with its own cookie name and its service's look-up.
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Config } from '#server/config.ts';
import type { AuthService, CurrentSession } from '#server/features/auth/service.ts';
import type { Customer } from '#server/db/tables/customers.ts';
import { createSessionCookie } from './session-cookie.ts';
import type { SessionLayer, Sessions } from './session-layer.ts';

/** The customer's cookie, before the `__Host-` prefix an https address adds. */
export const CUSTOMER_SESSION_COOKIE = 'lumina_session';

export interface CustomerScopes {
  /** The customer's sessions: the cookie, and the session of a request (null for a visitor). */
  sessions: Sessions<CurrentSession>;
  /**
   * Lets in a signed-in customer: 401 UNAUTHENTICATED otherwise, with `message` when the screen
   * has its own words for a visitor (the purchase flow, the tarot game).
   */
  requireCustomer(message?: string): preValidationAsyncHookHandler;
  /** Lets in a customer whose session proved its owner in the last 10 minutes (403 otherwise). */
  requireRecentSignIn: preValidationAsyncHookHandler;
  /** The customer a hook of the route's scope let in. */
  customerOf(request: FastifyRequest): Customer;
  /** The session a hook of the route's scope let in (re-authentication needs it). */
  sessionOf(request: FastifyRequest): CurrentSession;
}

export function registerCustomerSessions(
  layer: SessionLayer,
  deps: { auth: Pick<AuthService, 'lookUpSession' | 'requireRecentSignIn'>; config: Config },
): CustomerScopes {
  const { auth } = deps;
  const sessions = layer.register<CurrentSession>({
    name: 'customer',
    cookie: createSessionCookie({
      publicUrl: deps.config.publicUrl,
      name: CUSTOMER_SESSION_COOKIE,
    }),
    lookUp: (token) => auth.lookUpSession(token),
  });
  return {
    sessions,
    requireCustomer: (message) => sessions.require(message === undefined ? {} : { message }),
    requireRecentSignIn: sessions.require({
      check: (session) => auth.requireRecentSignIn(session),
    }),
    customerOf: (request) => sessions.of(request).customer,
    sessionOf: (request) => sessions.of(request),
  };
}
