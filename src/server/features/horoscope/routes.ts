// GET /api/horoscope?sign=<sign> (src/shared/api/horoscope.ts): today's reading of a sign. The
// sign is read case-insensitively (the original feed's clients may send "Aries"). The answer is
// worded for the request's language, so shared caches keep one per language.
import { HoroscopeQuerySchema } from '#shared/api/horoscope.ts';
import * as z from 'zod/mini';
import type { RoutesPlugin } from '#server/http/route-schemas.ts';
import { requestLocale } from '#server/http/request-locale.ts';
import type { HoroscopeService } from './service.ts';

function lowerCasedSign(query: unknown): unknown {
  if (typeof query !== 'object' || query === null || !('sign' in query)) return query;
  const { sign } = query;
  return typeof sign === 'string' ? { ...query, sign: sign.trim().toLowerCase() } : query;
}

const QuerySchema = z.pipe(
  z.transform((query: unknown): unknown => lowerCasedSign(query)),
  HoroscopeQuerySchema,
);

export function horoscopeRoutes(horoscope: HoroscopeService): RoutesPlugin {
  return async (app) => {
    app.get('/horoscope', { schema: { querystring: QuerySchema } }, async (request, reply) => {
      const { sign } = request.query;
      const { body, maxAgeSeconds } = await horoscope.today(sign, requestLocale(request));
      return reply
        .header('Cache-Control', `public, max-age=${maxAgeSeconds}`)
        .header('Vary', 'Accept-Language, Cookie')
        .send(body);
    });
  };
}
