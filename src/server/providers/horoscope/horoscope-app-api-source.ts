// The real horoscope source: a horoscope-app-api deployment over fetch
// (docs/architecture.md §5.4). GET {baseUrl}/api/v1/get-horoscope/daily?sign=Aries&day=TODAY,
// no key. It answers {success, data: {date, horoscope_data}, status}; older deployments answer
// `data` as the plain text, which we date ourselves. Failures become ProviderError: a refusal
// (400, 404) will not pass by retrying, a timeout, a network error or a 5xx may.
// The API scrapes horoscope.com's US pages and has no language option (HORO core/utils.py), so
// its readings are English only; a French page shows them marked as English.
import { z } from 'zod';
import type { ZodiacSign } from '#shared/horoscope/signs.ts';
import { ProviderError, unreachableError } from '../provider-error.ts';
import type { HoroscopeSource } from './port.ts';
import { formatReadingDate } from './reading-date.ts';

export const horoscopeProvider = 'horoscope-app-api';

export interface HoroscopeAppApiOptions {
  /** The deployment's address, without a trailing slash. */
  baseUrl: string;
  /** How long one request may take before it is abandoned (default 4 s: a visitor is waiting). */
  timeoutMs?: number;
  /** fetch by default (createProviders hands one that sends the request id). */
  fetch?: typeof fetch;
}

const defaultTimeoutMs = 4_000;
// A scraped text is a paragraph; anything far longer is not a horoscope.
const maxTextLength = 5_000;
const maxDateLength = 40;

const SuccessSchema = z.object({
  success: z.boolean().optional(),
  data: z.union([
    z.object({ date: z.string(), horoscope_data: z.string() }),
    // Older deployments: the text alone.
    z.string(),
  ]),
});
const ErrorBodySchema = z.object({ message: z.string() });

/** "aries" → "Aries", as the API's examples write signs (it also accepts any case). */
const capitalised = (sign: ZodiacSign) => sign.charAt(0).toUpperCase() + sign.slice(1);

export function createHoroscopeAppApiSource(options: HoroscopeAppApiOptions): HoroscopeSource {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const send = options.fetch ?? fetch;

  return {
    mode: 'api',
    async daily(sign, date) {
      const query = new URLSearchParams({ sign: capitalised(sign), day: 'TODAY' });
      const url = `${options.baseUrl}/api/v1/get-horoscope/daily?${query.toString()}`;
      let response: Response;
      let raw: string;
      try {
        // The timeout covers the body too: a server that sends headers, then stalls, is as slow.
        response = await send(url, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        raw = await response.text();
      } catch (error) {
        throw unreachable(error, timeoutMs);
      }
      const body = parseJson(raw);

      if (!response.ok) throw refused(response.status, body);
      const parsed = SuccessSchema.safeParse(body);
      if (!parsed.success || parsed.data.success === false) {
        throw new ProviderError(horoscopeProvider, 'the API answered without a horoscope', {
          retryable: true,
          status: response.status,
        });
      }
      const { data } = parsed.data;
      const text = (typeof data === 'string' ? data : data.horoscope_data).trim();
      if (text.length === 0 || text.length > maxTextLength) {
        throw new ProviderError(horoscopeProvider, 'the API answered an unusable horoscope text', {
          retryable: true,
          status: response.status,
        });
      }
      const givenDate = typeof data === 'string' ? '' : data.date.trim();
      // The date as the API words it; ours when it gives none (or something that is no date).
      const readingDate =
        givenDate.length > 0 && givenDate.length <= maxDateLength
          ? givenDate
          : formatReadingDate(date);
      return { date: readingDate, text };
    },
  };
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

function refused(status: number, body: unknown): ProviderError {
  const detail = ErrorBodySchema.safeParse(body);
  const message = detail.success ? detail.data.message : `HTTP ${status}`;
  return new ProviderError(horoscopeProvider, `the API refused: ${message}`, {
    // 404 "No such zodiac sign exists" and the 400s about `day` repeat forever; a 5xx (the
    // scraped site down) or a 429 may pass.
    retryable: status >= 500 || status === 429,
    status,
    code: status,
  });
}

function unreachable(error: unknown, timeoutMs: number): ProviderError {
  return unreachableError(horoscopeProvider, 'the API', error, timeoutMs);
}
