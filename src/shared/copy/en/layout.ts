// Texts of the layout around every page (written by the layout feature): the promotion
// banner, the cookie choice, the test-mode band and the tarot game modal's title. The
// header, menu, footer and call-now bar labels are in navigation.ts; the announcement's in
// notices.ts.

/** "1 day", "3 hours": English plurals for the spoken countdown. */
const unit = (count: number, singular: string) =>
  `${count} ${count === 1 ? singular : `${singular}s`}`;
const twoDigits = (value: number) => String(value).padStart(2, '0');

export const layout = {
  promotion: {
    /** The banner's landmark name for screen readers. */
    region: 'Current promotion',
    endsIn: 'Ends in',
    /** What the eye reads, ticking every second: "2d 03h 14m 05s". */
    countdown: (days: number, hours: number, minutes: number, seconds: number) =>
      `${days}d ${twoDigits(hours)}h ${twoDigits(minutes)}m ${twoDigits(seconds)}s`,
    /** What a screen reader reads instead of the abbreviations. */
    countdownSpoken: (days: number, hours: number, minutes: number, seconds: number) =>
      `${unit(days, 'day')}, ${unit(hours, 'hour')}, ${unit(minutes, 'minute')} and ${unit(seconds, 'second')}`,
    dismiss: 'Dismiss promotion',
  },
  consent: {
    title: 'Your privacy, your choice',
    message:
      'We use one strictly necessary cookie to keep you signed in. With your permission, we would also use analytics cookies to learn how the site is used. Analytics stay off unless you accept them, and you can change your mind at any time from "Cookie settings" at the bottom of every page.',
    policyLink: 'Read our cookie policy',
    accept: 'Accept analytics',
    refuse: 'Refuse',
  },
  testMode: {
    /** The band on every page of a test deployment (STAGING=true); also its landmark's name. */
    band: 'Test mode — no real payments',
  },
  tarotGame: {
    /** The game's modal; its contents are in tarot-game.ts and games.ts. */
    title: 'Weekly Tarot Game',
  },
};
