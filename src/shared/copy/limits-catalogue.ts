// The texts of a healthy limit and the satisfaction guarantee (docs/decisions/054): a catalogue
// of its own, apart from the screens' `copy`, so only the dashboard's chunk downloads them and
// the customers' first view does not grow (docs/decisions/018). The server reads its refusals
// from here too, in the request's language.
import { limits } from './en/limits.ts';
import { limits as frCALimits } from './fr-CA/limits.ts';
import { followingLocale } from './follow-locale.ts';
import type { Locale } from './locale.ts';

export type LimitsCopy = typeof limits;

const catalogues: Readonly<Record<Locale, LimitsCopy>> = { en: limits, 'fr-CA': frCALimits };

/** @internal For the tests, which read one language's texts. */
export function limitsCopyFor(locale: Locale): LimitsCopy {
  return catalogues[locale];
}

/** The limits' and the guarantee's texts in the current language (locale.ts). */
export const limitsCopy: LimitsCopy = followingLocale(catalogues);
