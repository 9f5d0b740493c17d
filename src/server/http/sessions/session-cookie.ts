// The session cookie (docs/product.md §10.13, docs/architecture.md §6), one per kind of principal, each with its
// own name: an opaque random token, httpOnly so page scripts never see it, SameSite=Lax so
// cross-site posts do not carry it, Path=/, kept exactly as long as the session has left (its
// Max-Age is renewed when the server slides the session, and never reaches past the session's
// absolute end: docs/decisions/029), and Secure whenever the public address is https. Over https
// its name takes the `__Host-` prefix, which browsers accept only from a Secure, host-only,
// Path=/ cookie, so a sibling subdomain cannot plant one. Only a hash of the token is stored
// server-side.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';

/** 32 random bytes in base64url: 43 characters from [A-Za-z0-9_-]. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

export interface SessionCookie {
  readonly name: string;
  /** The token the request carries, or null when it carries none or not one of ours. */
  read(request: FastifyRequest): string | null;
  /** Sets (or renews) the cookie for the `maxAgeSeconds` its session has left. */
  write(reply: FastifyReply, token: string, maxAgeSeconds: number): void;
  /** Tells the browser to drop the cookie. */
  clear(reply: FastifyReply): void;
}

/** `name`: the kind's own cookie name (the customer's is `lumina_session`), before any prefix. */
export function createSessionCookie(options: { publicUrl: string; name: string }): SessionCookie {
  const secure = options.publicUrl.startsWith('https://');
  const name = secure ? `__Host-${options.name}` : options.name;
  const attributes = { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const;
  return {
    name,
    read(request) {
      const value = request.cookies[name];
      return value !== undefined && tokenShape.test(value) ? value : null;
    },
    write(reply, token, maxAgeSeconds) {
      reply.setCookie(name, token, {
        ...attributes,
        maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
      });
    },
    clear(reply) {
      reply.clearCookie(name, attributes);
    },
  };
}
