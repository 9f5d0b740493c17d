// One place turns every failure into the API's error body (DESIGN.md §6): the spec's text for
// people, a stable code for programs, the right status, and never a stack trace. Unexpected
// errors are logged in full on the server and answered with a generic message.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, ApiErrorCode } from '#shared/api/error-envelope.ts';
import { copy, copyFor, type Copy } from '#shared/copy/catalogue.ts';
import { AppError } from './app-error.ts';
import { requestLocale } from './request-locale.ts';

function send(
  reply: FastifyReply,
  status: number,
  code: ApiErrorCode,
  message: string,
  fields?: Record<string, string>,
  detail?: string,
) {
  const body: ApiErrorBody = {
    error: {
      code,
      message,
      ...(fields ? { fields } : {}),
      ...(detail === undefined ? {} : { detail }),
    },
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Errors Fastify itself raises while reading a request, mapped to our codes and `texts`. */
function fromFrameworkError(
  error: FastifyError,
  texts: Copy,
): { status: number; code: ApiErrorCode; message: string } | null {
  const status = error.statusCode ?? 500;
  const { errors } = texts;
  if (status === 413) return { status, code: 'PAYLOAD_TOO_LARGE', message: errors.payloadTooLarge };
  if (status === 415)
    return { status, code: 'UNSUPPORTED_MEDIA_TYPE', message: errors.invalidRequest };
  if (status === 429) return { status, code: 'TOO_MANY_REQUESTS', message: errors.tooManyRequests };
  if (status === 404) return { status, code: 'NOT_FOUND', message: errors.notFound };
  // Malformed JSON, an empty JSON body, a bad header: the client's mistake, explained plainly.
  if (status >= 400 && status < 500)
    return { status: 400, code: 'INVALID_REQUEST', message: errors.invalidRequest };
  return null;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return send(reply, error.statusCode, error.code, error.message, error.fields, error.detail);
    }
    const known = fromFrameworkError(error, copy);
    if (known) {
      request.log.info({ err: error }, 'request refused');
      return send(reply, known.status, known.code, known.message);
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, 'INTERNAL_ERROR', copy.common.unexpectedError);
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
    request.log.info({ err: error }, 'request refused');
    return send(reply, known.status, known.code, known.message);
  }
  request.log.error({ err: error }, 'unexpected error');
  return send(reply, 500, 'INTERNAL_ERROR', texts.common.unexpectedError);
}

/** Unknown /api paths get a JSON 404; every other unknown path is left to the web app. */
export function sendApiNotFound(reply: FastifyReply) {
  return send(reply, 404, 'NOT_FOUND', copy.errors.notFound);
}

export function sendForbiddenOrigin(reply: FastifyReply) {
  return send(reply, 403, 'FORBIDDEN_ORIGIN', copy.errors.forbiddenOrigin);
}
