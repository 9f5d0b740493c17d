// The one-time code field (docs/product.md §5): six digits, as texted.
// Messages are read when a rule fails, so they are in the language of that moment.
import * as z from 'zod/mini';
import { copy } from '#shared/copy/catalogue.ts';

export const OTP_LENGTH = 6;

/**
 * Length is checked before digits (the spec's order), so "12a" says "OTP must be 6 digits" and
 * "12a456" says "OTP must contain only digits". Surrounding spaces, which a code pasted from a
 * message often brings, are dropped first.
 */
export const OtpCodeSchema = z
  .string({ error: () => copy.validation.otpLength })
  .check(
    z.trim(),
    z.length(OTP_LENGTH, { error: () => copy.validation.otpLength, abort: true }),
    z.regex(/^\d+$/, { error: () => copy.validation.otpDigitsOnly }),
  );
