// The promotion banner and the platform announcement shown over every page (spec §3, §4, §5).
import { z } from 'zod';

/** GET /api/promotions/active: the newest active promotion whose dates include now, or null. */
export const PromotionSchema = z.object({
  id: z.string(),
  message: z.string(),
  /** An internal path such as /pricing, or null. */
  linkUrl: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  textColor: z.string().nullable(),
  /** When the countdown reaches zero (the promotion's end date), ISO-8601. */
  endsAt: z.string(),
});
export type Promotion = z.infer<typeof PromotionSchema>;
export const ActivePromotionResponseSchema = z.object({ promotion: PromotionSchema.nullable() });

export const announcementSeverities = ['info', 'warning', 'critical'] as const;
export type AnnouncementSeverity = (typeof announcementSeverities)[number];

/** GET /api/announcements/active: the newest active announcement within its dates, or null. */
export const AnnouncementSchema = z.object({
  id: z.string(),
  severity: z.enum(announcementSeverities),
  title: z.string().nullable(),
  /** May hold several lines. */
  message: z.string(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;
export const ActiveAnnouncementResponseSchema = z.object({
  announcement: AnnouncementSchema.nullable(),
});

/** localStorage key under which an acknowledged announcement is remembered (spec §9). */
export const announcementSeenKey = (id: string) => `platform_announcement_seen_${id}`;
