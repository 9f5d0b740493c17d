// The visitor's language (issue 10, the FR/EN switch): PUT /api/language remembers the choice in
// the language cookie for every visitor and, for a signed-in customer, on the account as well, so
// the emails, texts and phone line follow it too. A visitor need not be signed in.
import * as z from 'zod/mini';
import { copy } from '#shared/copy/catalogue.ts';
import { locales } from '#shared/copy/locale.ts';

/** One of the product's languages ('fr-CA' or 'en'). */
export const LanguageSchema = z.enum(locales, { error: () => copy.errors.invalidRequest });

/** PUT /api/language → 204, the `lumina_lang` cookie set (and the account's language, signed in). */
export const LanguageChoiceRequestSchema = z.strictObject({ language: LanguageSchema });
export type LanguageChoiceRequest = z.infer<typeof LanguageChoiceRequestSchema>;
