// PostgreSQL cannot store the NUL character (U+0000) in text, and nobody types one into a form:
// a request that carries it anywhere (body, path or query, keys included) is refused as an
// invalid request before any route reads it, so both databases answer it alike with a 400
// instead of PostgreSQL's driver error turning into a 500.
//
// Every request passes through this hook, so it is a plain callback (no promise per request),
// and the route's exemption (which costs building `request.routeOptions`) is looked at only for
// the rare request that does carry a NUL.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidRequest } from '../domain-error.ts';

const NUL = '\u0000';

function containsNul(value: unknown): boolean {
  // Iterative, so a deeply nested body cannot exhaust the stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes(NUL)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next as unknown[]) pending.push(item);
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes(NUL)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

const carriesNul = (request: FastifyRequest) =>
  containsNul(request.params) || containsNul(request.query) || containsNul(request.body);

/**
 * `exceptUnder`: route prefixes whose callers are answered by a contract of their own (a
 * provider's callback that must always be acknowledged, or is authenticated before anything).
 */
export function refuseNulCharacters(
  app: FastifyInstance,
  options: { exceptUnder: readonly string[] },
): void {
  const exempt = (request: FastifyRequest) => {
    const route = request.routeOptions.url ?? '';
    return options.exceptUnder.some((prefix) => route.startsWith(prefix));
  };
  app.addHook('preValidation', (request, _reply, done) => {
    done(carriesNul(request) && !exempt(request) ? invalidRequest() : undefined);
  });
}
