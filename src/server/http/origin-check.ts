// State-changing requests must come from our own pages (DESIGN.md §6). Browsers send an Origin
// header with every cross-site POST, so a foreign Origin is refused; requests with no Origin at
// all (the provider webhooks, command-line tools) pass, and the session cookie's SameSite=Lax
// keeps cross-site form posts from carrying a session anyway.
import type { FastifyInstance } from 'fastify';
import { sendForbiddenOrigin } from './error-handler.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins.map((url) => new URL(url).origin));
  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (allowed.has(origin)) return;
    // The server's own address as the request names it (e.g. http://127.0.0.1:3000 in tests).
    if (origin === `${request.protocol}://${request.host}`) return;
    request.log.warn({ origin }, 'refused a state-changing request from another origin');
    return sendForbiddenOrigin(reply);
  });
}
