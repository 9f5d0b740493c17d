// /horoscope: the twelve signs and the reading dialog.
import type { horoscope as english } from '../../en/content/horoscope.ts';
import { formatNumber } from '../format.ts';

/** Abbreviated month names as Intl writes them for fr-CA ("janv.", "mars", "juill."). */
const monthFormat = new Intl.DateTimeFormat('fr-CA', { month: 'short', timeZone: 'UTC' });

/** The first of a month is written "1er" in French. */
function dayOfMonth(day: number): string {
  return day === 1 ? '1er' : formatNumber(day);
}

export const horoscope: typeof english = {
  description:
    'Horoscope quotidien gratuit pour les douze signes du zodiaque, du Bélier aux Poissons. Choisissez votre signe pour lire les prévisions du jour.',
  lead: 'Choisissez votre signe pour lire l’horoscope du jour. Un nouvel horoscope est publié chaque jour.',
  signsLabel: 'Signes du zodiaque',
  signs: {
    aries: { name: 'Bélier', symbol: '♈\uFE0E' },
    taurus: { name: 'Taureau', symbol: '♉\uFE0E' },
    gemini: { name: 'Gémeaux', symbol: '♊\uFE0E' },
    cancer: { name: 'Cancer', symbol: '♋\uFE0E' },
    leo: { name: 'Lion', symbol: '♌\uFE0E' },
    virgo: { name: 'Vierge', symbol: '♍\uFE0E' },
    libra: { name: 'Balance', symbol: '♎\uFE0E' },
    scorpio: { name: 'Scorpion', symbol: '♏\uFE0E' },
    sagittarius: { name: 'Sagittaire', symbol: '♐\uFE0E' },
    capricorn: { name: 'Capricorne', symbol: '♑\uFE0E' },
    aquarius: { name: 'Verseau', symbol: '♒\uFE0E' },
    pisces: { name: 'Poissons', symbol: '♓\uFE0E' },
  },
  elements: {
    fire: 'Feu',
    earth: 'Terre',
    air: 'Air',
    water: 'Eau',
  },
  element: (element) => `Élément\u00a0: ${element}`,
  months: Array.from({ length: 12 }, (_, month) => monthFormat.format(Date.UTC(2000, month, 15))),
  /** "21 mars", "1er janv.". */
  monthDay: (month, day) => `${dayOfMonth(day)}\u00a0${month}`,
  /** "du 21 mars au 19 avr.". */
  dateRange: (from, to) => `du ${from} au ${to}`,
  loading: 'Chargement de l’horoscope du jour…',
  readingDate: (date) => `Horoscope du ${date}`,
  englishOnly: 'L’horoscope du jour est offert en anglais seulement.',
  entertainment:
    'Les horoscopes sont offerts à titre de divertissement. Pour une consultation sur votre propre situation, parlez à l’un de nos conseillers ou à l’une de nos conseillères.',
  talkToAdvisor: 'Parler à un conseiller ou à une conseillère',
};
