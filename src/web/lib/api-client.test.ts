import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { copy } from '#shared/copy/catalogue.ts';
import { HealthSchema } from '#shared/api/health.ts';
import { errorResponse, jsonResponse, mockFetch } from '#tests/support/web/fetch-mock.ts';
import {
  ApiError,
  apiRequest,
  isApiError,
  NETWORK_ERROR,
  UNEXPECTED_RESPONSE,
} from './api-client.ts';

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('apiRequest', () => {
  it('returns the answer parsed by its schema', async () => {
    mockFetch({ 'GET /api/health': () => jsonResponse({ status: 'ok' }) });

    await expect(apiRequest('/api/health', { schema: HealthSchema })).resolves.toEqual({
      status: 'ok',
    });
  });

  it('sends a JSON body with the session cookie', async () => {
    const fetchMock = mockFetch({
      'POST /api/echo': async (request) => jsonResponse(await request.json()),
    });

    const answer = await apiRequest('/api/echo', {
      method: 'POST',
      body: { code: 'WELCOME25' },
      schema: z.object({ code: z.string() }),
    });

    expect(answer).toEqual({ code: 'WELCOME25' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('parses an empty answer as undefined', async () => {
    mockFetch({ 'DELETE /api/thing': () => new Response(null, { status: 204 }) });

    await expect(
      apiRequest('/api/thing', { method: 'DELETE', schema: z.undefined() }),
    ).resolves.toBeUndefined();
  });

  it("turns an error answer into an ApiError with the server's code, message and fields", async () => {
    mockFetch({
      'POST /api/coupons/validate': () =>
        jsonResponse(
          {
            error: {
              code: 'COUPON_EXPIRED',
              message: 'Coupon has expired',
              fields: { code: 'Coupon has expired' },
            },
          },
          422,
        ),
    });

    const error = await failureOf(
      apiRequest('/api/coupons/validate', { method: 'POST', body: {}, schema: z.unknown() }),
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'COUPON_EXPIRED',
      message: 'Coupon has expired',
      status: 422,
      fields: { code: 'Coupon has expired' },
    });
  });

  it("keeps the server's second line for people", async () => {
    mockFetch({
      'POST /api/coupons/check': () =>
        jsonResponse(
          {
            error: {
              code: 'COUPON_LIMIT_REACHED',
              message: 'Coupon usage limit reached',
              detail: 'An unfinished order is using this coupon.',
            },
          },
          409,
        ),
    });

    const error = await failureOf(
      apiRequest('/api/coupons/check', { method: 'POST', body: {}, schema: z.unknown() }),
    );

    expect(error).toMatchObject({
      code: 'COUPON_LIMIT_REACHED',
      detail: 'An unfinished order is using this coupon.',
    });
  });

  it('turns a failure to reach the server into NETWORK_ERROR', async () => {
    mockFetch({
      'GET /api/health': () => {
        throw new TypeError('Failed to fetch');
      },
    });

    const error = await failureOf(apiRequest('/api/health', { schema: HealthSchema }));

    expect(error).toMatchObject({
      code: NETWORK_ERROR,
      status: 0,
      message: copy.common.requestFailed,
    });
  });

  it('turns an answer that does not match its schema into the generic error', async () => {
    mockFetch({ 'GET /api/health': () => jsonResponse({ status: 'splendid' }) });

    const error = await failureOf(apiRequest('/api/health', { schema: HealthSchema }));

    expect(error).toMatchObject({
      code: UNEXPECTED_RESPONSE,
      status: 200,
      message: copy.common.unexpectedError,
    });
  });

  it('turns an error answer without the envelope into the generic error', async () => {
    mockFetch({
      'GET /api/health': () => new Response('<html>Bad Gateway</html>', { status: 502 }),
    });

    const error = await failureOf(apiRequest('/api/health', { schema: HealthSchema }));

    expect(error).toMatchObject({
      code: UNEXPECTED_RESPONSE,
      status: 502,
      message: copy.common.unexpectedError,
    });
  });

  it('lets a cancelled request reject as an abort, not as a failure', async () => {
    mockFetch({
      'GET /api/health': (request) =>
        new Promise((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    });
    const controller = new AbortController();

    const pending = apiRequest('/api/health', { schema: HealthSchema, signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('recognises its errors', () => {
    expect(isApiError(new ApiError({ code: 'X', message: 'x', status: 400 }))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(errorResponse(404, 'NOT_FOUND', 'x').status).toBe(404);
  });
});
