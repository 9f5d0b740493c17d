// GET /api/horoscope?sign=<sign>: today's reading for one sign (src/shared/api/horoscope.ts).
// One query per sign; the server keeps a reading for the whole day, so a sign opened again
// within the half hour is shown from the cache without asking.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HoroscopeResponseSchema, type HoroscopeResponse } from '#shared/api/horoscope.ts';
import type { ZodiacSign } from '#shared/horoscope/signs.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getHoroscope(
  sign: ZodiacSign,
  { signal }: { signal?: AbortSignal } = {},
): Promise<HoroscopeResponse> {
  const query = new URLSearchParams({ sign }).toString();
  return apiRequest(`/api/horoscope?${query}`, { schema: HoroscopeResponseSchema, signal });
}

export function horoscopeQueryOptions(sign: ZodiacSign) {
  return queryOptions({
    queryKey: ['horoscope', sign],
    queryFn: ({ signal }) => getHoroscope(sign, { signal }),
    staleTime: 30 * 60 * 1000,
  });
}

export function useHoroscope(sign: ZodiacSign) {
  return useQuery(horoscopeQueryOptions(sign));
}
