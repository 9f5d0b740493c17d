// The TanStack Query client and its retry rule (docs/product.md §10.26): the original retried every
// failed call three more times, payment captures and 4xx answers included. Here a failure is
// retried only when trying again can help (no answer at all, or a 5xx), at most three more
// times, and only for reads; a mutation retries only when its caller marks it safe.
import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isApiError, NETWORK_ERROR } from './api-client.ts';

export const MAX_RETRIES = 3;

/** A failure that another attempt may not repeat: no answer, or the server's own fault. */
export function isTransientFailure(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.code === NETWORK_ERROR || error.status >= 500;
}

/**
 * TanStack Query's `retry` predicate. `failureCount` is the number of failures before this
 * one (0 after the first attempt), so three more attempts at most.
 * Mutations that the server makes idempotent opt in with `useMutation({ retry: retryTransientFailure })`.
 */
export function retryTransientFailure(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isTransientFailure(error);
}

export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      ...overrides,
      queries: { retry: retryTransientFailure, ...overrides.queries },
      mutations: { retry: false, ...overrides.mutations },
    },
  });
}
