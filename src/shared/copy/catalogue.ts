// The screens' texts in both languages. `Copy` is the shape every language's catalogue must
// have: the French one (fr-CA) is typed `Copy`, so the compiler names every text it is missing,
// every extra key, and every placeholder function whose parameters differ.
import { en } from './en/index.ts';
import { frCA } from './fr-CA/index.ts';
import { followingLocale } from './follow-locale.ts';
import type { Locale } from './locale.ts';

export type Copy = typeof en;

const catalogues: Readonly<Record<Locale, Copy>> = { en, 'fr-CA': frCA };

export function copyFor(locale: Locale): Copy {
  return catalogues[locale];
}

/** The texts in the current language (locale.ts): the request's on the server, the page's in the browser. */
export const copy: Copy = followingLocale(catalogues);
