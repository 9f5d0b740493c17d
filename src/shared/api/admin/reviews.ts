// Reviews in the back office (support and owners, docs/decisions/053). Under /api/admin:
//   GET  /reviews?status=&page=&pageSize=      → 200 AdminReviewsPage (newest first)
//   POST /reviews/:id/hide    { reason }       → 200 AdminReviewRow
//   POST /reviews/:id/unhide  { reason }       → 200 AdminReviewRow
// Hiding a hidden review (or showing a shown one) answers 409 CONFLICTING_CHANGE; each change
// writes its audit row in its own transaction.
import * as z from 'zod/mini';

export const REVIEW_REASON_MAX_LENGTH = 500;
const PAGE_SIZE_MAX = 200;
const PAGE_SIZE_DEFAULT = 50;

export const reviewStatuses = ['shown', 'hidden'] as const;

function blankAsAbsent<S extends z.core.$ZodType>(schema: S) {
  return z.pipe(
    z.transform((input: unknown): unknown => (input === '' ? undefined : input)),
    z.optional(schema),
  );
}

export const AdminReviewsQuerySchema = z.strictObject({
  status: blankAsAbsent(z.enum(reviewStatuses)),
  page: z.pipe(
    blankAsAbsent(z.coerce.number().check(z.int(), z.minimum(1))),
    z.transform((page) => page ?? 1),
  ),
  pageSize: z.pipe(
    blankAsAbsent(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGE_SIZE_MAX))),
    z.transform((size) => size ?? PAGE_SIZE_DEFAULT),
  ),
});
export type AdminReviewsQuery = z.infer<typeof AdminReviewsQuerySchema>;

export const ReviewModerationRequestSchema = z.strictObject({
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(REVIEW_REASON_MAX_LENGTH)),
});

export const AdminReviewRowSchema = z.object({
  id: z.string(),
  advisorName: z.string(),
  extension: z.int(),
  customerName: z.string(),
  rating: z.int(),
  text: z.nullable(z.string()),
  createdAt: z.string(),
  hiddenAt: z.nullable(z.string()),
  hiddenReason: z.nullable(z.string()),
  replyText: z.nullable(z.string()),
});
export type AdminReviewRow = z.infer<typeof AdminReviewRowSchema>;

export const AdminReviewsPageSchema = z.object({
  reviews: z.array(AdminReviewRowSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type AdminReviewsPage = z.infer<typeof AdminReviewsPageSchema>;
