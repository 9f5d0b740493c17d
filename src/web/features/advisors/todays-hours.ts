// Today's hours of an advisor (docs/product.md §2, §3): "today" is read on Montréal's clock (docs/product.md §10.2),
// whatever the visitor's own zone, because schedules are kept in business time.
import { scheduleDays, type AdvisorRecord, type ScheduleRange } from '#shared/api/advisors.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { businessWeekday } from '#shared/time/business-weekday.ts';
import { formatClockTime } from '#shared/format/display.ts';

const isVaries = (time: string) => time.trim().toLowerCase() === 'varies';

function formatRange({ from, to }: ScheduleRange): string {
  if (isVaries(from) || isVaries(to)) return copy.advisors.varies;
  return copy.board.card.hoursRange(formatClockTime(from.trim()), formatClockTime(to.trim()));
}

/** The day key of the schedule for that instant in business time ("Mon", "Tues"…). */
export function businessDayKey(now: Date): (typeof scheduleDays)[number] {
  return scheduleDays[businessWeekday(now)] ?? 'Sun';
}

/**
 * Today's ranges as shown, morning slot first ("09:00 – 13:00", "de 9 h à 13 h" in French, or
 * "Varies" once however many ranges say so); an empty list when the advisor is not scheduled
 * today.
 */
export function todaysHours(schedule: AdvisorRecord['schedule'], now: Date): string[] {
  return hoursOf(schedule, businessDayKey(now));
}

/** One day's ranges as shown, as todaysHours shows today's (the profile page's week). */
export function hoursOf(
  schedule: AdvisorRecord['schedule'],
  day: (typeof scheduleDays)[number],
): string[] {
  return [...new Set((schedule[day] ?? []).map(formatRange))];
}
