// What a kind of signed-in principal (a customer now; an advisor and an operator next) gives the
// session layer: its own cookie, and a look-up of the session a token opens. The kind's service
// owns its rules (its lifetimes, idle and absolute, the account's state, when to slide the
// session); the layer owns the HTTP (reading the cookie once per request, renewing it, clearing
// a dead one) and the scopes that let a principal in. A kind never sees Fastify.
import type { DomainError } from '#server/domain-error.ts';
import type { SessionCookie } from './session-cookie.ts';

/** What a session token turned out to be, as the kind's service decided. */
export type SessionLookup<Principal> =
  /** No live session (unknown, or past its idle or absolute end): the cookie is dead. */
  | { outcome: 'none' }
  /** A session the service has just ended for a reason the browser must hear (an account
   *  that may no longer sign in): the cookie is cleared and `error` answers the request. */
  | { outcome: 'refused'; error: DomainError }
  /**
   * A live session. `renewedForSeconds`: when the service slid its idle end forward, what it
   * now has left, which the cookie's Max-Age follows; null when it was not slid.
   */
  | { outcome: 'signed-in'; principal: Principal; renewedForSeconds: number | null };

export interface SessionKind<Principal> {
  /** 'customer', 'advisor', 'operator': for messages and to keep kinds apart. */
  name: string;
  cookie: SessionCookie;
  /** The session `token` opens (the cookie's value, already of the right shape). */
  lookUp(token: string): Promise<SessionLookup<Principal>>;
}
