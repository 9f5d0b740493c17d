// The back office's advisors and their payout rates (owner only), over the same rules as the
// command line's `advisor …` commands. Under /api/admin:
//   GET    /advisors?q=&status=&listed=&sort=&page=&pageSize=   → 200 AdvisorListPage
//   POST   /advisors                         AdvisorAddRequest   → 201 AdvisorAdminView
//   GET    /advisors/:extension                                  → 200 AdvisorAdminView
//   PATCH  /advisors/:extension              AdvisorEditRequest  → 200 AdvisorAdminView
//          (the profile's texts, listing, specialties and languages)
//   PUT    /advisors/:extension/phone        AdvisorPhoneRequest → 200 …
//   PUT    /advisors/:extension/photo?name=celeste.jpg  (the file's bytes, octet-stream) → 200 …
//   DELETE /advisors/:extension/photo        (back to the illustrated portrait)          → 200 …
//   PUT    /advisors/:extension/greeting?name=hello.wav (the WAV's bytes) | DELETE        → 200 …
//   PUT    /advisors/:extension/schedule     AdvisorScheduleRequest → 200 …
//   PUT    /advisors/:extension/presence     AdvisorPresenceRequest → 200 …
//   POST   /advisors/:extension/rates        AdvisorRateRequest (a reason is required) → 200 …
// Each change writes one audit row (before and after) in its own transaction.
import * as z from 'zod/mini';
import { advisorLanguages, advisorSpecialties } from '#shared/advisors/specialties.ts';

export const ADVISOR_PAGE_SIZE_MAX = 200;
export const ADVISOR_PAGE_SIZE_DEFAULT = 50;
export const RATE_REASON_MAX_LENGTH = 500;

/** What the board shows: signed in and free, on a call, or signed out. */
export const advisorStatuses = ['available', 'busy', 'offline'] as const;
export type AdvisorStatus = (typeof advisorStatuses)[number];

/** The columns the list sorts by ('-name': descending). */
export const advisorSortColumns = ['extension', 'name', 'status'] as const;

function blankAsAbsent<S extends z.core.$ZodType>(schema: S) {
  return z.pipe(
    z.transform((input: unknown): unknown => (input === '' ? undefined : input)),
    z.optional(schema),
  );
}

export const AdvisorListQuerySchema = z.strictObject({
  /** Part of the name, or the extension. */
  q: blankAsAbsent(z.string().check(z.trim(), z.maxLength(100))),
  status: blankAsAbsent(z.enum(advisorStatuses)),
  listed: blankAsAbsent(z.enum(['yes', 'no'])),
  sort: blankAsAbsent(
    z.enum(advisorSortColumns.flatMap((column) => [column, `-${column}`]) as [string, ...string[]]),
  ),
  page: z.pipe(
    blankAsAbsent(z.coerce.number().check(z.int(), z.minimum(1))),
    z.transform((page) => page ?? 1),
  ),
  pageSize: z.pipe(
    blankAsAbsent(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(ADVISOR_PAGE_SIZE_MAX))),
    z.transform((size) => size ?? ADVISOR_PAGE_SIZE_DEFAULT),
  ),
});
export type AdvisorListQuery = z.infer<typeof AdvisorListQuerySchema>;

export const AdvisorRateViewSchema = z.object({
  id: z.string(),
  /** Hundredths of a cent per billed minute: 2750 is $0.275 a minute. */
  perMinuteHundredthsOfCent: z.int(),
  /** The first day it applies (YYYY-MM-DD, Montréal). */
  appliesFrom: z.string(),
  createdAt: z.string(),
});
export type AdvisorRateView = z.infer<typeof AdvisorRateViewSchema>;

export const AdvisorRowSchema = z.object({
  id: z.string(),
  extension: z.int(),
  name: z.string(),
  status: z.enum(advisorStatuses),
  isListed: z.boolean(),
  /** The rate in force today; null when none was ever set. */
  rateInForce: z.nullable(AdvisorRateViewSchema),
  missingFrench: z.array(z.string()),
});
export type AdvisorRow = z.infer<typeof AdvisorRowSchema>;

