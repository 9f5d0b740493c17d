// GET /api/advisors (docs/contracts.md "Advisor feed"): the live list of advisors with the original
// feed's field names and Y/N flags, so a client of the original feed keeps working (docs/product.md §3).
// Its texts are in the request's language (Accept-Language and the language cookie, so the answer
// varies with both); a text not yet written in French comes in English, with a `…Lang: 'en'`
// field beside it (the original feed has none) that the web puts as lang="en" on its element.
import * as z from 'zod/mini';
import { StandInLanguageSchema } from './banners.ts';

/** The day keys of a schedule, exactly as the original feed spells them (note "Tues"). */
export const scheduleDays = ['Sun', 'Mon', 'Tues', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** One range of a day: "HH:MM" times, or the word "Varies". */
export const ScheduleRangeSchema = z.object({ from: z.string(), to: z.string() });
export type ScheduleRange = z.infer<typeof ScheduleRangeSchema>;

const YesNoSchema = z.enum(['Y', 'N']);

export const AdvisorRecordSchema = z.object({
  /** The extension callers enter on the phone line, e.g. "4001". */
  agentId: z.string(),
  agentName: z.string(),
  /** Minutes left before the current call must end (docs/product.md §10.20); 0 when not busy. */
  availTime: z.int().check(z.nonnegative()),
  /** Free text about availability, e.g. "Varies". */
  availTimeStr: z.string(),
  /** 'en' when availTimeStr is English on a French page. */
  availTimeStrLang: StandInLanguageSchema,
  /** Y while connected to a caller. */
  bridged: YesNoSchema,
  descr: z.string(),
  /** 'en' when descr is English on a French page. */
  descrLang: StandInLanguageSchema,
  isICCall: YesNoSchema,
  onACall: YesNoSchema,
  /** First range of a day is the morning slot, second the afternoon slot; days may be absent. */
  schedule: z.partialRecord(z.enum(scheduleDays), z.array(ScheduleRangeSchema)),
  signedIn: YesNoSchema,
  /** Derived (docs/product.md §4): waiting, busy or offline. */
  status: z.string(),
  photoUrl: z.string(),
  /**
   * Added to the original feed (docs/decisions/051): specialty and language ids
   * (src/shared/advisors/specialties.ts), in that list's order; a client ignores one it does not
   * know.
   */
  specialties: z.array(z.string()),
  languages: z.array(z.string()),
  /** How many customers wait in a busy advisor's call-back queue; absent when none. */
  queueLength: z.optional(z.int().check(z.positive())),
  /**
   * Present only while the advisor is on a break (Away; docs/decisions/048), whose status is
   * offline: `backAt` is the return time they gave (ISO 8601), null with none or once passed.
   */
  onBreak: z.optional(z.object({ backAt: z.nullable(z.string()) })),
  /**
   * The average of the advisor's shown reviews, to one decimal (docs/decisions/053); null with
   * none. Not in the original feed: added (the server always sends both), its other fields
   * unchanged; optional here so a record without them (a sample, an older client's) still reads.
   */
  rating: z.optional(z.nullable(z.number())),
  /** How many shown reviews the average is of. */
  reviewCount: z.optional(z.int().check(z.nonnegative())),
});
export type AdvisorRecord = z.infer<typeof AdvisorRecordSchema>;

export const AdvisorFeedSchema = z.array(AdvisorRecordSchema);
export type AdvisorFeed = z.infer<typeof AdvisorFeedSchema>;

/** Where an advisor's portrait and spoken description are served. */
export const advisorPhotoPath = (agentId: string) => `/api/advisors/${agentId}/photo`;
export const advisorAudioPath = (agentId: string) => `/api/advisors/${agentId}/audio`;
