// /api/me/limits (src/shared/api/limits.ts) and /api/me/guarantee (src/shared/api/guarantee.ts):
// the customer's healthy limits, and their satisfaction-guarantee claims.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ClaimResponseSchema,
  ClaimsResponseSchema,
  type ClaimResponse,
} from '#shared/api/guarantee.ts';
import { LimitsResponseSchema, type Limits, type LimitsUpdate } from '#shared/api/limits.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { customerQueryKey } from '#web/lib/customer/customer-profile.ts';

export function limitsQueryKey(customerId: string) {
  return [...customerQueryKey(customerId), 'limits'] as const;
}

export function claimsQueryKey(customerId: string) {
  return [...customerQueryKey(customerId), 'guarantee-claims'] as const;
}

export function useLimits(customerId: string) {
  return useQuery(
    queryOptions({
      queryKey: limitsQueryKey(customerId),
      queryFn: async ({ signal }) =>
        (await apiRequest('/api/me/limits', { schema: LimitsResponseSchema, signal })).limits,
    }),
  );
}

export async function saveLimits(update: LimitsUpdate): Promise<Limits> {
  const { limits } = await apiRequest('/api/me/limits', {
    method: 'PUT',
    body: update,
    schema: LimitsResponseSchema,
  });
  return limits;
}

export function useClaims(customerId: string) {
  return useQuery(
    queryOptions({
      queryKey: claimsQueryKey(customerId),
      queryFn: async ({ signal }) =>
        (await apiRequest('/api/me/guarantee/claims', { schema: ClaimsResponseSchema, signal }))
          .claims,
    }),
  );
}

export function sendClaim(callId: string, reason: string): Promise<ClaimResponse> {
  return apiRequest('/api/me/guarantee/claims', {
    method: 'POST',
    body: { callId, reason },
    schema: ClaimResponseSchema,
  });
}