export const AdvisorListPageSchema = z.object({
  advisors: z.array(AdvisorRowSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type AdvisorListPage = z.infer<typeof AdvisorListPageSchema>;

export const AdvisorScheduleEntrySchema = z.object({
  dayOfWeek: z.int(),
  slot: z.int(),
  fromTime: z.string(),
  toTime: z.string(),
});

export const AdvisorAdminViewSchema = z.extend(AdvisorRowSchema, {
  gender: z.enum(['female', 'male']),
  phone: z.nullable(z.string()),
  signedInChangedAt: z.nullable(z.string()),
  description: z.string(),
  descriptionFr: z.nullable(z.string()),
  availTimeStr: z.string(),
  availTimeStrFr: z.nullable(z.string()),
  /** In the catalogue's order (src/shared/advisors/specialties.ts). */
  specialties: z.array(z.enum(advisorSpecialties)),
  languages: z.array(z.enum(advisorLanguages)),
  photoPath: z.nullable(z.string()),
  greetingAudioPath: z.nullable(z.string()),
  schedule: z.array(AdvisorScheduleEntrySchema),
  /** Every rate set, the latest day first. */
  rates: z.array(AdvisorRateViewSchema),
});
export type AdvisorAdminView = z.infer<typeof AdvisorAdminViewSchema>;

export const AdvisorExtensionParamsSchema = z.strictObject({
  extension: z.coerce.number().check(z.int(), z.minimum(1)),
});

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
/** A French text; null or empty: none (French pages show the English). */
const frenchText = (max: number) =>
  z.pipe(
    z.transform((input: unknown): unknown =>
      typeof input === 'string' && input.trim() === '' ? null : input,
    ),
    z.nullable(text(max)),
  );

const profileFields = {
  name: text(80),
  description: text(2000),
  descriptionFr: frenchText(2000),
  gender: z.enum(['female', 'male']),
  availTimeStr: text(80),
  availTimeStrFr: frenchText(80),
  isListed: z.boolean(),
  specialties: z.array(z.enum(advisorSpecialties)).check(z.maxLength(advisorSpecialties.length)),
  languages: z.array(z.enum(advisorLanguages)).check(z.maxLength(advisorLanguages.length)),
};

export const AdvisorAddRequestSchema = z.strictObject({
  extension: z.int().check(z.minimum(1000), z.maximum(9999)),
  name: profileFields.name,
  description: profileFields.description,
  descriptionFr: z.optional(profileFields.descriptionFr),
  gender: z.optional(profileFields.gender),
  availTimeStr: z.optional(profileFields.availTimeStr),
  availTimeStrFr: z.optional(profileFields.availTimeStrFr),
  isListed: z.optional(profileFields.isListed),
  specialties: z.optional(profileFields.specialties),
  languages: z.optional(profileFields.languages),
  /** Any North American form; empty or null: none. */
  phone: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
});
export type AdvisorAddRequest = z.input<typeof AdvisorAddRequestSchema>;

export const AdvisorEditRequestSchema = z
  .strictObject({
    extension: z.optional(z.int().check(z.minimum(1000), z.maximum(9999))),
    name: z.optional(profileFields.name),
    description: z.optional(profileFields.description),
    descriptionFr: z.optional(profileFields.descriptionFr),
    gender: z.optional(profileFields.gender),
    availTimeStr: z.optional(profileFields.availTimeStr),
    availTimeStrFr: z.optional(profileFields.availTimeStrFr),
    isListed: z.optional(profileFields.isListed),
    specialties: z.optional(profileFields.specialties),
    languages: z.optional(profileFields.languages),
  })
  .check(
    z.refine((edit) => Object.values(edit).some((value) => value !== undefined), {
      message: 'Nothing to change: give at least one field.',
    }),
  );
export type AdvisorEditRequest = z.input<typeof AdvisorEditRequestSchema>;

export const AdvisorPhoneRequestSchema = z.strictObject({
  /** null or empty: no number (the line cannot put callers through). */
  phone: z.nullable(z.string().check(z.maxLength(40))),
});

export const AdvisorUploadQuerySchema = z.strictObject({
  /** The file's name: its ending says its type (checked against its content). */
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

export const AdvisorScheduleRequestSchema = z.strictObject({
  /** 0 = Sunday … 6 = Saturday. */
  days: z.array(z.int()).check(z.minLength(1), z.maxLength(7)),
  /** None: off those days; one or two HH:MM ranges, or one { from: 'Varies', to: 'Varies' }. */
  ranges: z
    .array(z.strictObject({ from: z.string().check(z.maxLength(10)), to: z.string() }))
    .check(z.maxLength(2)),
});
export type AdvisorScheduleRequest = z.input<typeof AdvisorScheduleRequestSchema>;

/** Busy is the phone line's to set (a call); an operator signs an advisor in or out. */
export const AdvisorPresenceRequestSchema = z.strictObject({
  presence: z.enum(['available', 'offline']),
});

export const AdvisorRateRequestSchema = z.strictObject({
  perMinuteHundredthsOfCent: z.int().check(z.minimum(0)),
  /** The first day it applies, today or later (YYYY-MM-DD, Montréal). */
  appliesFrom: z.iso.date(),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(RATE_REASON_MAX_LENGTH)),
});
export type AdvisorRateRequest = z.input<typeof AdvisorRateRequestSchema>;
/**
 * "0.275" (dollars a minute, at most four decimals) as hundredths of a cent (2750); null when it
 * is not such an amount. Exact: read digit by digit, never through a float.
 */
export function rateFromDollars(input: string): number | null {
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,4}))?\s*$/.exec(input);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
}
