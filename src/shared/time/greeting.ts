// The header greeting (docs/product.md §2) follows the visitor's own clock (docs/product.md §10.2), not business
// time: it is about the visitor's day.
import { copy } from '#shared/copy/catalogue.ts';

export type GreetingPeriod = 'morning' | 'evening';

const EVENING_STARTS = 18;
const MORNING_STARTS = 6;

/** Evening from 18:00 to 05:59, morning otherwise. `hour` is 0–23 on the visitor's clock. */
export function greetingPeriod(hour: number): GreetingPeriod {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new RangeError(`Expected an hour from 0 to 23, got ${hour}`);
  }
  return hour >= EVENING_STARTS || hour < MORNING_STARTS ? 'evening' : 'morning';
}

/** "Good Morning" or "Good Evening". */
export function greetingLabel(period: GreetingPeriod): string {
  return period === 'evening' ? copy.navigation.greetingEvening : copy.navigation.greetingMorning;
}
