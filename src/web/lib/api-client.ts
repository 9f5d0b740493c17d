// The one way the web app talks to the server: JSON over fetch, the session cookie sent along,
// and every answer checked against its zod schema from src/shared. Whatever goes wrong comes
// out as an ApiError, so screens and the query retry rule deal with a single error shape.
import * as z from 'zod/mini';
import { ApiErrorBodySchema } from '#shared/api/error-envelope.ts';
import { copy } from '#shared/copy/catalogue.ts';

/** The request never got an answer (offline, DNS, connection reset). */
export const NETWORK_ERROR = 'NETWORK_ERROR';
/** An answer came, but not one this client understands (no error envelope, wrong shape). */
export const UNEXPECTED_RESPONSE = 'UNEXPECTED_RESPONSE';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The server's error code (src/shared/api/error-envelope.ts) or one of the two above. */
  readonly code: string;
  /** The HTTP status; 0 when no answer came. */
  readonly status: number;
  /** Per-field messages when the server refused a request body. */
  readonly fields: Readonly<Record<string, string>> | undefined;
  /** The server's second line for people, shown under the message, when it gave one. */
  readonly detail: string | undefined;

  constructor(init: {
    code: string;
    message: string;
    status: number;
    fields?: Record<string, string> | undefined;
    detail?: string | undefined;
  }) {
    super(init.message);
    this.code = init.code;
    this.status = init.status;
    this.fields = init.fields;
    this.detail = init.detail;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A refusal the server explained in words meant for the visitor: a 4xx with the error
 * envelope. A 5xx's text is about the server, not about what the visitor can do, so screens
 * show their own text for those, as for a network failure or an answer they cannot read.
 */
export function hasServerMessage(error: unknown): error is ApiError {
  return (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    error.code !== UNEXPECTED_RESPONSE &&
    error.code !== NETWORK_ERROR
  );
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions<Schema extends z.core.$ZodType> {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** The success answer's shape; an empty answer (204) is parsed as `undefined`. */
  schema: Schema;
  /** Lets TanStack Query cancel a request nobody waits for any more. */
  signal?: AbortSignal;
}

export async function apiRequest<Schema extends z.core.$ZodType>(
  path: `/api/${string}`,
  { method = 'GET', body, schema, signal }: ApiRequestOptions<Schema>,
): Promise<z.output<Schema>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    // A cancelled request is not a failure: let the caller (TanStack Query) see the abort.
    if (signal?.aborted) throw error;
    throw new ApiError({ code: NETWORK_ERROR, message: copy.common.requestFailed, status: 0 });
  }

  const payload = await readJson(response);

  if (!response.ok) {
    const envelope = z.safeParse(ApiErrorBodySchema, payload);
    if (envelope.success) {
      const { code, message, fields, detail } = envelope.data.error;
      throw new ApiError({ code, message, status: response.status, fields, detail });
    }
    throw unexpectedResponse(response.status);
  }

  const parsed = z.safeParse(schema, payload);
  if (!parsed.success) throw unexpectedResponse(response.status);
  return parsed.data;
}

const notJson = Symbol('not JSON');

/** The body as JSON; `undefined` when empty; a marker that fails every schema when not JSON. */
async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return notJson;
  }
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return notJson;
  }
}

function unexpectedResponse(status: number): ApiError {
  return new ApiError({ code: UNEXPECTED_RESPONSE, message: copy.common.unexpectedError, status });
}
