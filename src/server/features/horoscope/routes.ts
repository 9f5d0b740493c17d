// GET /api/horoscope?sign=<sign> (src/shared/api/horoscope.ts): today's reading of a sign. The
// sign is read case-insensitively (the original feed's clients may send "Aries"). The answer is
// worded for the request's language, so shared caches keep one per language.
import type { FastifyPluginAsync } from 'fastify';
import { HoroscopeQuerySchema } from '#shared/api/horoscope.ts';
import { parseInput } from '#server/http/parse-input.ts';
import { requestLocale } from '#server/http/request-locale.ts';
import type { HoroscopeService } from './service.ts';

function lowerCasedSign(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) return query;
  const { sign } = query as { sign?: unknown };
  return typeof sign === 'string' ? { ...query, sign: sign.trim().toLowerCase() } : query;
}

export function horoscopeRoutes(horoscope: HoroscopeService): FastifyPluginAsync {
  return async (app) => {
    app.get('/horoscope', async (request, reply) => {
      const { sign } = parseInput(HoroscopeQuerySchema, lowerCasedSign(request.query));
      const { body, maxAgeSeconds } = await horoscope.today(sign, requestLocale(request));
      return reply
        .header('Cache-Control', `public, max-age=${maxAgeSeconds}`)
        .header('Vary', 'Accept-Language, Cookie')
        .send(body);
    });
  };
}
