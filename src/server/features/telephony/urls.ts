// The line's webhook addresses (docs/contracts.md "Phone line"): Twilio calls the voice URL, then
// only the action URLs our TwiML gives it. Absolute, under PUBLIC_URL, because the signature
// Twilio sends is computed over the exact URL it requests. Once the caller's language is known,
// every address carries it (line-language.ts).
import { advisorAudioPath } from '#shared/api/advisors.ts';
import type { Locale } from '#shared/copy/locale.ts';
import { LANGUAGE_PARAM } from './line-language.ts';

export const TELEPHONY_PREFIX = '/api/telephony';

export const telephonyPaths = {
  voice: '/voice',
  language: '/language',
  pin: '/pin',
  menu: '/menu',
  extension: '/extension',
  whisper: '/whisper',
  dialEnded: '/dial-ended',
  presence: '/presence',
  /** "Press 1 to be called back", at a busy advisor (the extension rides along). */
  queueChoice: '/queue-choice',
  /** Twilio's Url of a call-back the line placed (docs/decisions/052). */
  callback: '/callback',
  /** Twilio's StatusCallback of a call-back. */
  callbackStatus: '/callback-status',
} as const;

export function telephonyUrls(publicUrl: string) {
  const at = (path: string, query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
    ).toString();
    return `${publicUrl}${TELEPHONY_PREFIX}${path}${search ? `?${search}` : ''}`;
  };
  return {
    voice: () => at(telephonyPaths.voice),
    language: (attempt: number) => at(telephonyPaths.language, { attempt }),
    pin: (attempt: number, locale: Locale) =>
      at(telephonyPaths.pin, { attempt, [LANGUAGE_PARAM]: locale }),
    menu: (attempt: number, locale: Locale) =>
      at(telephonyPaths.menu, { attempt, [LANGUAGE_PARAM]: locale }),
    extension: (attempt: number, locale: Locale) =>
      at(telephonyPaths.extension, { attempt, [LANGUAGE_PARAM]: locale }),
    whisper: (callId: string, locale: Locale) =>
      at(telephonyPaths.whisper, { call: callId, [LANGUAGE_PARAM]: locale }),
    dialEnded: (callId: string, locale: Locale) =>
      at(telephonyPaths.dialEnded, { call: callId, [LANGUAGE_PARAM]: locale }),
    presence: (locale: Locale) => at(telephonyPaths.presence, { [LANGUAGE_PARAM]: locale }),
    queueChoice: (extension: string, attempt: number, locale: Locale) =>
      at(telephonyPaths.queueChoice, { ext: extension, attempt, [LANGUAGE_PARAM]: locale }),
    callback: (callId: string, locale: Locale) =>
      at(telephonyPaths.callback, { call: callId, [LANGUAGE_PARAM]: locale }),
    callbackStatus: (callId: string, locale: Locale) =>
      at(telephonyPaths.callbackStatus, { call: callId, [LANGUAGE_PARAM]: locale }),
    /**
     * An advisor's recorded greeting for <Play>: the card's public audio address, with the
     * greeting's version so Twilio's cache of an older one is never played.
     */
    greeting: (extension: number, version: string) =>
      `${publicUrl}${advisorAudioPath(String(extension))}?v=${encodeURIComponent(version)}`,
  };
}
