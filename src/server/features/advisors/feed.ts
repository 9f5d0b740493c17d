// The advisor feed (docs/contracts.md "Advisor feed", src/shared/api/advisors.ts) built from rows:
// the original feed's field names, Y/N flags, the derived status (docs/product.md §4), the schedule keyed
// by the original's day names, the minutes left on a busy advisor's call (docs/product.md §10.20),
// and, added after the original, the advisor's specialties and languages (docs/decisions/051) and
// a break (Away, docs/decisions/048) with the return time the advisor gave.
// Its texts are in the page's language, English standing in for French not yet written
// (./texts-in-language.ts), so each language has a feed of its own.
import {
  advisorPhotoPath,
  scheduleDays,
  type AdvisorRecord,
  type ScheduleRange,
} from '#shared/api/advisors.ts';
import { advisorLanguages, advisorSpecialties, storedIds } from '#shared/advisors/specialties.ts';
import { feedStatus } from '#shared/advisors/status.ts';
import { oneDecimal } from '#shared/api/reviews.ts';
import type { Locale } from '#shared/copy/locale.ts';
import { storedFileVersion } from './stored-file.ts';
import { availabilityIn, descriptionIn, type ProfileTexts } from './texts-in-language.ts';

export interface FeedAdvisor extends ProfileTexts {
  id: string;
  extension: number;
  name: string;
  isIcCall: boolean;
  signedIn: boolean;
  /** The uploaded photo's stored name; null or absent: the illustrated portrait. */
  photoPath?: string | null;
  /** Set while the advisor is on a break (Away); with the return time they gave, if any. */
  awaySince?: string | null;
  awayUntil?: string | null;
  /** Comma-separated ids, as stored. */
  specialties: string;
  languages: string;
}

export interface FeedSlot {
  advisorId: string;
  /** 0 = Sunday … 6 = Saturday. */
  dayOfWeek: number;
  /** 1 = morning, 2 = afternoon. */
  slot: number;
  fromTime: string;
  toTime: string;
}

export interface FeedCall {
  advisorId: string;
  reservedMinutes: number;
  dialedAt: string;
  /** Set once the advisor answered: the caller and the advisor are bridged. */
  callStart: string | null;
}

/** An advisor's shown reviews: how many, and their ratings' sum (docs/decisions/053). */
export interface FeedRating {
  advisorId: string;
  count: number;
  total: number;
}

const yesNo = (flag: boolean) => (flag ? 'Y' : 'N');

/**
 * Minutes left before the call must end: its prepaid limit runs from the moment the advisor
 * answered (or, while still ringing, from the dial), rounded up, never below zero.
 */
export function minutesLeft(call: FeedCall, now: Date): number {
  const start = Date.parse(call.callStart ?? call.dialedAt);
  const endsAt = start + call.reservedMinutes * 60_000;
  return Math.max(0, Math.ceil((endsAt - now.getTime()) / 60_000));
}

/**
 * An Away advisor's break: the return time they gave while it is ahead, null with none or once
 * it has passed (a break ends only when they choose Available). Undefined for anyone else.
 */
export function breakOf(advisor: FeedAdvisor, now: Date): AdvisorRecord['onBreak'] {
  if (advisor.signedIn || advisor.awaySince == null) return undefined;
  const backAt =
    advisor.awayUntil != null && Date.parse(advisor.awayUntil) > now.getTime()
      ? new Date(advisor.awayUntil).toISOString()
      : null;
  return { backAt };
}

/** Day name → ranges, morning first; days without a range are left out. */
export function scheduleOf(slots: readonly FeedSlot[]): AdvisorRecord['schedule'] {
  const schedule: AdvisorRecord['schedule'] = {};
  const ordered = [...slots].sort((a, b) => a.dayOfWeek - b.dayOfWeek || a.slot - b.slot);
  for (const slot of ordered) {
    const day = scheduleDays[slot.dayOfWeek];
    if (day === undefined) continue;
    const range: ScheduleRange = { from: slot.fromTime, to: slot.toTime };
    (schedule[day] ??= []).push(range);
  }
  return schedule;
}

export function advisorRecord(
  advisor: FeedAdvisor,
  slots: readonly FeedSlot[],
  call: FeedCall | undefined,
  now: Date,
  locale: Locale,
  queueLength = 0,
  rating?: FeedRating,
): AdvisorRecord {
  const agentId = String(advisor.extension);
  const description = descriptionIn(advisor, locale);
  const availability = availabilityIn(advisor, locale);
  const onACall = yesNo(call !== undefined);
  const status = feedStatus({ signedIn: advisor.signedIn, onACall: call !== undefined });
  const onBreak = breakOf(advisor, now);
  return {
    agentId,
    agentName: advisor.name,
    availTime: status === 'busy' && call ? minutesLeft(call, now) : 0,
    availTimeStr: availability.text,
    ...(availability.lang ? { availTimeStrLang: availability.lang } : {}),
    bridged: yesNo(call?.callStart != null),
    descr: description.text,
    ...(description.lang ? { descrLang: description.lang } : {}),
    isICCall: yesNo(advisor.isIcCall),
    onACall,
    schedule: scheduleOf(slots),
    signedIn: yesNo(advisor.signedIn),
    status,
    // An uploaded photo's address carries its version: browsers keep a photo a day, and a new
    // one approved must show on the next reading, not tomorrow (docs/decisions/050).
    photoUrl: advisor.photoPath
      ? `${advisorPhotoPath(agentId)}?v=${storedFileVersion(advisor.photoPath)}`
      : advisorPhotoPath(agentId),
    specialties: storedIds(advisorSpecialties, advisor.specialties),
    languages: storedIds(advisorLanguages, advisor.languages),
    // Only when someone waits in the advisor's call-back queue (docs/decisions/052).
    ...(queueLength > 0 ? { queueLength } : {}),
    // Only while on a break: the status stays offline (the line connects no call), the board
    // says why and until when (docs/decisions/048).
    ...(onBreak ? { onBreak } : {}),
    rating: rating && rating.count > 0 ? oneDecimal(rating.total / rating.count) : null,
    reviewCount: rating?.count ?? 0,
  };
}

export function buildFeed(
  advisors: readonly FeedAdvisor[],
  slots: readonly FeedSlot[],
  calls: readonly FeedCall[],
  now: Date,
  locale: Locale,
  queueLengths: ReadonlyMap<string, number> = new Map(),
  ratings: readonly FeedRating[] = [],
): AdvisorRecord[] {
  const slotsByAdvisor = new Map<string, FeedSlot[]>();
  for (const slot of slots) {
    const list = slotsByAdvisor.get(slot.advisorId);
    if (list) list.push(slot);
    else slotsByAdvisor.set(slot.advisorId, [slot]);
  }
  const callByAdvisor = new Map(calls.map((call) => [call.advisorId, call]));
  const ratingByAdvisor = new Map(ratings.map((rating) => [rating.advisorId, rating]));
  return advisors.map((advisor) =>
    advisorRecord(
      advisor,
      slotsByAdvisor.get(advisor.id) ?? [],
      callByAdvisor.get(advisor.id),
      now,
      locale,
      queueLengths.get(advisor.id),
      ratingByAdvisor.get(advisor.id),
    ),
  );
}
