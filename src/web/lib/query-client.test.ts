import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR, UNEXPECTED_RESPONSE } from './api-client.ts';
import { createQueryClient, retryTransientFailure } from './query-client.ts';

const answer = (status: number, code = 'SOME_CODE') => new ApiError({ code, message: 'm', status });
const networkFailure = new ApiError({ code: NETWORK_ERROR, message: 'm', status: 0 });

describe('the retry rule (docs/product.md §10.26)', () => {
  it.each([400, 401, 403, 404, 409, 422, 429])('never retries a %i answer', (status) => {
    expect(retryTransientFailure(0, answer(status))).toBe(false);
  });

  it('never retries a success answer of the wrong shape', () => {
    expect(retryTransientFailure(0, answer(200, UNEXPECTED_RESPONSE))).toBe(false);
  });

  it('never retries an error that is not from the API client (a bug)', () => {
    expect(retryTransientFailure(0, new TypeError('x is undefined'))).toBe(false);
  });

  it.each([
    ['a 500 answer', answer(500, 'INTERNAL_ERROR')],
    ['a 503 answer', answer(503, 'SERVICE_UNAVAILABLE')],
    ['a 502 without envelope', answer(502, UNEXPECTED_RESPONSE)],
    ['a network failure', networkFailure],
  ])('retries %s up to three more times', (_name, error) => {
    expect(retryTransientFailure(0, error)).toBe(true);
    expect(retryTransientFailure(1, error)).toBe(true);
    expect(retryTransientFailure(2, error)).toBe(true);
    expect(retryTransientFailure(3, error)).toBe(false);
  });

  it('is the default for queries; mutations do not retry unless they opt in', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(retryTransientFailure);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
