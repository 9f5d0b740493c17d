// GET /api/horoscope?sign=<sign>: today's reading for a sign, in the spec's response shape
// (docs/product.md §3 "Horoscope response: data with date and horoscope_data"). The answer follows the
// request's language (the built-in reading is written in French for a French visitor), so it
// varies with Accept-Language and the language cookie.
import * as z from 'zod/mini';
import { locales } from '#shared/copy/locale.ts';
import { ZodiacSignSchema } from '#shared/horoscope/signs.ts';

export const HoroscopeQuerySchema = z.strictObject({ sign: ZodiacSignSchema });

export const HoroscopeResponseSchema = z.object({
  data: z.object({
    /** The business date the reading is for, YYYY-MM-DD: the page words it in its language. */
    date: z.string(),
    horoscope_data: z.string(),
    /**
     * The language horoscope_data is written in: the visitor's, or English when the reading
     * exists in English only (the horoscope API's).
     */
    language: z.enum(locales),
  }),
});
export type HoroscopeResponse = z.infer<typeof HoroscopeResponseSchema>;
