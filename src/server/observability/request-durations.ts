// One observation per request in the request-duration histogram, labelled by the route's template
// (`/api/me/purchases/:purchaseId/receipt`, never the URL asked for, so no id, token or query
// string becomes a label), the method and the status code. Each route gets its own onResponse hook
// as it is registered, holding its template: answering costs two Map lookups and the histogram's
// own observe, nothing read from the request that would build an object (docs/decisions/040).
//
// Requests no route matched are answered by the fallback (the web app's pages, unknown /api paths
// and missing files) and share one label, FALLBACK_ROUTE; their status tells them apart. The
// built web app's hashed files under /assets/ are a route each, renamed by every build: they share
// STATIC_ASSETS_ROUTE.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseHookHandler,
  RouteOptions,
} from 'fastify';
import type { RequestDurations } from './metrics.ts';

export const FALLBACK_ROUTE = '(fallback)';
export const STATIC_ASSETS_ROUTE = '/assets/*';

type Observe = (request: FastifyRequest, reply: FastifyReply) => void;

function observerFor(histogram: RequestDurations, route: string): Observe {
  const byMethod = new Map<string, Map<number, { observe(seconds: number): void }>>();
  return (request, reply) => {
    let byStatus = byMethod.get(request.method);
    if (byStatus === undefined) {
      byStatus = new Map();
      byMethod.set(request.method, byStatus);
    }
    let series = byStatus.get(reply.statusCode);
    if (series === undefined) {
      series = histogram.labels(route, request.method, String(reply.statusCode));
      byStatus.set(reply.statusCode, series);
    }
    series.observe(reply.elapsedTime / 1000);
  };
}

const labelOf = (url: string) => (url.startsWith('/assets/') ? STATIC_ASSETS_ROUTE : url);

/** Call before any route is registered: routes registered earlier are not observed. */
export function observeRequestDurations(app: FastifyInstance, histogram: RequestDurations): void {
  // Also called for the HEAD twin Fastify adds to each GET route, from the GET's options as given.
  app.addHook('onRoute', (route: RouteOptions) => {
    const observe = observerFor(histogram, labelOf(route.url));
    const hook: onResponseHookHandler = (request, reply, done) => {
      observe(request, reply);
      done();
    };
    route.onResponse = route.onResponse === undefined ? [hook] : [route.onResponse, hook].flat();
  });

  const fallback = observerFor(histogram, FALLBACK_ROUTE);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) fallback(request, reply);
    done();
  });
}
