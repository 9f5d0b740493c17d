// The texts of the long content pages (about, services, contact, pricing, terms, privacy,
// cookies, testimonials, welcome, horoscope): a catalogue of its own, apart from the screens'
// `copy`, so only the pages that show them download them (docs/decisions/018).
import { content } from './en/content.ts';
import { defaultLocale, type Locale } from './catalogue.ts';

export type ContentCopy = typeof content;

const catalogues: Record<Locale, ContentCopy> = { en: content };

export function contentCopyFor(locale: Locale = defaultLocale): ContentCopy {
  return catalogues[locale];
}

/** The default-language content texts. */
export const contentCopy: ContentCopy = content;
