// The advisor's own reviews and their replies (src/shared/api/reviews.ts, docs/decisions/053),
// each answer checked against its shared schema.
import {
  AdvisorReviewsPageSchema,
  PublicReviewSchema,
  type AdvisorReviewsPage,
  type PublicReview,
} from '#shared/api/reviews.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const reviewsQueryKey = (page: number) => ['advisor', 'reviews', page] as const;

export const fetchReviews = (page: number, signal?: AbortSignal): Promise<AdvisorReviewsPage> =>
  apiRequest(`/api/advisor/reviews?page=${page}`, { schema: AdvisorReviewsPageSchema, signal });

/** Writes the advisor's reply to one of their reviews, or replaces it. */
export const sendReply = (reviewId: string, text: string): Promise<PublicReview> =>
  apiRequest(`/api/advisor/reviews/${encodeURIComponent(reviewId)}/reply`, {
    method: 'PUT',
    body: { text },
    schema: PublicReviewSchema,
  });
