// The session cookie (DECISIONS.md 13, DESIGN.md §6): an opaque random token, httpOnly so page
// scripts never see it, SameSite=Lax so cross-site posts do not carry it, Path=/, 30 days (the
// server slides it), and Secure whenever the public address is https. Over https its name takes
// the `__Host-` prefix, which browsers accept only from a Secure, host-only, Path=/ cookie, so a
// sibling subdomain cannot plant one. Only a hash of the token is stored server-side.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/** 32 random bytes in base64url: 43 characters from [A-Za-z0-9_-]. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

export interface SessionCookie {
  readonly name: string;
  /** The token the request carries, or null when it carries none or not one of ours. */
  read(request: FastifyRequest): string | null;
  /** Sets (or renews) the cookie for the whole lifetime of a session. */
  write(reply: FastifyReply, token: string): void;
  /** Tells the browser to drop the cookie. */
  clear(reply: FastifyReply): void;
}

export function createSessionCookie(options: { publicUrl: string }): SessionCookie {
  const secure = options.publicUrl.startsWith('https://');
  const name = secure ? '__Host-lumina_session' : 'lumina_session';
  const attributes = { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const;
  return {
    name,
    read(request) {
      const value = request.cookies[name];
      return value !== undefined && tokenShape.test(value) ? value : null;
    },
    write(reply, token) {
      reply.setCookie(name, token, { ...attributes, maxAge: SESSION_TTL_SECONDS });
    },
    clear(reply) {
      reply.clearCookie(name, attributes);
    },
  };
}
