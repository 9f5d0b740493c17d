// The demo advisors (docs/contracts.md "Demo data"). Every one has a number in the fictional
// 555-01XX range so the simulated line can reach them; 4001 is signed in and free. Their texts
// are in English and in Québec French (issue 10; the glossary at the top of
// src/shared/copy/fr-CA/index.ts). The schedules' "Varies" is a fixed word the pages take from
// the catalogue, so it stays as the feed spells it.
import type { AdvisorLanguage, AdvisorSpecialty } from '#shared/advisors/specialties.ts';
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
  availTimeStrFr: string;
  description: string;
  descriptionFr: string;
  week: Week;
  specialties: readonly AdvisorSpecialty[];
  languages: readonly AdvisorLanguage[];
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
    specialties: ['tarot', 'clairvoyance', 'love'],
    languages: ['fr', 'en'],
    gender: 'female',
    phone: '5145550141',
    signedIn: true,
    availTimeStr: 'Mornings and evenings',
    availTimeStrFr: 'Matins et soirs',
    description:
      'Celeste has read the tarot for more than twenty-five years, and her clairvoyant gift showed itself long before she held her first deck. She reads the cards with gentle honesty, helping you see the choices in front of you and where each path is likely to lead. Clients call her calm, precise and kind.',
    descriptionFr:
      'Celeste tire les cartes depuis plus de vingt-cinq ans, et son don de clairvoyance s’est manifesté bien avant qu’elle tienne son premier jeu de cartes. Elle lit le tarot avec une honnêteté bienveillante et vous aide à voir les choix qui s’offrent à vous et où chaque chemin risque de vous mener. Sa clientèle la dit calme, précise et attentionnée.',
    week: everyDay([
      ['09:00', '13:00'],
      ['17:00', '23:00'],
    ]),
  },
  {
    extension: 4002,
    name: 'Marguerite Bélanger',
    specialties: ['mediumship'],
    languages: ['fr'],
    gender: 'female',
    phone: '5145550142',
    signedIn: true,
    availTimeStr: 'Varies',
    availTimeStrFr: 'Variable',
    description:
      'A third-generation medium from the Eastern Townships, Marguerite connects with loved ones who have passed and brings through messages of comfort and closure. Her readings are quiet and respectful, and she never rushes a conversation with spirit. Many callers come back to her on anniversaries and difficult days.',
    descriptionFr:
      'Médium de troisième génération originaire des Cantons-de-l’Est, Marguerite communique avec les êtres chers disparus et vous transmet des messages de réconfort et d’apaisement. Ses consultations sont calmes et respectueuses, et elle ne brusque jamais un échange avec l’au-delà. Bien des gens la rappellent lors d’anniversaires et de journées difficiles.',
    week: everyDay(varies),
  },
  {
    extension: 4003,
    name: 'Rafael Quintero',
    specialties: ['astrology'],
    languages: ['fr', 'en'],
    gender: 'male',
    phone: '5145550143',
    signedIn: false,
    availTimeStr: 'Weekdays; weekends vary',
    availTimeStrFr: 'En semaine; variable la fin de semaine',
    description:
      'Rafael has practised astrology for over twenty years and reads your birth chart alongside the transits of the moment. He explains in plain words what the planets are stirring in your career, money and relationships, with practical timing for your next move. Have your date, time and place of birth ready.',
    descriptionFr:
      'Rafael pratique l’astrologie depuis plus de vingt ans et lit votre thème natal à la lumière des transits du moment. Il vous explique en mots simples ce que les planètes mettent en mouvement dans votre carrière, vos finances et vos relations, et vous dit quel est le bon moment pour passer à l’action. Ayez en main votre date, votre heure et votre lieu de naissance.',
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
    specialties: ['love'],
    languages: ['en'],
    gender: 'female',
    phone: '5145550144',
    signedIn: true,
    availTimeStr: 'Afternoons and late evenings',
    availTimeStrFr: 'Après-midi et fins de soirée',
    description:
      'Amara is an empath who specialises in love and relationships: new romance, reconciliation, soulmates and the hard questions in between. She feels the emotional energy between two people and tells you what she senses, kindly but without sugar-coating. Her callers say she knows the question before they ask it.',
    descriptionFr:
      'Amara est une empathe spécialisée en amour et en relations\u00a0: nouvelle histoire d’amour, réconciliation, âmes sœurs et toutes les questions délicates entre les deux. Elle ressent l’énergie émotionnelle entre deux personnes et vous dit ce qu’elle perçoit, avec douceur, mais sans tourner autour du pot. Sa clientèle dit qu’elle devine la question avant même qu’on la pose.',
    week: everyDay([
      ['12:00', '16:00'],
      ['20:00', '23:00'],
    ]),
  },
  {
    extension: 4005,
    name: 'Sienna Delacroix',
    specialties: ['clairvoyance'],
    languages: ['fr', 'en'],
    gender: 'female',
    phone: '5145550145',
    signedIn: true,
    availTimeStr: 'Varies',
    availTimeStrFr: 'Variable',
    description:
      'Sienna works with angel cards and energy reading to help you find peace when life feels heavy. She senses what is blocking you and passes on what your spirit guides want you to know, often with simple steps you can take the same day. Her warm, upbeat manner puts first-time callers at ease.',
    descriptionFr:
      'Sienna travaille avec les cartes des anges et la lecture énergétique pour vous aider à retrouver la paix quand la vie vous pèse. Elle perçoit ce qui vous bloque et vous transmet ce que vos guides spirituels veulent que vous sachiez, souvent avec des gestes simples à poser le jour même. Son accueil chaleureux et enjoué met à l’aise les personnes qui appellent pour la première fois.',
    week: everyDay(varies),
  },
  {
    extension: 4006,
    name: 'Elias Thornbury',
    specialties: ['numerology', 'career'],
    languages: ['en'],
    gender: 'male',
    phone: '5145550146',
    signedIn: false,
    availTimeStr: 'Daytime',
    availTimeStrFr: 'De jour',
    description:
      'Elias combines Norse runes with numerology to give clear, structured readings about work, money and big decisions. He has been reading for more than twenty years and likes to get straight to the point. If you want direct answers and a plan, he is your reader.',
    descriptionFr:
      'Elias allie les runes nordiques et la numérologie pour offrir des consultations claires et structurées sur le travail, l’argent et les grandes décisions. Il consulte depuis plus de vingt ans et aime aller droit au but. Si vous voulez des réponses franches et un plan, c’est le voyant qu’il vous faut.',
    week: everyDay([
      ['08:00', '12:00'],
      ['13:00', '17:00'],
    ]),
  },
  {
    extension: 4007,
    name: 'Priya Raman',
    specialties: ['astrology', 'pastLives'],
    languages: ['en'],
    gender: 'female',
    phone: '5145550147',
    signedIn: true,
    availTimeStr: 'Early mornings and afternoons',
    availTimeStrFr: 'Tôt le matin et l’après-midi',
    description:
      'Priya draws on Vedic astrology and past-life insight to explain the patterns that keep repeating in your life. Gentle and thoughtful, she helps you understand why certain people and lessons keep finding you, and how to move on from them. Her readings often bring a deep sense of relief.',
    descriptionFr:
      'Priya s’appuie sur l’astrologie védique et sur ses intuitions des vies antérieures pour expliquer les scénarios qui se répètent dans votre vie. Douce et réfléchie, elle vous aide à comprendre pourquoi certaines personnes et certaines leçons reviennent sans cesse vers vous, et comment passer à autre chose. Ses consultations apportent souvent un profond soulagement.',
    week: everyDay([
      ['07:00', '11:00'],
      ['16:00', '20:00'],
    ]),
  },
  {
    extension: 4008,
    name: 'Josephine Larkin',
    specialties: ['mediumship', 'dreams'],
    languages: ['fr', 'en'],
    gender: 'female',
    phone: '5145550148',
    signedIn: false,
    availTimeStr: 'Varies',
    availTimeStrFr: 'Variable',
    description:
      'Josephine is a clairaudient psychic who hears guidance from spirit, and she has a rare gift for interpreting dreams. Tell her about the dream that will not leave you and she will help you understand its message. She has been reading professionally for twenty-two years.',
    descriptionFr:
      'Josephine est une voyante clairaudiente qui entend les conseils de l’au-delà, et elle a un rare talent pour interpréter les rêves. Racontez-lui le rêve qui vous hante, et elle vous aidera à en saisir le message. Elle consulte de façon professionnelle depuis vingt-deux ans.',
    week: everyDay(varies),
  },
  {
    extension: 4009,
    name: 'Isadora Vance',
    specialties: ['clairvoyance'],
    languages: ['fr'],
    gender: 'female',
    phone: '5145550149',
    signedIn: false,
    availTimeStr: 'Sunday to Thursday; Friday and Saturday vary',
    availTimeStrFr: 'Du dimanche au jeudi; variable le vendredi et le samedi',
    description:
      'Isadora is a clairvoyant known for accurate timelines and for readings on family, home and lost belongings. She also connects with animal companions, both living and passed. Her style is lively, funny and deeply reassuring.',
    descriptionFr:
      'Isadora est une voyante reconnue pour situer les événements dans le temps avec justesse et pour ses consultations sur la famille, la maison et les objets perdus. Elle communique aussi avec les animaux de compagnie, vivants ou disparus. Son style est vivant, drôle et profondément rassurant.',
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
    specialties: ['tarot', 'career'],
    languages: ['fr', 'en'],
    gender: 'male',
    phone: '5145550150',
    signedIn: true,
    availTimeStr: 'Late mornings and evenings',
    availTimeStrFr: 'Fin de matinée et soirée',
    description:
      'Gabriel is an intuitive life-path reader who helps with career changes, new ventures and finding your purpose. He blends the tarot with strong intuition and a coach’s practical sense. Callers leave his readings with clarity and a clear next step.',
    descriptionFr:
      'Gabriel vous guide, avec son intuition, sur votre chemin de vie\u00a0: il vous accompagne dans vos changements de carrière, vos nouveaux projets et la recherche de votre raison d’être. Il marie le tarot à une forte intuition et au sens pratique d’un coach. On ressort de ses consultations l’esprit clair, en sachant quelle est la prochaine étape.',
    week: everyDay([
      ['11:00', '15:00'],
      ['18:00', '22:00'],
    ]),
  },
];
