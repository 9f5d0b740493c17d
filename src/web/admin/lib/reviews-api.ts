// The back office's calls to /api/admin/reviews (src/shared/api/admin/reviews.ts), each answer
// checked against its shared schema.
import { AdminReviewRowSchema, AdminReviewsPageSchema } from '#shared/api/admin/reviews.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const base = '/api/admin/reviews';

/** One page of reviews; `search` is the status filter, page and page size as a query string. */
export function fetchReviewPage(search: string, signal?: AbortSignal) {
  return apiRequest(`${base}?${search}`, { schema: AdminReviewsPageSchema, signal });
}

/** Hides the review (`hide`) or shows it again (`unhide`), with the reason the audit log keeps. */
export function moderateReview(id: string, action: 'hide' | 'unhide', reason: string) {
  return apiRequest(`${base}/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    body: { reason },
    schema: AdminReviewRowSchema,
  });
}
