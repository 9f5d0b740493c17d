// Ratings and reviews from real calls only (docs/decisions/053). A customer rates a call of theirs
// of at least REVIEW_MIN_BILLED_MINUTES billed minutes, once.
//
// The customer (signed in; only their own calls):
//   GET  /api/me/reviews                      → 200 MyReviewableCalls (newest first)
//   GET  /api/me/reviews/:callId              → 200 ReviewableCall (the email's link)
//   POST /api/me/reviews  ReviewRequest       → 201 ReviewableCall
//     403 REVIEW_NOT_ALLOWED: not their call, or under the minimum; 409 REVIEW_EXISTS: rated already
// Anyone, on the advisor's profile page:
//   GET  /api/advisors/:agentId/reviews?page= → 200 AdvisorReviewsPage (shown reviews, newest first)
// The advisor (the advisors' app, their own reviews only):
//   GET  /api/advisor/reviews?page=           → 200 AdvisorReviewsPage
//   PUT  /api/advisor/reviews/:id/reply  ReviewReplyRequest → 200 PublicReview
// Operators (support and owners) under /api/admin: see ./admin/reviews.ts.
import * as z from 'zod/mini';

/** A call is rated only once this many minutes of it were billed. */
export const REVIEW_MIN_BILLED_MINUTES = 3;
export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const REVIEW_REPLY_MAX_LENGTH = 2000;
export const REVIEWS_PAGE_SIZE = 10;

export const reviewRatings = [5, 4, 3, 2, 1] as const;

export const ReviewRequestSchema = z.strictObject({
  callId: z.string().check(z.minLength(1), z.maxLength(64)),
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  /** Optional words; blank is none. */
  text: z.optional(z.string().check(z.trim(), z.maxLength(REVIEW_TEXT_MAX_LENGTH))),
});
export type ReviewRequest = z.infer<typeof ReviewRequestSchema>;

export const CallIdParamsSchema = z.strictObject({ callId: z.string().check(z.maxLength(64)) });
export const ReviewIdParamsSchema = z.strictObject({ id: z.string().check(z.maxLength(64)) });

export const ReviewsPageQuerySchema = z.strictObject({
  page: z.pipe(
    z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
    z.transform((page) => page ?? 1),
  ),
});

export const ReviewReplyRequestSchema = z.strictObject({
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(REVIEW_REPLY_MAX_LENGTH)),
});

export const OwnReviewSchema = z.object({
  rating: z.int(),
  text: z.nullable(z.string()),
  createdAt: z.string(),
});

/** One of the customer's calls they may rate, or rated. */
export const ReviewableCallSchema = z.object({
  callId: z.string(),
  advisorName: z.string(),
  extension: z.int(),
  callStart: z.nullable(z.string()),
  minutesUsed: z.int(),
  review: z.nullable(OwnReviewSchema),
});
export type ReviewableCall = z.infer<typeof ReviewableCallSchema>;

export const MyReviewableCallsSchema = z.object({ calls: z.array(ReviewableCallSchema) });
export type MyReviewableCalls = z.infer<typeof MyReviewableCallsSchema>;

export const PublicReviewSchema = z.object({
  id: z.string(),
  rating: z.int(),
  text: z.nullable(z.string()),
  createdAt: z.string(),
  /** Always true: every review comes from a billed call (the "verified call" mark). */
  verified: z.literal(true),
  reply: z.nullable(z.object({ text: z.string(), repliedAt: z.string() })),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

export const AdvisorReviewsPageSchema = z.object({
  /** The average of the shown reviews, to one decimal; null with none. */
  average: z.nullable(z.number()),
  count: z.int(),
  /** How many shown reviews gave each rating, 5 first. */
  distribution: z.array(z.object({ rating: z.int(), count: z.int() })),
  reviews: z.array(PublicReviewSchema),
  page: z.int(),
  pageSize: z.int(),
  /** Whether a next page has more. */
  more: z.boolean(),
});
export type AdvisorReviewsPage = z.infer<typeof AdvisorReviewsPageSchema>;

/** An average to one decimal, as the feed and the profile give it. */
export function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The review form of one call: the usage history's link and the next-day email's. */
export const reviewPagePath = (callId: string) => `/reviews/${encodeURIComponent(callId)}`;
