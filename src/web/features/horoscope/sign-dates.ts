// A sign's dates as the cards show them: "Mar 21 – Apr 19" (Capricorn spans the new year:
// "Dec 22 – Jan 19").
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import type { SignFacts } from '#shared/horoscope/signs.ts';

// Texts are read at each call, in the page's language (never captured at module load).
function monthDay([month, day]: readonly [number, number]): string {
  const t = contentCopy.horoscope;
  return t.monthDay(t.months[month - 1] ?? '', day);
}

export function formatSignDates(facts: Pick<SignFacts, 'from' | 'to'>): string {
  return contentCopy.horoscope.dateRange(monthDay(facts.from), monthDay(facts.to));
}
