// /advisors/<extension>: an advisor's public profile page (issue 22), linked from each card of
// the board. Its title and description are also written by the server into the page's head, so
// a search engine reads them without running the app (src/server/features/advisors/profile-head.ts).
export const advisorProfile = {
  /** The page's title before the brand, in the browser's tab and the search engine's result. */
  title: (name: string) => `${name}, psychic advisor by phone`,
  /**
   * The meta description: who the advisor is and what they read, from their own description (an
   * empty one, which a listed advisor should never have, leaves the first sentence alone).
   */
  description: (name: string, about: string) =>
    about ? `${name}, psychic readings by phone. ${about}` : `${name}, psychic readings by phone.`,
  backToBoard: 'All advisors',
  aboutHeading: 'About',
  availabilityHeading: 'When to call',
  scheduleHeading: 'Weekly schedule (Montréal time)',
  dayColumn: 'Day',
  hoursColumn: 'Hours',
  noSchedule: 'No set hours: call when the advisor shows as available.',
  closed: 'Not scheduled',
  days: {
    Sun: 'Sunday',
    Mon: 'Monday',
    Tues: 'Tuesday',
    Wed: 'Wednesday',
    Thu: 'Thursday',
    Fri: 'Friday',
    Sat: 'Saturday',
  },
  loadFailed: 'This advisor’s profile could not be loaded. Please try again.',
};
