// The texts of the advisors' app (/advisor, docs/decisions/048): a catalogue of its own, apart
// from the screens' `copy` and the back office's `adminCopy`, so no customer's page downloads it
// (docs/decisions/018). The advisors' build swaps `advisorAppCopy` for its language's catalogue
// alone, as it does `copy` (scripts/single-language.ts).
import { advisorApp } from './en/advisor-app.ts';
import { advisorApp as frCAAdvisorApp } from './fr-CA/advisor-app.ts';
import { followingLocale } from './follow-locale.ts';
import type { Locale } from './locale.ts';

export type AdvisorAppCopy = typeof advisorApp;

const catalogues: Readonly<Record<Locale, AdvisorAppCopy>> = {
  en: advisorApp,
  'fr-CA': frCAAdvisorApp,
};

/** @internal For the build and the tests, which read one language's texts of the advisors' app. */
export function advisorAppCopyFor(locale: Locale): AdvisorAppCopy {
  return catalogues[locale];
}

/** The advisors' app's texts in the current language (locale.ts). */
export const advisorAppCopy: AdvisorAppCopy = followingLocale(catalogues);
