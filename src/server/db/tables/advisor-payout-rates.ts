import type { Insertable, Selectable } from 'kysely';
import type { CalendarDate, Timestamp } from './column-types.ts';

/**
 * What an advisor is paid per billed minute, from a day on (docs/decisions/046). Append-only: a
 * new rate is a new row; the rate in force on a day is the latest row whose `appliesFrom` is on
 * or before it, the row written last among those of the same day.
 */
export interface AdvisorPayoutRatesTable {
  id: string;
  advisorId: string;
  /** Hundredths of a cent per billed minute: 2750 is $0.275 a minute. 0 to 500,000. */
  perMinuteHundredthsOfCent: number;
  /** A day in the business's time zone (America/Toronto), 'YYYY-MM-DD'. */
  appliesFrom: CalendarDate;
  createdAt: Timestamp;
}

export type AdvisorPayoutRate = Selectable<AdvisorPayoutRatesTable>;
export type NewAdvisorPayoutRate = Insertable<AdvisorPayoutRatesTable>;
