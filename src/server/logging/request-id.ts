// Every request's id (docs/decisions/041): the one the reverse proxy gave it in X-Request-Id, so
// the proxy's log and ours name the same request, when it looks like an id (at most 64 letters,
// digits, `.`, `_` or `-`: nothing a log reader could mistake for more); otherwise one of our
// own. The answer carries it back in X-Request-Id (http/request-context.ts), so a visitor
// reporting a problem, or a test, can name the request.
import type { IncomingMessage } from 'node:http';
import { newWorkId } from './work-context.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

const safeRequestId = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's `genReqId`. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && safeRequestId.test(given) ? given : newWorkId();
}
