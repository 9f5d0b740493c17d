// State-changing requests must come from our own pages (docs/architecture.md §6). Browsers send an Origin
// header with every cross-site POST, so a foreign Origin is refused; requests with no Origin at
// all (the provider webhooks, command-line tools) pass, and the session cookie's SameSite=Lax
// keeps cross-site form posts from carrying a session anyway.
//
// Every request passes through this hook, most of them GETs (the advisor feed is polled by every
// visitor), so it is a plain callback rather than an async function: a safe method costs one
// lookup, not a promise and its turn of the event loop.
import type { FastifyInstance } from 'fastify';
import { sendForbiddenOrigin } from './error-handler.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins.map((url) => new URL(url).origin));
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (
      safeMethods.has(request.method) ||
      origin === undefined ||
      allowed.has(origin) ||
      // The server's own address as the request names it (e.g. http://127.0.0.1:3000 in tests).
      origin === `${request.protocol}://${request.host}`
    ) {
      done();
      return;
    }
    request.log.warn({ origin }, 'refused a state-changing request from another origin');
    // Answered here; the request goes no further.
    sendForbiddenOrigin(reply);
  });
}
