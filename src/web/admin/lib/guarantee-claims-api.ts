// The back office's calls to /api/admin/guarantee-claims (src/shared/api/admin/guarantee-claims.ts),
// each answer checked against its shared schema.
import {
  ClaimListResponseSchema,
  ClaimReviewRowSchema,
} from '#shared/api/admin/guarantee-claims.ts';
import type { ClaimStatus } from '#shared/api/guarantee.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const base = '/api/admin/guarantee-claims';

/** The claims newest first (200 at most), of one status or of all. */
export function fetchClaims(status: ClaimStatus | undefined, signal?: AbortSignal) {
  const search = status ? `?${new URLSearchParams({ status }).toString()}` : '';
  return apiRequest(`${base}${search}`, { schema: ClaimListResponseSchema, signal });
}

export function approveClaim(id: string, reason: string) {
  return apiRequest(`${base}/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
    body: { reason },
    schema: ClaimReviewRowSchema,
  });
}

export function declineClaim(id: string, message: string) {
  return apiRequest(`${base}/${encodeURIComponent(id)}/decline`, {
    method: 'POST',
    body: { message },
    schema: ClaimReviewRowSchema,
  });
}
