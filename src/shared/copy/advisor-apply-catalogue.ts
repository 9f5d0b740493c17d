// The texts of the application to become an advisor (/advisors/apply, docs/decisions/049): a
// catalogue of its own, apart from the screens' `copy`, so only that page downloads them and the
// customers' first view does not grow (docs/decisions/018). The server reads its error messages
// from here too, in the request's language.
import { advisorApply } from './en/advisor-apply.ts';
import { advisorApply as frCAAdvisorApply } from './fr-CA/advisor-apply.ts';
import { followingLocale } from './follow-locale.ts';
import type { Locale } from './locale.ts';

export type AdvisorApplyCopy = typeof advisorApply;

const catalogues: Readonly<Record<Locale, AdvisorApplyCopy>> = {
  en: advisorApply,
  'fr-CA': frCAAdvisorApply,
};

/** @internal For the tests, which read one language's texts. */
export function applyCopyFor(locale: Locale): AdvisorApplyCopy {
  return catalogues[locale];
}

/** The application's texts in the current language (locale.ts). */
export const applyCopy: AdvisorApplyCopy = followingLocale(catalogues);
