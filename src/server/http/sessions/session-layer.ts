// The session layer: the signed-in principal of each kind is looked up at most once per request,
// on first demand (a scope's hook or a handler asking), so a public route costs no query. The
// cookie is read, renewed when the kind slid the session, and cleared when it is dead, here
// only. Route scopes declare who may enter with `require(…)` hooks; handlers then read the
// principal with `of(request)`, typed, instead of asking in each handler.
//
// The hooks run at preValidation, after the body is read (413 for a large one) and NUL characters
// are refused, but before the route's schemas: a visitor hears 401 before any 400 about the
// input, as the routes always answered.
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { DomainError } from '#server/domain-error.ts';
import { copy } from '#shared/copy/catalogue.ts';
import type { SessionCookie } from './session-cookie.ts';
import type { SessionKind } from './session-kind.ts';

/** One kind's sessions as the routes see them. */
export interface Sessions<Principal> {
  readonly kind: string;
  /** The kind's cookie (sign-in writes it, sign-out clears it: both are HTTP). */
  readonly cookie: SessionCookie;
  /** The principal signed in on this request, or null for a visitor; looked up once. */
  current(request: FastifyRequest, reply: FastifyReply): Promise<Principal | null>;
  /**
   * A hook letting in only this kind's principals: 401 UNAUTHENTICATED for a visitor, with
   * `message` when the screen has its own words for one (default "Please sign in to
   * continue."); then `check`, which may refuse the principal (e.g. a sign-in not recent).
   */
  require(options?: {
    message?: string;
    check?: (principal: Principal) => void;
  }): preValidationAsyncHookHandler;
  /**
   * The principal a `require` hook of this route's scope let in. A route without such a hook
   * has none to read: that is a mistake in the route, answered as a server error.
   */
  of(request: FastifyRequest): Principal;
}

interface Resolution<Principal> {
  promise: Promise<Principal | null>;
  principal?: Principal | null;
}

export interface SessionLayer {
  /** Adds a kind of principal; each has a cookie of its own name. */
  register<Principal>(kind: SessionKind<Principal>): Sessions<Principal>;
}

export function createSessionLayer(): SessionLayer {
  const kinds = new Map<string, SessionKind<unknown>>();
  const cookieNames = new Set<string>();

  function register<Principal>(kind: SessionKind<Principal>): Sessions<Principal> {
    if (kinds.has(kind.name)) throw new Error(`session kind "${kind.name}" registered twice`);
    if (cookieNames.has(kind.cookie.name)) {
      throw new Error(`session kind "${kind.name}" reuses the cookie "${kind.cookie.name}"`);
    }
    kinds.set(kind.name, kind as SessionKind<unknown>);
    cookieNames.add(kind.cookie.name);
    const { cookie } = kind;
    // Per request, so nothing outlives the request it belongs to.
    const resolutions = new WeakMap<FastifyRequest, Resolution<Principal>>();

    async function resolve(request: FastifyRequest, reply: FastifyReply) {
      const forget = () => {
        // Only a cookie the browser sent is cleared: a visitor gets no Set-Cookie at all.
        if (request.cookies[cookie.name] !== undefined) cookie.clear(reply);
      };
      const token = cookie.read(request);
      if (token === null) {
        forget();
        return null;
      }
      const found = await kind.lookUp(token);
      switch (found.outcome) {
        case 'none':
          forget();
          return null;
        case 'refused':
          forget();
          throw found.error;
        case 'signed-in':
          if (found.renewedForSeconds !== null) {
            cookie.write(reply, token, found.renewedForSeconds);
          }
          return found.principal;
      }
    }

    function current(request: FastifyRequest, reply: FastifyReply) {
      let resolution = resolutions.get(request);
      if (!resolution) {
        const promise = resolve(request, reply);
        const started: Resolution<Principal> = { promise };
        resolution = started;
        resolutions.set(request, started);
        void promise.then(
          (principal) => {
            started.principal = principal;
          },
          () => undefined,
        );
      }
      return resolution.promise;
    }

    return {
      kind: kind.name,
      cookie,
      current,
      require(options = {}) {
        const message = options.message ?? copy.errors.unauthenticated;
        return async (request, reply) => {
          const principal = await current(request, reply);
          if (principal === null) throw new DomainError('UNAUTHENTICATED', message);
          options.check?.(principal);
          // Readable at once by `of`, whatever order the promise callbacks run in.
          const resolution = resolutions.get(request);
          if (resolution) resolution.principal = principal;
        };
      },
      of(request) {
        const principal = resolutions.get(request)?.principal;
        if (principal === undefined || principal === null) {
          throw new Error(
            `no ${kind.name} on ${request.method} ${request.routeOptions.url ?? request.url}: ` +
              `its scope has no require() hook of that kind`,
          );
        }
        return principal;
      },
    };
  }

  return { register };
}
