// GET /api/horoscope?sign=<sign>: today's reading for a sign, in the spec's response shape
// (spec §3 "Horoscope response: data with date and horoscope_data").
import * as z from 'zod/mini';
import { ZodiacSignSchema } from '#shared/horoscope/signs.ts';

export const HoroscopeQuerySchema = z.strictObject({ sign: ZodiacSignSchema });

export const HoroscopeResponseSchema = z.object({
  data: z.object({
    /** The reading's date as the source words it, e.g. "Nov 21, 2026". */
    date: z.string(),
    horoscope_data: z.string(),
  }),
});
export type HoroscopeResponse = z.infer<typeof HoroscopeResponseSchema>;
