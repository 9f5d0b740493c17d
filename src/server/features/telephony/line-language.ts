// The language the line speaks to one caller (issue 10, docs/decisions/013): a recognised
// customer's account language; otherwise the caller's choice at a first prompt that offers each
// language in its own words, French first, each on its own key. Twilio sends no language, so the
// line never follows the request's: once known, the language rides on every URL the line gives
// Twilio (`lang`), which Twilio signs with the rest.
import type twilio from 'twilio';
import { isLocale, locales, unpreferredLocale, type Locale } from '#shared/copy/locale.ts';

/** The query parameter that carries the line's language from one webhook to the next. */
export const LANGUAGE_PARAM = 'lang';

/** How many times the language prompt is played before the line goes on in French. */
export const MAX_LANGUAGE_PROMPTS = 2;

/**
 * Nobody chose (silence, another key), or nothing says: French, the language the Charter wants
 * offered first and the one the site speaks to a visitor who prefers neither.
 */
export const fallbackLineLocale: Locale = unpreferredLocale;

/** The key that chooses `locale` at the prompt: the languages in `locales` order, from 1. */
export const languageKey = (locale: Locale): string => String(locales.indexOf(locale) + 1);

/** The language a key chooses at the prompt, or null for any other key (or none). */
export function localeOfKey(digits: string | undefined): Locale | null {
  return locales.find((locale) => languageKey(locale) === digits) ?? null;
}

/** The language the previous answer put on this request's URL (its query), if any. */
export function lineLocaleOf(query: { [LANGUAGE_PARAM]?: string | undefined }): Locale | null {
  const value = query[LANGUAGE_PARAM];
  return isLocale(value) ? value : null;
}

// <Say>'s attributes: the first parameter of say(attributes, message).
type SayAttributes = Parameters<twilio.twiml.VoiceResponse['say']>[0];

/**
 * Twilio's <Say> language and voice for each of our languages. The account's default voice
 * ("man") speaks no Canadian French, so both are named: Amazon Polly's standard voices for
 * Canadian French and American English (the spec's English formats are American).
 */
const sayVoices: Readonly<Record<Locale, Required<Pick<SayAttributes, 'language' | 'voice'>>>> = {
  'fr-CA': { language: 'fr-CA', voice: 'Polly.Chantal' },
  en: { language: 'en-US', voice: 'Polly.Joanna' },
};

export const sayVoiceFor = (locale: Locale) => sayVoices[locale];
