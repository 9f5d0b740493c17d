// The back office's content (owners only): the promotion banner, the platform announcement,
// coupons and the weekly tarot games, under /api/admin/content. The bodies are parsed strictly
// here for their shape; what a value must be (lengths, periods, colours, codes, percentages) is
// the features' own rules, whose messages answer a refusal (400 CHANGE_REFUSED), as they do the
// command line (`npm run admin -- promotion …`). Instants are ISO-8601 UTC.
//   GET   /api/admin/content/promotions                 → 200 PromotionListResponse
//   POST  /api/admin/content/promotions        {…}      → 201 PromotionView
//   PATCH /api/admin/content/promotions/:id    {…}      → 200 PromotionView (isActive: on/off)
//   GET   /api/admin/content/announcements              → 200 AnnouncementListResponse
//   POST  /api/admin/content/announcements     {…}      → 201 AnnouncementView
//   PATCH /api/admin/content/announcements/:id {…}      → 200 AnnouncementView
//   GET   /api/admin/content/coupons                    → 200 CouponListResponse (prizes left out)
//   POST  /api/admin/content/coupons           {…}      → 201 CouponView
//   PATCH /api/admin/content/coupons/:code     {…}      → 200 CouponView (type and value stay)
//   GET   /api/admin/content/tarot-games                → 200 TarotGameListResponse
//   POST  /api/admin/content/tarot-games {weekStart}    → 201 TarotGameView (200: it existed)
//   PATCH /api/admin/content/tarot-games/:weekStart {isActive} → 200 TarotGameView
import * as z from 'zod/mini';
import { announcementSeverities } from '#shared/api/banners.ts';
import { CouponTypeSchema } from '#shared/pricing/coupon-effect.ts';

/** Long enough for any text the rules accept; the rules say the real limits. */
const Text = z.string().check(z.maxLength(5000));
const OptionalText = z.nullable(Text);
/** An instant; the rules refuse one that is not ISO-8601 UTC. */
const Instant = z.string().check(z.maxLength(40));

// ---- Promotions ------------------------------------------------------------------------------

export const PromotionViewSchema = z.object({
  id: z.string(),
  message: z.string(),
  messageFr: z.nullable(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  linkUrl: z.nullable(z.string()),
  backgroundColor: z.nullable(z.string()),
  textColor: z.nullable(z.string()),
  isActive: z.boolean(),
  createdAt: z.string(),
});

/** Every promotion, newest first, and the one the banner shows now (null: none). */
export const PromotionListResponseSchema = z.object({
  promotions: z.array(PromotionViewSchema),
  showingId: z.nullable(z.string()),
});
export type PromotionListResponse = z.infer<typeof PromotionListResponseSchema>;

const promotionFields = {
  messageFr: z.optional(OptionalText),
  linkUrl: z.optional(OptionalText),
  backgroundColor: z.optional(OptionalText),
  textColor: z.optional(OptionalText),
  isActive: z.optional(z.boolean()),
};

export const PromotionCreateRequestSchema = z.strictObject({
  message: Text,
  startDate: Instant,
  endDate: Instant,
  ...promotionFields,
});
export type PromotionCreateRequest = z.infer<typeof PromotionCreateRequestSchema>;

export const PromotionUpdateRequestSchema = z.strictObject({
  message: z.optional(Text),
  startDate: z.optional(Instant),
  endDate: z.optional(Instant),
  ...promotionFields,
});
export type PromotionUpdateRequest = z.infer<typeof PromotionUpdateRequestSchema>;

// ---- Announcements ---------------------------------------------------------------------------

const SeveritySchema = z.enum(announcementSeverities);

export const AnnouncementViewSchema = z.object({
  id: z.string(),
  severity: SeveritySchema,
  title: z.nullable(z.string()),
  message: z.string(),
  titleFr: z.nullable(z.string()),
  messageFr: z.nullable(z.string()),
  startAt: z.nullable(z.string()),
  endAt: z.nullable(z.string()),
  isActive: z.boolean(),
  createdAt: z.string(),
});

/** Every announcement, newest first, and the one visitors see now (null: none). */
export const AnnouncementListResponseSchema = z.object({
  announcements: z.array(AnnouncementViewSchema),
  showingId: z.nullable(z.string()),
});
export type AnnouncementListResponse = z.infer<typeof AnnouncementListResponseSchema>;

const announcementFields = {
  severity: z.optional(SeveritySchema),
  title: z.optional(OptionalText),
  titleFr: z.optional(OptionalText),
  messageFr: z.optional(OptionalText),
  startAt: z.optional(z.nullable(Instant)),
  endAt: z.optional(z.nullable(Instant)),
  isActive: z.optional(z.boolean()),
};

export const AnnouncementCreateRequestSchema = z.strictObject({
  message: Text,
  ...announcementFields,
});
export type AnnouncementCreateRequest = z.infer<typeof AnnouncementCreateRequestSchema>;

export const AnnouncementUpdateRequestSchema = z.strictObject({
  message: z.optional(Text),
  ...announcementFields,
});
export type AnnouncementUpdateRequest = z.infer<typeof AnnouncementUpdateRequestSchema>;

// ---- Coupons ---------------------------------------------------------------------------------

export const CouponViewSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: CouponTypeSchema,
  value: z.number(),
  expiresAt: z.nullable(z.string()),
  /** Uses per customer; null: unlimited. */
  maxUses: z.nullable(z.number()),
  firstPurchaseOnly: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** Completed purchases that used it (every customer together). */
  uses: z.number(),
});
export type CouponView = z.infer<typeof CouponViewSchema>;

export const CouponListResponseSchema = z.object({ coupons: z.array(CouponViewSchema) });
export type CouponListResponse = z.infer<typeof CouponListResponseSchema>;

/** A whole number the rules bound (percent, minutes or uses). */
const Whole = z.number().check(z.int());

const couponLimits = {
  expiresAt: z.optional(z.nullable(Instant)),
  maxUses: z.optional(z.nullable(Whole)),
  firstPurchaseOnly: z.optional(z.boolean()),
};

export const CouponCreateRequestSchema = z.strictObject({
  code: z.string().check(z.maxLength(100)),
  type: CouponTypeSchema,
  value: Whole,
  ...couponLimits,
});
export type CouponCreateRequest = z.infer<typeof CouponCreateRequestSchema>;

/** Type and value never change once a code is out: a new offer is a new code. */
export const CouponUpdateRequestSchema = z.strictObject({
  ...couponLimits,
  isActive: z.optional(z.boolean()),
});
export type CouponUpdateRequest = z.infer<typeof CouponUpdateRequestSchema>;

// ---- Tarot games -----------------------------------------------------------------------------

export const TarotGameViewSchema = z.object({
  /** The Monday (YYYY-MM-DD, Montréal) its week starts on, and the Sunday it ends on. */
  weekStart: z.string(),
  weekEnd: z.string(),
  isActive: z.boolean(),
});

export const TarotGameStatsSchema = z.extend(TarotGameViewSchema, {
  attempts: z.number(),
  wins: z.number(),
});

/** The latest weeks' games, newest first. */
export const TarotGameListResponseSchema = z.object({ games: z.array(TarotGameStatsSchema) });
export type TarotGameListResponse = z.infer<typeof TarotGameListResponseSchema>;

/** The service refuses a date that is not a Monday (TAROT_WEEK_START_INVALID). */
const WeekStart = z.string().check(z.maxLength(10));

export const TarotGameCreateRequestSchema = z.strictObject({ weekStart: WeekStart });

export const TarotGameUpdateRequestSchema = z.strictObject({ isActive: z.boolean() });
