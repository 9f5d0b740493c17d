// The advisor's own profile in their app (docs/decisions/050), under /api/advisor (advisor
// session):
//   GET  /api/advisor/profile                      → 200 AdvisorProfileResponse
//   PUT  /api/advisor/profile/texts    ProfileTextsRequest → 200 AdvisorProfileResponse (pending)
//   PUT  /api/advisor/profile/photo?name=photo.jpg (the file's bytes) → 200 … (pending)
//   PUT  /api/advisor/profile/greeting (16-bit PCM WAV bytes)        → 200 … (pending)
//   PUT  /api/advisor/profile/schedule AdvisorScheduleRequest       → 200 … (at once)
//   GET  /api/advisor/profile/changes/:kind/file  → the photo or greeting they sent (converted)
// Texts, photo and greeting wait for an operator's approval; one pending change per kind (a new
// one replaces it). The schedule changes at once, by the operators' rules.
import * as z from 'zod/mini';

export const profileChangeKinds = ['texts', 'photo', 'greeting'] as const;
export const profileChangeStatuses = ['pending', 'approved', 'declined'] as const;

export const DESCRIPTION_MAX_LENGTH = 2000;
export const AVAILABILITY_MAX_LENGTH = 80;
/** Ten cards load on every visit of the board, many on phones. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** Shorter than this is a click, not a greeting. */
export const GREETING_MIN_SECONDS = 1;
/** A minute is plenty for a greeting. */
export const GREETING_MAX_SECONDS = 60;

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
/** A French text; null or empty: none (French pages show the English). */
const frenchText = (max: number) =>
  z.pipe(
    z.transform((input: unknown): unknown =>
      typeof input === 'string' && input.trim() === '' ? null : input,
    ),
    z.nullable(text(max)),
  );

export const ProfileTextsSchema = z.object({
  description: z.string(),
  descriptionFr: z.nullable(z.string()),
  availTimeStr: z.string(),
  availTimeStrFr: z.nullable(z.string()),
});
export type ProfileTexts = z.infer<typeof ProfileTextsSchema>;

export const ProfileTextsRequestSchema = z.strictObject({
  description: text(DESCRIPTION_MAX_LENGTH),
  descriptionFr: frenchText(DESCRIPTION_MAX_LENGTH),
  availTimeStr: text(AVAILABILITY_MAX_LENGTH),
  availTimeStrFr: frenchText(AVAILABILITY_MAX_LENGTH),
});

export const ProfileScheduleEntrySchema = z.object({
  /** 0 = Sunday … 6 = Saturday. */
  dayOfWeek: z.int(),
  /** 1 = first range of the day, 2 = second. */
  slot: z.int(),
  fromTime: z.string(),
  toTime: z.string(),
});

/** The same body as the back office's (src/shared/api/admin/advisors.ts), the same rules. */
export const ProfileScheduleRequestSchema = z.strictObject({
  days: z.array(z.int()).check(z.minLength(1), z.maxLength(7)),
  ranges: z
    .array(
      z.strictObject({
        from: z.string().check(z.maxLength(10)),
        to: z.string().check(z.maxLength(10)),
      }),
    )
    .check(z.maxLength(2)),
});

export const ProfileUploadQuerySchema = z.strictObject({
  /** The file's name: its ending says its type (checked against its content). */
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
});

export const ProfileChangeSchema = z.object({
  id: z.string(),
  kind: z.enum(profileChangeKinds),
  status: z.enum(profileChangeStatuses),
  /** kind 'texts': what was sent. */
  texts: z.nullable(ProfileTextsSchema),
  /** kind 'greeting': its length as the line plays it. */
  seconds: z.nullable(z.number()),
  declineReason: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type ProfileChange = z.infer<typeof ProfileChangeSchema>;

export const AdvisorProfileResponseSchema = z.object({
  /** What the public sees now. */
  profile: z.object({
    agentId: z.string(),
    texts: ProfileTextsSchema,
    hasPhoto: z.boolean(),
    hasGreeting: z.boolean(),
    schedule: z.array(ProfileScheduleEntrySchema),
  }),
  /** Each kind's latest change (pending, or the last decision), null when none. */
  changes: z.object({
    texts: z.nullable(ProfileChangeSchema),
    photo: z.nullable(ProfileChangeSchema),
    greeting: z.nullable(ProfileChangeSchema),
  }),
});
export type AdvisorProfileResponse = z.infer<typeof AdvisorProfileResponseSchema>;
