// One place turns every failure into the API's error body (docs/architecture.md §6): the spec's text for
// people, a stable code for programs, the right status, and never a stack trace. Services refuse
// with a DomainError; its code's status comes from ./error-statuses.ts, its details become
// `fields`, `detail` and the Retry-After header. Unexpected errors are logged in full on the
// server and answered with a generic message.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, ApiErrorCode } from '#shared/api/error-envelope.ts';
import { copy, copyFor, type Copy } from '#shared/copy/catalogue.ts';
import { DomainError } from '../domain-error.ts';
import { httpStatusByCode, httpStatusOf } from './error-statuses.ts';
import { requestLocale } from './request-locale.ts';

function send(
  reply: FastifyReply,
  code: ApiErrorCode,
  message: string,
  options: { status?: number; fields?: Record<string, string>; detail?: string } = {},
) {
  const { fields, detail } = options;
  const body: ApiErrorBody = {
    error: {
      code,
      message,
      ...(fields ? { fields } : {}),
      ...(detail === undefined ? {} : { detail }),
    },
  };
  return reply
    .status(options.status ?? httpStatusByCode[code])
    .type('application/json; charset=utf-8')
    .send(body);
}

function sendDomainError(reply: FastifyReply, error: DomainError) {
  if (error.retryAfterSeconds !== undefined) {
    reply.header('Retry-After', String(error.retryAfterSeconds));
  }
  return send(reply, error.code, error.message, {
    status: httpStatusOf(error),
    fields: error.fields,
    detail: error.detail,
  });
}

/** Errors Fastify itself raises while reading a request, mapped to our codes and `texts`. */
function fromFrameworkError(
  error: FastifyError,
  texts: Copy,
): { code: ApiErrorCode; message: string } | null {
  const status = error.statusCode ?? 500;
  const { errors } = texts;
  if (status === 413) return { code: 'PAYLOAD_TOO_LARGE', message: errors.payloadTooLarge };
  if (status === 415) return { code: 'UNSUPPORTED_MEDIA_TYPE', message: errors.invalidRequest };
  if (status === 429) return { code: 'TOO_MANY_REQUESTS', message: errors.tooManyRequests };
  if (status === 404) return { code: 'NOT_FOUND', message: errors.notFound };
  // Malformed JSON, an empty JSON body, a bad header: the client's mistake, explained plainly.
  if (status >= 400 && status < 500)
    return { code: 'INVALID_REQUEST', message: errors.invalidRequest };
  return null;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof DomainError) return sendDomainError(reply, error);
    const known = fromFrameworkError(error, copy);
    if (known) {
      request.log.debug({ err: error }, 'request refused');
      return send(reply, known.code, known.message);
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 'INTERNAL_ERROR', copy.common.unexpectedError);
  });
}

/**
 * Fastify's `frameworkErrors`: refusals made before any route is chosen (a URL whose
 * percent-encoding is broken, a path parameter over the length limit) get the same envelope.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // Refused before the request's hooks ran, so its language is worked out here.
  const texts = copyFor(requestLocale(request));
  const known = fromFrameworkError(error, texts);
  if (known) {
    request.log.debug({ err: error }, 'request refused');
    return send(reply, known.code, known.message);
  }
  request.log.error({ err: error }, 'unexpected error');
  return send(reply, 'INTERNAL_ERROR', texts.common.unexpectedError);
}

/** Unknown /api paths get a JSON 404; every other unknown path is left to the web app. */
export function sendApiNotFound(reply: FastifyReply) {
  return send(reply, 'NOT_FOUND', copy.errors.notFound);
}

export function sendForbiddenOrigin(reply: FastifyReply) {
  return send(reply, 'FORBIDDEN_ORIGIN', copy.errors.forbiddenOrigin);
}
