// The phone number field (docs/product.md §5), on the phone sign-in and add-phone forms.
// Messages are read when a rule fails, so they are in the language of that moment.
import * as z from 'zod/mini';
import { copy } from '#shared/copy/catalogue.ts';
import { normalizePhone } from '#shared/phone/phone.ts';

export const PHONE_MIN_DIGITS = 10;
/** The longest number E.164 allows; the spec gives no maximum. */
export const PHONE_MAX_DIGITS = 15;

/**
 * Digits are checked before length, so "514-555" says "must contain only digits" rather than
 * "at least 10 digits": the dash is what the customer must fix first. An empty field says
 * "at least 10 digits". Surrounding spaces are dropped.
 */
export const PhoneFieldSchema = z
  .string({ error: () => copy.validation.phoneTooShort })
  .check(
    z.trim(),
    z.regex(/^\d*$/, { error: () => copy.validation.phoneDigitsOnly, abort: true }),
    z.minLength(PHONE_MIN_DIGITS, { error: () => copy.validation.phoneTooShort, abort: true }),
    z.maxLength(PHONE_MAX_DIGITS, { error: () => copy.validation.phoneTooLong }),
  );

/**
 * The field's rules, then normalisation to the 10 stored digits ("15145550100" → "5145550100").
 * A number that passes the field rules but is no North American number (bad area code, 12
 * digits) gets the spec's "Invalid Phonenumber. Please try again.".
 */
export const PhoneNumberSchema = z.pipe(
  PhoneFieldSchema,
  z.transform((input: string, ctx) => {
    const digits = normalizePhone(input);
    if (digits === null) {
      ctx.issues.push({ code: 'custom', message: copy.auth.otp.invalidPhone, input });
      return z.NEVER;
    }
    return digits;
  }),
);
