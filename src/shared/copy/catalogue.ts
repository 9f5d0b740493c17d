// The shape every language's catalogue must have. A French (fr-CA) catalogue is typed `Copy`,
// so the compiler names every text it is missing, every extra key, and every placeholder
// function whose parameters differ.
import { en } from './en/index.ts';

export type Copy = typeof en;

export const locales = ['en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

const catalogues: Record<Locale, Copy> = { en };

export function copyFor(locale: Locale = defaultLocale): Copy {
  return catalogues[locale];
}

/** The default-language catalogue, for code that has no visitor language to follow yet. */
export const copy: Copy = en;
