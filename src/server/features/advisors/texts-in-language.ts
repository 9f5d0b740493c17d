// An advisor's profile texts in the language of the page . Operators write each text in
// English and in French; a French page gets the French, and while a French text is not written,
// the English marked `'en'` so the page can say so (lang="en": screen readers then read it as
// English). The availability's placeholder "Varies" (the default of a new advisor) is a fixed
// word, so it needs no operator: the catalogue words it.
import { copyFor } from '#shared/copy/catalogue.ts';
import type { Locale } from '#shared/copy/locale.ts';

export interface ProfileTexts {
  description: string;
  descriptionFr: string | null;
  availTimeStr: string;
  availTimeStrFr: string | null;
}

/** One text as a page of that language shows it; `lang` is set when it is English standing in. */
export interface TextInLanguage {
  text: string;
  lang?: 'en';
}

const isVaries = (text: string) => text.trim().toLowerCase() === 'varies';

function inLanguage(english: string, french: string | null, locale: Locale): TextInLanguage {
  if (locale === 'en') return { text: english };
  return french === null ? { text: english, lang: 'en' } : { text: french };
}

export function descriptionIn(
  advisor: Pick<ProfileTexts, 'description' | 'descriptionFr'>,
  locale: Locale,
): TextInLanguage {
  return inLanguage(advisor.description, advisor.descriptionFr, locale);
}

export function availabilityIn(
  advisor: Pick<ProfileTexts, 'availTimeStr' | 'availTimeStrFr'>,
  locale: Locale,
): TextInLanguage {
  if (locale !== 'en' && advisor.availTimeStrFr === null && isVaries(advisor.availTimeStr)) {
    return { text: copyFor(locale).advisors.varies };
  }
  return inLanguage(advisor.availTimeStr, advisor.availTimeStrFr, locale);
}

/** A profile text operators write in both languages. */
export type ProfileText = 'description' | 'availability';

/** The texts French pages show in English for want of French; none once both are written. */
export function missingFrench(advisor: ProfileTexts): ProfileText[] {
  const missing: ProfileText[] = [];
  if (advisor.descriptionFr === null) missing.push('description');
  if (availabilityIn(advisor, 'fr-CA').lang) missing.push('availability');
  return missing;
}
