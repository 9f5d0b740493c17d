// Texts of the home page and its live advisor board (written by the advisor board feature):
// the seasonal headline, the call-now card, the board's controls and cards, the three sample
// advisors shown when the live feed is down (docs/product.md §3), and the account notice (docs/product.md §1).
import type { AdvisorLanguage, AdvisorSpecialty } from '#shared/advisors/specialties.ts';

export const board = {
  /** The home page's meta description (its title is pages.titles.home). */
  metaDescription:
    'See which psychic advisors are available right now and call them toll-free from anywhere in Canada, 24/7. Prepaid minutes that never expire.',

  /** Headline, subtitle and call-to-action per theme mode (docs/product.md §1). */
  hero: {
    default: {
      headline: 'Honest Answers from Gifted Psychics',
      subtitle:
        'Talk one-on-one with advisors who each bring more than 20 years of experience. Call from anywhere in Canada, day or night.',
      callToAction: 'Call a Psychic Now',
    },
    halloween: {
      headline: 'The Veil Is Thin Tonight',
      subtitle:
        'This Halloween the spirits speak a little louder. Our gifted psychics, each with more than 20 years of experience, are ready to read what the season holds for you.',
      callToAction: 'Call a Psychic Tonight',
    },
    christmas: {
      headline: 'A Little Clarity for the Holidays',
      subtitle:
        'Give yourself the gift of insight this season: a warm, private reading by phone with an experienced psychic, wherever you are in Canada.',
      callToAction: 'Call for Your Holiday Reading',
    },
    blackfriday: {
      headline: 'Black Friday Is for Your Future Too',
      subtitle:
        'Stock up on prepaid minutes that never expire, and talk to a trusted psychic whenever a question keeps you up at night.',
      callToAction: 'Talk to a Psychic Now',
    },
  },

  tarot: {
    play: 'Play the Weekly Tarot Game',
    teaser: 'Pick three cards each week for a chance to win a 5% to 25% discount.',
  },

  callCard: {
    heading: 'Call Our Psychic Line',
    lineFacts: 'Toll-free across Canada · Open 24/7',
    stepsHeading: 'How to call',
    steps: {
      call: 'Call the number above from a phone number saved on your account.',
      extension: "Enter your advisor's extension, followed by #.",
      billing: 'Your prepaid minutes are used only while you talk with your advisor.',
    },
    newHere: 'New here? Create an account and buy your minutes in advance before you call.',
  },

  heading: 'Our Psychic Advisors',
  intro: 'Live availability, refreshed every 15 seconds.',
  search: {
    label: 'Search advisors',
    placeholder: 'Name or speciality: tarot, astrology…',
  },
  filter: {
    legend: 'Availability',
    all: 'All',
  },
  /** Finding an advisor (docs/decisions/051): specialty, language, order, "My advisors". */
  find: {
    specialty: 'Specialty',
    anySpecialty: 'Any specialty',
    language: 'Reading language',
    anyLanguage: 'Any language',
    sort: 'Sort by',
    sortBy: { availability: 'Availability', rating: 'Rating', name: 'Name' },
    mine: 'My advisors first',
  },
  /** Short names of the specialties and languages (src/shared/advisors/specialties.ts). */
  specialtyNames: {
    tarot: 'Tarot',
    astrology: 'Astrology',
    numerology: 'Numerology',
    mediumship: 'Mediumship',
    clairvoyance: 'Clairvoyance',
    love: 'Love',
    career: 'Career',
    dreams: 'Dreams',
    pastLives: 'Past lives',
  } satisfies Record<AdvisorSpecialty, string>,
  languageNames: { fr: 'French', en: 'English' } satisfies Record<AdvisorLanguage, string>,
  /** The heart on a card and the profile page: a toggle button (pressed: kept). */
  keep: (name: string) => `Keep ${name} in My advisors`,
  /** Announced once the server has answered the heart. */
  kept: (name: string) => `${name} is in My advisors.`,
  letGo: (name: string) => `${name} is no longer in My advisors.`,
  keepFailed: 'My advisors could not be changed. Please try again.',
  refresh: 'Refresh',
  refreshing: 'Refreshing…',
  results: (shown: number, total: number) =>
    `Showing ${shown} of ${total} ${total === 1 ? 'advisor' : 'advisors'}`,
  loading: 'Loading our advisors…',
  empty: {
    title: 'No advisor matches your search',
    body: 'Try another name or speciality, or show every availability.',
    clear: 'Clear search and filters',
  },
  /** A refresh failed while advisors are shown: they stay, with this quiet note. */
  stale: 'Live updates are paused, so availability may be out of date. We keep trying.',

  card: {
    extension: (extension: string) => `Ext. ${extension}`,
    playDescription: 'Play description',
    stopDescription: 'Stop description',
    /** The button's accessible name; it starts with the visible text (WCAG 2.5.3). */
    playDescriptionOf: (name: string) => `Play description of ${name}`,
    stopDescriptionOf: (name: string) => `Stop description of ${name}`,
    /** Busy: the time left before the current call must end (docs/product.md §10.20). */
    freeWithin: (minutes: number) =>
      `Free again within ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
    /** Away (docs/decisions/048): on a break, with the time until the return they gave. */
    onBreak: 'On a break',
    onBreakBackIn: (minutes: number) => {
      if (minutes < 60) {
        return `On a break, back in about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
      }
      const hours = Math.round(minutes / 60);
      return `On a break, back in about ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
    },
    todayLabel: 'Today (Montréal time):',
    /** One range of today's hours: "09:00 – 13:00". */
    hoursRange: (from: string, to: string) => `${from} – ${to}`,
    hoursSeparator: ', ',
    notScheduledToday: 'Not scheduled today',
    /** The average of the advisor's reviews and their count (docs/decisions/053). */
    rating: (average: string, count: number) =>
      `${average} out of 5 (${count === 1 ? '1 review' : `${count} reviews`})`,
    readMore: 'Read more',
    showLess: 'Show less',
    /** Under Call Now: what to enter once the line answers. */
    dialExtension: (extension: string) => `Then enter extension ${extension} followed by #`,
    registerToCall: 'Create a free account and buy minutes to call this advisor.',
    /** On a busy advisor's card: how many wait for a call back (docs/decisions/052). */
    waiting: (count: number) => `${count} ${count === 1 ? 'person' : 'people'} waiting`,
    /** The buttons' accessible names start with their visible text (WCAG 2.5.3). */
    joinQueue: 'Call me back',
    joinQueueOf: (name: string) => `Call me back: ${name}`,
    notifyMe: 'Notify me',
    notifyMeOf: (name: string) => `Notify me when ${name} is available`,
    /** "Tarot · Love — French, English". */
    readsIn: (specialties: string, languages: string) =>
      specialties ? `${specialties} — ${languages}` : languages,
  },

  /** Fallback data when the live feed is down (docs/product.md §3): three sample advisors. */
  sampleAdvisors: {
    tarot: {
      name: 'Isabelle Lavoie',
      description:
        'Isabelle has read the tarot for more than twenty years. Her readings are gentle and direct: she lays out what the cards show about love, work and family, and helps you see the choice in front of you with a calmer heart.',
      availability: 'Evenings',
    },
    medium: {
      name: 'Josephine Tremblay',
      description:
        'A natural medium since childhood, Josephine brings through messages from loved ones who have passed. Callers describe her as patient and warm, never hurried, and she always leaves time for your own questions.',
      availability: 'Varies',
    },
    astrology: {
      name: 'Gabriel Fontaine',
      description:
        'Gabriel has studied astrology for over two decades. He reads your birth chart alongside the current transits and explains, in plain words, what the planets are stirring in your career, money and relationships.',
      availability: 'Weekdays',
    },
  },

  /** docs/product.md §1: shown 2 seconds after the home page loads, until dismissed. */
  accountNotice: {
    title: 'An Account Is Now Required',
    body: [
      'To call our advisors you now need a free account on this site.',
      'Billing through your phone bill no longer exists: buy your minutes in advance, and they never expire.',
    ],
    dismiss: 'I Understand',
  },
};
