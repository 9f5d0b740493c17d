// One log line per request, written when its answer is finished (docs/decisions/041), instead of
// Fastify's two ("incoming request", "request completed"):
//
//   {"level":30,"time":…,"pid":…,"hostname":…,"reqId":"k3x9qa-1f","method":"GET",
//    "route":"/api/advisors/:agentId/photo","path":"/api/advisors/A-1/photo","status":200,
//    "ms":1.3,"msg":"request"}
//
// - `reqId`: the request's id, also sent back in X-Request-Id (request-id.ts);
// - `route`: the route's template, null when no route matched (a 404);
// - `path`: the path asked for, without its query string (which may carry a secret), redacted
//   like every string of every line (redaction.ts);
// - `status`, and `ms`: from the request's arrival to the end of its answer, to 0.01 ms.
// At info: LOG_LEVEL=warn drops them. A response that failed while being written (the client
// hung up, a stream broke) is the same line at warn with the error.
//
// Fastify's log controller is the hook: it is called once per request when the answer is
// finished, after the onResponse hooks, so no hook of ours runs per request for it. Fastify's
// own per-request lines (the incoming request, "Route … not found") are left out.
//
// The line's fields are redacted as they are made (the path and the id through redactText, the
// rest is the method, our route template and numbers), so it is written by a plain pino logger
// on the server logger's stream, at its level, without the generic redaction formatter and the
// work context's mixin that every other line passes through: they doubled the line's cost, on
// every request (docs/performance.md).
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { pino, type DestinationStream } from 'pino';
import { redactText } from './redaction.ts';
import { requestIdOf } from './request-id.ts';

interface RequestLineFields {
  reqId: string;
  method: string;
  route: string | null;
  path: string;
  status: number;
  ms: number;
}

function requestLineFields(request: FastifyRequest, reply: FastifyReply): RequestLineFields {
  const url = request.raw.url ?? '';
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  // A request no route matched is answered by the not-found handler, which has no template.
  const route = request.is404 ? null : (request.routeOptions.url ?? null);
  return {
    reqId: redactText(request.id),
    method: request.method,
    route,
    // A path that is its route's template, parameter-free (every poll of the feed), is our own
    // text: only a path with something of the client's in it is read for secrets.
    path: path === route ? path : redactText(path),
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 100) / 100,
  };
}

/** A plain pino logger on the same stream and level, or the logger itself if it is not pino. */
function lineLogger(logger: FastifyBaseLogger): Pick<FastifyBaseLogger, 'info'> {
  const stream = (logger as unknown as Record<symbol, DestinationStream | undefined>)[
    pino.symbols.streamSym
  ];
  return stream ? pino({ level: logger.level }, stream) : logger;
}

class OneLinePerRequest extends LogController {
  readonly #logger: FastifyBaseLogger;
  readonly #lines: Pick<FastifyBaseLogger, 'info'>;

  constructor(logger: FastifyBaseLogger) {
    super();
    this.#logger = logger;
    this.#lines = lineLogger(logger);
  }

  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const fields = requestLineFields(request, reply);
    // A failed answer's error goes through the whole logger, redaction included.
    if (error) this.#logger.warn({ ...fields, err: error }, 'request');
    else this.#lines.info(fields, 'request');
  }
}

/**
 * A request's logger is the server's own: the lines written while a request is answered carry
 * its id through the work context (logger.ts's mixin), so no child logger is made for each
 * request (a child's bindings pass through the redaction formatter each time). A route asking
 * for a level or serializers of its own still gets a child.
 */
const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  options.level !== undefined || options.serializers !== undefined
    ? logger.child(bindings, options)
    : logger;

/** Fastify's options for request ids and request lines, with the app's logger or none. */
export function requestLoggingOptions(
  logger: FastifyBaseLogger | false,
): Pick<FastifyServerOptions, 'genReqId' | 'logController' | 'childLoggerFactory'> {
  return {
    genReqId: requestIdOf,
    ...(logger
      ? { logController: new OneLinePerRequest(logger), childLoggerFactory: requestLogger }
      : {}),
  };
}
