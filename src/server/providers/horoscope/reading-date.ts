// A YYYY-MM-DD date worded the way horoscope-app-api words its dates ("Nov 21, 2026"), so a
// reading looks the same whichever source wrote it.
const formatter = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  // The date is a calendar date, not an instant: read it at UTC midnight, in UTC.
  timeZone: 'UTC',
});

export function formatReadingDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return formatter.format(new Date(Date.UTC(year, month - 1, day)));
}
