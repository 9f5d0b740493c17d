// The texts of ratings and reviews (docs/decisions/053): a catalogue of its own, apart from the
// screens' `copy`, so only the pages that show reviews download it and the customers' first view
// does not grow (docs/decisions/018). The server reads its refusals from here too, in the
// request's language.
import { reviews } from './en/reviews.ts';
import { reviews as frCAReviews } from './fr-CA/reviews.ts';
import { followingLocale } from './follow-locale.ts';
import type { Locale } from './locale.ts';

export type ReviewsCopy = typeof reviews;

const catalogues: Readonly<Record<Locale, ReviewsCopy>> = { en: reviews, 'fr-CA': frCAReviews };

/** @internal For the tests, which read one language's texts. */
export function reviewsCopyFor(locale: Locale): ReviewsCopy {
  return catalogues[locale];
}

/** The reviews' texts in the current language (locale.ts). */
export const reviewsCopy: ReviewsCopy = followingLocale(catalogues);
