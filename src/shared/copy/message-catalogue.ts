// What the server sends and says, never shown by the web app: emails and text messages
// (messages), and the phone line's spoken prompts (phoneLine). Apart from the screens' `copy` so
// no browser downloads them (docs/decisions/018). An email or text follows its customer's
// language, not the request's, so senders ask for `messageCopyFor(customer's language)`.
import { messages } from './en/messages.ts';
import { phoneLine } from './en/phone-line.ts';
import { messages as frCAMessages } from './fr-CA/messages.ts';
import { phoneLine as frCAPhoneLine } from './fr-CA/phone-line.ts';
import { followingLocale } from './follow-locale.ts';
import type { Locale } from './locale.ts';

export type MessageCopy = typeof messages;
export type PhoneLineCopy = typeof phoneLine;

const messageCatalogues: Readonly<Record<Locale, MessageCopy>> = {
  en: messages,
  'fr-CA': frCAMessages,
};
const phoneLineCatalogues: Readonly<Record<Locale, PhoneLineCopy>> = {
  en: phoneLine,
  'fr-CA': frCAPhoneLine,
};

export function messageCopyFor(locale: Locale): MessageCopy {
  return messageCatalogues[locale];
}

export function phoneLineCopyFor(locale: Locale): PhoneLineCopy {
  return phoneLineCatalogues[locale];
}

/** The emails and text messages in the current language (locale.ts). */
export const messageCopy: MessageCopy = followingLocale(messageCatalogues);
/**
 * The phone-line prompts in the current language (locale.ts).
 *
 * @internal For the tests, which read the prompts they expect from it; the
 * line speaks each call's language with phoneLineCopyFor.
 */
export const phoneLineCopy: PhoneLineCopy = followingLocale(phoneLineCatalogues);
