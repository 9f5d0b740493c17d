// The customer's side of the reviews (src/shared/api/reviews.ts, docs/decisions/053): their calls
// to rate, one call, and a review sent.
import { useQuery } from '@tanstack/react-query';
import {
  MyReviewableCallsSchema,
  ReviewableCallSchema,
  type ReviewRequest,
} from '#shared/api/reviews.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const myReviewsKey = ['me', 'reviews'] as const;

export function useMyReviewableCalls() {
  return useQuery({
    queryKey: myReviewsKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/me/reviews', { schema: MyReviewableCallsSchema, signal }),
  });
}

export function useMyReviewableCall(callId: string) {
  return useQuery({
    queryKey: [...myReviewsKey, callId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/me/reviews/${encodeURIComponent(callId)}`, {
        schema: ReviewableCallSchema,
        signal,
      }),
    retry: false,
  });
}

export function sendReview(request: ReviewRequest) {
  return apiRequest('/api/me/reviews', {
    method: 'POST',
    body: request,
    schema: ReviewableCallSchema,
  });
}
