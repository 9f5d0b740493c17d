// The texts of the long content pages (about, services, contact, pricing, terms, privacy,
// cookies, testimonials, welcome, horoscope): a catalogue of its own, apart from the screens'
// `copy`, so only the pages that show them download them (docs/decisions/018).
import { content } from './en/content.ts';
import { content as frCAContent } from './fr-CA/content.ts';
import { followingLocale } from './follow-locale.ts';
import type { Locale } from './locale.ts';

export type ContentCopy = typeof content;

const catalogues: Readonly<Record<Locale, ContentCopy>> = { en: content, 'fr-CA': frCAContent };

/**
 * @internal For the tests and scripts/single-language.ts, which read one
 * language's content pages; a page reads `contentCopy`, in the language of its build.
 */
export function contentCopyFor(locale: Locale): ContentCopy {
  return catalogues[locale];
}

/** The content texts in the current language (locale.ts). */
export const contentCopy: ContentCopy = followingLocale(catalogues);
