// The texts of the operators' back office (/admin, docs/decisions/045): a catalogue of its own,
// apart from the screens' `copy`, so no customer's page downloads it (docs/decisions/018). The
// back office's build swaps `adminCopy` for its language's catalogue alone, as it does `copy`
// (scripts/single-language.ts).
import { admin } from './en/admin.ts';
import { admin as frCAAdmin } from './fr-CA/admin.ts';
import { followingLocale } from './follow-locale.ts';
import type { Locale } from './locale.ts';

export type AdminCopy = typeof admin;

const catalogues: Readonly<Record<Locale, AdminCopy>> = { en: admin, 'fr-CA': frCAAdmin };

/** @internal For the tests, which read one language's back-office texts. */
export function adminCopyFor(locale: Locale): AdminCopy {
  return catalogues[locale];
}

/** The back office's texts in the current language (locale.ts). */
export const adminCopy: AdminCopy = followingLocale(catalogues);
