// The customers' own pages' texts (./en/account.ts): a catalogue apart from `copy`, so only the
// pages that show them download them (docs/decisions/055). On the server it follows each
// request's language as `copy` does; the web build compiles one language in
// (scripts/single-language.ts).
import { account } from './en/account.ts';
import { account as frCAAccount } from './fr-CA/account.ts';
import { followingLocale } from './follow-locale.ts';
import type { Locale } from './locale.ts';

export type AccountCopy = typeof account;

const catalogues: Readonly<Record<Locale, AccountCopy>> = { en: account, 'fr-CA': frCAAccount };

export function accountCopyFor(locale: Locale): AccountCopy {
  return catalogues[locale];
}

/** The customers' own pages' texts in the current language (locale.ts). */
export const accountCopy: AccountCopy = followingLocale(catalogues);
