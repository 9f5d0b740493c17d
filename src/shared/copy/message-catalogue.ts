// What the server sends and says, never shown by the web app: emails and text messages
// (messages), and the phone line's spoken prompts (phoneLine). Apart from the screens' `copy` so
// no browser downloads them (docs/decisions/018).
import { messages } from './en/messages.ts';
import { phoneLine } from './en/phone-line.ts';
import { defaultLocale, type Locale } from './catalogue.ts';

export type MessageCopy = typeof messages;
export type PhoneLineCopy = typeof phoneLine;

const messageCatalogues: Record<Locale, MessageCopy> = { en: messages };
const phoneLineCatalogues: Record<Locale, PhoneLineCopy> = { en: phoneLine };

export function messageCopyFor(locale: Locale = defaultLocale): MessageCopy {
  return messageCatalogues[locale];
}

export function phoneLineCopyFor(locale: Locale = defaultLocale): PhoneLineCopy {
  return phoneLineCatalogues[locale];
}

/** The default-language emails and text messages. */
export const messageCopy: MessageCopy = messages;
/** The default-language phone-line prompts. */
export const phoneLineCopy: PhoneLineCopy = phoneLine;
