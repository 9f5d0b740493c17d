// Every request is answered inside a work context of its own (logging/work-context.ts): its id
// goes on every line logged and every provider call made meanwhile, and its language is what
// `copy` follows (request-locale.ts). The id goes back to the client in X-Request-Id. The first
// hook of every request, so what the other hooks log carries the id too.
import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from '#server/logging/request-id.ts';
import { runAsWork } from '#server/logging/work-context.ts';
import { followRequestLocale, lazyRequestLocale } from './request-locale.ts';

export function registerRequestContext(app: FastifyInstance): void {
  followRequestLocale();
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    runAsWork({ id: request.id, locale: lazyRequestLocale(request) }, done);
  });
}
