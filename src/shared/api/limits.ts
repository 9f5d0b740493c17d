// The signed-in customer's healthy limits (docs/decisions/054-limits-and-guarantee.md), under
// /api/me/limits. Each limit is null for none. Lowering one applies at once; raising or removing
// one applies 24 hours later, and until then `pending` says to what and when.
//   GET /api/me/limits                          → 200 LimitsResponse
//   PUT /api/me/limits {monthlyCents, callMinutes} → 200 LimitsResponse; 400 INVALID_REQUEST
//       with `fields` for a value out of range, nothing changed
// A purchase past the monthly limit is refused before any payment provider is asked: 403
// MONTHLY_LIMIT_REACHED with the limit and what is left of it this month.
import * as z from 'zod/mini';

/** $10,000 a month at most, in cents; a call lasts 240 minutes at most anyway. */
export const MAX_MONTHLY_LIMIT_CENTS = 1_000_000;
export const MAX_CALL_LIMIT_MINUTES = 240;

const PendingSchema = z.nullable(
  z.object({
    /** The value that will apply (null: no limit). */
    value: z.nullable(z.number()),
    /** When it applies (ISO). */
    appliesAt: z.string(),
  }),
);

export const LimitsSchema = z.object({
  monthly: z.object({
    /** In cents, tax included; per calendar month in Montréal time. */
    cents: z.nullable(z.number()),
    pending: PendingSchema,
    /** What this month's purchases (paid or under way) add up to, in cents. */
    spentCents: z.number(),
  }),
  call: z.object({
    minutes: z.nullable(z.number()),
    pending: PendingSchema,
  }),
});
export type Limits = z.infer<typeof LimitsSchema>;
export const LimitsResponseSchema = z.object({ limits: LimitsSchema });
export type LimitsResponse = z.infer<typeof LimitsResponseSchema>;

export const LimitsUpdateSchema = z.strictObject({
  monthlyCents: z.nullable(z.int().check(z.minimum(100), z.maximum(MAX_MONTHLY_LIMIT_CENTS))),
  callMinutes: z.nullable(z.int().check(z.minimum(1), z.maximum(MAX_CALL_LIMIT_MINUTES))),
});
export type LimitsUpdate = z.infer<typeof LimitsUpdateSchema>;
