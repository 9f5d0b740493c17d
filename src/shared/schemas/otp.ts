// The one-time code field (spec §5): six digits, as texted.
import * as z from 'zod/mini';
import { copy } from '#shared/copy/catalogue.ts';

const v = copy.validation;

export const OTP_LENGTH = 6;

/**
 * Length is checked before digits (the spec's order), so "12a" says "OTP must be 6 digits" and
 * "12a456" says "OTP must contain only digits". Surrounding spaces, which a code pasted from a
 * message often brings, are dropped first.
 */
export const OtpCodeSchema = z
  .string({ error: v.otpLength })
  .check(
    z.trim(),
    z.length(OTP_LENGTH, { error: v.otpLength, abort: true }),
    z.regex(/^\d+$/, { error: v.otpDigitsOnly }),
  );
