// A YYYY-MM-DD date worded the way horoscope-app-api words its dates ("Nov 21, 2026"), so every
// kept reading records its date the same way whichever source wrote it. Visitors never see this
// wording: the page words the business date in its own language.
const formatter = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  // The date is a calendar date, not an instant: read it at UTC midnight, in UTC.
  timeZone: 'UTC',
});

/** The calendar date of a YYYY-MM-DD text as UTC midnight; throws on anything else. */
export function parseReadingDate(date: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

export function formatReadingDate(date: string): string {
  return formatter.format(parseReadingDate(date));
}
