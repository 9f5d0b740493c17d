// The demo advisors (CONTRACTS.md "Demo data"). Every one has a number in the fictional
// 555-01XX range so the simulated line can reach them; 4001 is signed in and free.
import type { AdvisorGender } from '../tables/advisors.ts';

/** One day: the morning range, then (optionally) the afternoon range, as from/to times. */
type Day = readonly (readonly [from: string, to: string])[];
/** Sunday … Saturday. */
type Week = readonly [Day, Day, Day, Day, Day, Day, Day];

export interface SeedAdvisor {
  extension: number;
  name: string;
  gender: AdvisorGender;
  phone: string;
  signedIn: boolean;
  availTimeStr: string;
  description: string;
  week: Week;
}

const varies: Day = [['Varies', 'Varies']];
const everyDay = (day: Day): Week => [day, day, day, day, day, day, day];
const weekdays = (weekday: Day, weekend: Day): Week => [
  weekend,
  weekday,
  weekday,
  weekday,
  weekday,
  weekday,
  weekend,
];

export const seedAdvisors: readonly SeedAdvisor[] = [
  {
    extension: 4001,
    name: 'Celeste Moreau',
    gender: 'female',
    phone: '5145550141',
    signedIn: true,
    availTimeStr: 'Mornings and evenings',
    description:
      'Celeste has read the tarot for more than twenty-five years, and her clairvoyant gift showed itself long before she held her first deck. She reads the cards with gentle honesty, helping you see the choices in front of you and where each path is likely to lead. Clients call her calm, precise and kind.',
    week: everyDay([
      ['09:00', '13:00'],
      ['17:00', '23:00'],
    ]),
  },
  {
    extension: 4002,
    name: 'Marguerite Bélanger',
    gender: 'female',
    phone: '5145550142',
    signedIn: true,
    availTimeStr: 'Varies',
    description:
      'A third-generation medium from the Eastern Townships, Marguerite connects with loved ones who have passed and brings through messages of comfort and closure. Her readings are quiet and respectful, and she never rushes a conversation with spirit. Many callers come back to her on anniversaries and difficult days.',
    week: everyDay(varies),
  },
  {
    extension: 4003,
    name: 'Rafael Quintero',
    gender: 'male',
    phone: '5145550143',
    signedIn: false,
    availTimeStr: 'Weekdays; weekends vary',
    description:
      'Rafael has practised astrology for over twenty years and reads your birth chart alongside the transits of the moment. He explains in plain words what the planets are stirring in your career, money and relationships, with practical timing for your next move. Have your date, time and place of birth ready.',
    week: weekdays(
      [
        ['10:00', '14:00'],
        ['18:00', '22:00'],
      ],
      varies,
    ),
  },
  {
    extension: 4004,
    name: 'Amara Okafor',
    gender: 'female',
    phone: '5145550144',
    signedIn: true,
    availTimeStr: 'Afternoons and late evenings',
    description:
      'Amara is an empath who specialises in love and relationships: new romance, reconciliation, soulmates and the hard questions in between. She feels the emotional energy between two people and tells you what she senses, kindly but without sugar-coating. Her callers say she knows the question before they ask it.',
    week: everyDay([
      ['12:00', '16:00'],
      ['20:00', '23:00'],
    ]),
  },
  {
    extension: 4005,
    name: 'Sienna Delacroix',
    gender: 'female',
    phone: '5145550145',
    signedIn: true,
    availTimeStr: 'Varies',
    description:
      'Sienna works with angel cards and energy reading to help you find peace when life feels heavy. She senses what is blocking you and passes on what your spirit guides want you to know, often with simple steps you can take the same day. Her warm, upbeat manner puts first-time callers at ease.',
    week: everyDay(varies),
  },
  {
    extension: 4006,
    name: 'Elias Thornbury',
    gender: 'male',
    phone: '5145550146',
    signedIn: false,
    availTimeStr: 'Daytime',
    description:
      'Elias combines Norse runes with numerology to give clear, structured readings about work, money and big decisions. He has been reading for more than twenty years and likes to get straight to the point. If you want direct answers and a plan, he is your reader.',
    week: everyDay([
      ['08:00', '12:00'],
      ['13:00', '17:00'],
    ]),
  },
  {
    extension: 4007,
    name: 'Priya Raman',
    gender: 'female',
    phone: '5145550147',
    signedIn: true,
    availTimeStr: 'Early mornings and afternoons',
    description:
      'Priya draws on Vedic astrology and past-life insight to explain the patterns that keep repeating in your life. Gentle and thoughtful, she helps you understand why certain people and lessons keep finding you, and how to move on from them. Her readings often bring a deep sense of relief.',
    week: everyDay([
      ['07:00', '11:00'],
      ['16:00', '20:00'],
    ]),
  },
  {
    extension: 4008,
    name: 'Josephine Larkin',
    gender: 'female',
    phone: '5145550148',
    signedIn: false,
    availTimeStr: 'Varies',
    description:
      'Josephine is a clairaudient psychic who hears guidance from spirit, and she has a rare gift for interpreting dreams. Tell her about the dream that will not leave you and she will help you understand its message. She has been reading professionally for twenty-two years.',
    week: everyDay(varies),
  },
  {
    extension: 4009,
    name: 'Isadora Vance',
    gender: 'female',
    phone: '5145550149',
    signedIn: false,
    availTimeStr: 'Sunday to Thursday; Friday and Saturday vary',
    description:
      'Isadora is a clairvoyant known for accurate timelines and for readings on family, home and lost belongings. She also connects with animal companions, both living and passed. Her style is lively, funny and deeply reassuring.',
    week: [
      [
        ['09:00', '13:00'],
        ['17:00', '21:00'],
      ],
      [
        ['09:00', '13:00'],
        ['17:00', '21:00'],
      ],
      [
        ['09:00', '13:00'],
        ['17:00', '21:00'],
      ],
      [
        ['09:00', '13:00'],
        ['17:00', '21:00'],
      ],
      [
        ['09:00', '13:00'],
        ['17:00', '21:00'],
      ],
      varies,
      varies,
    ],
  },
  {
    extension: 4010,
    name: 'Gabriel Ashford',
    gender: 'male',
    phone: '5145550150',
    signedIn: true,
    availTimeStr: 'Late mornings and evenings',
    description:
      'Gabriel is an intuitive life-path reader who helps with career changes, new ventures and finding your purpose. He blends the tarot with strong intuition and a coach’s practical sense. Callers leave his readings with clarity and a clear next step.',
    week: everyDay([
      ['11:00', '15:00'],
      ['18:00', '22:00'],
    ]),
  },
];
