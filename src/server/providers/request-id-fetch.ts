// Every call to a provider says which request (or background run) made it: the work context's
// id goes in an X-Request-Id header (docs/decisions/041). Our stand-ins honour it as their own
// request's id, so their request lines carry the id of the request that called them; a provider
// that ignores the header loses nothing. PayPal's PayPal-Request-Id is another thing, an
// idempotency key the PayPal client sets itself: never this id. A header the caller set is kept.
// Each call is also a debug line (host, method, path without the query, status, duration),
// which carries the id like every line written meanwhile.
import { REQUEST_ID_HEADER } from '#server/logging/request-id.ts';
import { currentWork } from '#server/logging/work-context.ts';

type FetchInput = Parameters<typeof fetch>[0];

export interface ProviderCallLogger {
  debug(details: object, message: string): void;
}

function withRequestId(input: FetchInput, init: RequestInit | undefined, id: string) {
  // A Request called without headers of its own keeps the Request's headers.
  const onRequest = input instanceof Request && init?.headers === undefined;
  const headers = new Headers(onRequest ? input.headers : init?.headers);
  if (!headers.has(REQUEST_ID_HEADER)) headers.set(REQUEST_ID_HEADER, id);
  return onRequest
    ? { input: new Request(input, { headers }), init }
    : { input, init: { ...init, headers } };
}

function urlOf(input: FetchInput): URL | null {
  try {
    return new URL(input instanceof Request ? input.url : input);
  } catch {
    return null;
  }
}

/** `send` (fetch by default) adding the request id to every call, and logging each at debug. */
export function fetchWithRequestId(
  send: typeof fetch = fetch,
  logger?: ProviderCallLogger,
): typeof fetch {
  return async (input, init) => {
    const work = currentWork();
    const call = work === undefined ? { input, init } : withRequestId(input, init, work.id);
    if (!logger) return send(call.input, call.init);
    const url = urlOf(input);
    const details = {
      host: url?.host,
      method: init?.method ?? (input instanceof Request ? input.method : 'GET'),
      path: url?.pathname,
    };
    const started = performance.now();
    const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
    try {
      const response = await send(call.input, call.init);
      logger.debug({ ...details, status: response.status, ms: elapsed() }, 'provider call');
      return response;
    } catch (error) {
      logger.debug({ ...details, err: error, ms: elapsed() }, 'provider call failed');
      throw error;
    }
  };
}
