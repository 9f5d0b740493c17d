// /horoscope: the twelve signs and the reading dialog (docs/product.md §2). The failure text is the spec's,
// in copy.horoscope.loadFailed.
export const horoscope = {
  description:
    'Free daily horoscopes for all twelve zodiac signs, from Aries to Pisces. Choose your sign to read today’s forecast.',
  lead: 'Choose your sign to read today’s horoscope. A new reading is published every day.',
  signsLabel: 'Zodiac signs',
  signs: {
    aries: { name: 'Aries', symbol: '♈\uFE0E' },
    taurus: { name: 'Taurus', symbol: '♉\uFE0E' },
    gemini: { name: 'Gemini', symbol: '♊\uFE0E' },
    cancer: { name: 'Cancer', symbol: '♋\uFE0E' },
    leo: { name: 'Leo', symbol: '♌\uFE0E' },
    virgo: { name: 'Virgo', symbol: '♍\uFE0E' },
    libra: { name: 'Libra', symbol: '♎\uFE0E' },
    scorpio: { name: 'Scorpio', symbol: '♏\uFE0E' },
    sagittarius: { name: 'Sagittarius', symbol: '♐\uFE0E' },
    capricorn: { name: 'Capricorn', symbol: '♑\uFE0E' },
    aquarius: { name: 'Aquarius', symbol: '♒\uFE0E' },
    pisces: { name: 'Pisces', symbol: '♓\uFE0E' },
  },
  elements: {
    fire: 'Fire',
    earth: 'Earth',
    air: 'Air',
    water: 'Water',
  },
  element: (element: string) => `Element: ${element}`,
  /** Month abbreviations, January first. */
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  /** "Mar 21". */
  monthDay: (month: string, day: number) => `${month} ${day}`,
  /** "Mar 21 – Apr 19". */
  dateRange: (from: string, to: string) => `${from} – ${to}`,
  loading: 'Loading today’s horoscope…',
  readingDate: (date: string) => `Horoscope for ${date}`,
  /** Said above a reading that exists in English only, on a page in another language. */
  englishOnly: 'Today’s horoscope is available in English only.',
  entertainment:
    'Horoscopes are for entertainment. For a reading about your own situation, talk to one of our advisors.',
  talkToAdvisor: 'Talk to an advisor',
};
