// The language a request is answered in (docs/decisions/020): the visitor's choice (the language
// cookie the FR/EN switch sets), else the first of French or English in the browser's
// Accept-Language, else French. Server code reads texts through `copy`, which follows the
// language of the request being answered; the request is found through its work context
// (http/request-context.ts), and its language is worked out only when a text is first read (a
// static file never asks).
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  defaultLocale,
  followLocale,
  isLocale,
  unpreferredLocale,
  type Locale,
} from '#shared/copy/locale.ts';
import { currentWork } from '#server/logging/work-context.ts';

/** Remembers the visitor's language for a year; not httpOnly-sensitive, but no script needs it. */
export const LANGUAGE_COOKIE = 'lumina_lang';
const languageCookieMaxAge = 365 * 24 * 60 * 60;

/** The first of our languages the Accept-Language header prefers, or null when it names neither. */
export function preferredLocale(acceptLanguage: string | undefined): Locale | null {
  if (!acceptLanguage) return null;
  let best: { locale: Locale; weight: number } | null = null;
  for (const part of acceptLanguage.split(',', 20)) {
    const [range = '', ...parameters] = part.trim().toLowerCase().split(';');
    const language = range.split('-', 1)[0];
    const locale: Locale | null = language === 'fr' ? 'fr-CA' : language === 'en' ? 'en' : null;
    if (!locale) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!(weight > 0)) continue;
    // Ties keep the earlier entry: browsers list languages in the visitor's order.
    if (!best || weight > best.weight) best = { locale, weight };
  }
  return best?.locale ?? null;
}

/** The language cookie's value when it names one of our languages. */
export function chosenLocale(request: FastifyRequest): Locale | null {
  const value = request.cookies?.[LANGUAGE_COOKIE];
  return isLocale(value) ? value : null;
}

export function requestLocale(request: FastifyRequest): Locale {
  return (
    chosenLocale(request) ??
    preferredLocale(request.headers['accept-language']) ??
    unpreferredLocale
  );
}

export function rememberLocale(reply: FastifyReply, locale: Locale, secure: boolean): void {
  reply.setCookie(LANGUAGE_COOKIE, locale, {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure,
    maxAge: languageCookieMaxAge,
  });
}

/** Makes `copy` and the formats follow the language of the request being answered. */
export function followRequestLocale(): void {
  followLocale(() => currentWork()?.locale?.() ?? defaultLocale);
}

/** The request's language, worked out once, on first use. */
export function lazyRequestLocale(request: FastifyRequest): () => Locale {
  let locale: Locale | undefined;
  return () => (locale ??= requestLocale(request));
}
