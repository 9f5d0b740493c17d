// The twelve zodiac signs of the horoscope page (docs/product.md §2): tropical dates and elements.
import * as z from 'zod/mini';

export const zodiacSigns = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
export type ZodiacSign = (typeof zodiacSigns)[number];
export const ZodiacSignSchema = z.enum(zodiacSigns);

export type Element = 'fire' | 'earth' | 'air' | 'water';

export interface SignFacts {
  sign: ZodiacSign;
  /** First and last day, as [month, day]. */
  from: readonly [number, number];
  to: readonly [number, number];
  element: Element;
}

export const signFacts: readonly SignFacts[] = [
  { sign: 'aries', from: [3, 21], to: [4, 19], element: 'fire' },
  { sign: 'taurus', from: [4, 20], to: [5, 20], element: 'earth' },
  { sign: 'gemini', from: [5, 21], to: [6, 20], element: 'air' },
  { sign: 'cancer', from: [6, 21], to: [7, 22], element: 'water' },
  { sign: 'leo', from: [7, 23], to: [8, 22], element: 'fire' },
  { sign: 'virgo', from: [8, 23], to: [9, 22], element: 'earth' },
  { sign: 'libra', from: [9, 23], to: [10, 22], element: 'air' },
  { sign: 'scorpio', from: [10, 23], to: [11, 21], element: 'water' },
  { sign: 'sagittarius', from: [11, 22], to: [12, 21], element: 'fire' },
  { sign: 'capricorn', from: [12, 22], to: [1, 19], element: 'earth' },
  { sign: 'aquarius', from: [1, 20], to: [2, 18], element: 'air' },
  { sign: 'pisces', from: [2, 19], to: [3, 20], element: 'water' },
];
