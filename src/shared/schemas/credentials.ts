// Email and password of the sign-in / create-account form (docs/product.md §5).
// Messages are read when a rule fails, so they are in the language of that moment.
import * as z from 'zod/mini';
import { copy } from '#shared/copy/catalogue.ts';

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
  .string({ error: () => copy.validation.emailRequired })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: () => copy.validation.emailRequired, abort: true }),
    z.maxLength(EMAIL_MAX_LENGTH, { error: () => copy.validation.emailInvalid, abort: true }),
    z.regex(z.regexes.email, { error: () => copy.validation.emailInvalid }),
  );

/** Not trimmed: spaces are characters of a password like any other. Length counts UTF-16 units. */
export const PasswordSchema = z
  .string({ error: () => copy.validation.passwordTooShort })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, { error: () => copy.validation.passwordTooShort }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: () => copy.validation.passwordTooLong }),
  );

export const CredentialsSchema = z.strictObject({ email: EmailSchema, password: PasswordSchema });
