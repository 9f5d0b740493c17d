// Email and password of the sign-in / create-account form (spec §5).
import * as z from 'zod/mini';
import { copy } from '#shared/copy/catalogue.ts';

const v = copy.validation;

/** The longest address SMTP accepts (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 6;
/** A bound on hashing work and request size, and the spec's limit. */
export const PASSWORD_MAX_LENGTH = 72;

/**
 * Trimmed and lower-cased before it is checked, so " Ann@Example.com " is accepted as
 * "ann@example.com". A missing email reads as an empty one; an overlong one is not a valid address.
 */
export const EmailSchema = z
  .string({ error: v.emailRequired })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: v.emailRequired, abort: true }),
    z.maxLength(EMAIL_MAX_LENGTH, { error: v.emailInvalid, abort: true }),
    z.regex(z.regexes.email, { error: v.emailInvalid }),
  );

/** Not trimmed: spaces are characters of a password like any other. Length counts UTF-16 units. */
export const PasswordSchema = z
  .string({ error: v.passwordTooShort })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, { error: v.passwordTooShort }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: v.passwordTooLong }),
  );

export const CredentialsSchema = z.strictObject({ email: EmailSchema, password: PasswordSchema });
export type Credentials = z.infer<typeof CredentialsSchema>;
