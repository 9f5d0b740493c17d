// The set-new-password screen (docs/product.md §2, §5): a longer minimum than sign-up, and a confirmation.
// Messages are read when a rule fails, so they are in the language of that moment.
import * as z from 'zod/mini';
import { copy } from '#shared/copy/catalogue.ts';
import { PASSWORD_MAX_LENGTH } from './credentials.ts';

export const NEW_PASSWORD_MIN_LENGTH = 8;

export const NewPasswordSchema = z
  .string({ error: () => copy.validation.resetPasswordTooShort })
  .check(
    z.minLength(NEW_PASSWORD_MIN_LENGTH, { error: () => copy.validation.resetPasswordTooShort }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: () => copy.validation.passwordTooLong }),
  );

/** A mismatch is reported on confirmPassword, even when the password itself is also refused. */
export const ResetPasswordFormSchema = z
  .object({
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: () => copy.validation.passwordsDontMatch }),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      error: () => copy.validation.passwordsDontMatch,
      path: ['confirmPassword'],
    }),
  );
