// The promotion banner and the platform announcement shown over every page (docs/product.md §3, §4, §5).
// Their texts are written by operators in English and French and answered in the request's
// language, so both answers vary with Accept-Language and the language cookie. French pages never
// show one whose French is not written yet: they get null (docs/decisions/039).
import * as z from 'zod/mini';

/** Set when the texts are the English ones standing in for French not yet written (advisors, tarot). */
export const StandInLanguageSchema = z.optional(z.literal('en'));

/** GET /api/promotions/active: the newest active promotion whose dates include now, or null. */
export const PromotionSchema = z.object({
  id: z.string(),
  message: z.string(),
  /** An internal path such as /pricing, or null. */
  linkUrl: z.nullable(z.string()),
  backgroundColor: z.nullable(z.string()),
  textColor: z.nullable(z.string()),
  /** When the countdown reaches zero (the promotion's end date), ISO-8601. */
  endsAt: z.string(),
});
export type Promotion = z.infer<typeof PromotionSchema>;
export const ActivePromotionResponseSchema = z.object({ promotion: z.nullable(PromotionSchema) });

export const announcementSeverities = ['info', 'warning', 'critical'] as const;
export type AnnouncementSeverity = (typeof announcementSeverities)[number];

/** GET /api/announcements/active: the newest active announcement within its dates, or null. */
export const AnnouncementSchema = z.object({
  id: z.string(),
  severity: z.enum(announcementSeverities),
  title: z.nullable(z.string()),
  /** May hold several lines. */
  message: z.string(),
  startAt: z.nullable(z.string()),
  endAt: z.nullable(z.string()),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;
export const ActiveAnnouncementResponseSchema = z.object({
  announcement: z.nullable(AnnouncementSchema),
});

/** localStorage key under which an acknowledged announcement is remembered (docs/product.md §9). */
export const announcementSeenKey = (id: string) => `platform_announcement_seen_${id}`;
