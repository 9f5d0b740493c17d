import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { fieldErrors, firstIssueMessage } from './field-errors.ts';
import { NewPasswordSchema, ResetPasswordFormSchema } from './password-reset.ts';

const v = copy.validation;

describe('a new password is 8 to 72 characters', () => {
  it('refuses 7 characters with "Password must be at least 8 characters"', () => {
    expect(firstIssueMessage(NewPasswordSchema.safeParse('abcdefg'))).toBe(
      'Password must be at least 8 characters',
    );
  });

  it('accepts 8 and 72 characters', () => {
    expect(NewPasswordSchema.safeParse('abcdefgh').success).toBe(true);
    expect(NewPasswordSchema.safeParse('a'.repeat(72)).success).toBe(true);
  });

  it('refuses 73 characters with "Password must not exceed 72 characters"', () => {
    expect(firstIssueMessage(NewPasswordSchema.safeParse('a'.repeat(73)))).toBe(v.passwordTooLong);
  });
});

describe('the confirmation must match the new password', () => {
  it('accepts a matching pair', () => {
    expect(
      ResetPasswordFormSchema.safeParse({ password: 'abcdefgh', confirmPassword: 'abcdefgh' })
        .success,
    ).toBe(true);
  });

  it('says "Passwords don\'t match" on confirmPassword', () => {
    const result = ResetPasswordFormSchema.safeParse({
      password: 'abcdefgh',
      confirmPassword: 'abcdefgi',
    });
    expect(fieldErrors(result)).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('compares exactly: a trailing space is a mismatch', () => {
    const result = ResetPasswordFormSchema.safeParse({
      password: 'abcdefgh',
      confirmPassword: 'abcdefgh ',
    });
    expect(fieldErrors(result)).toEqual({ confirmPassword: v.passwordsDontMatch });
  });

  it('reports a short password and a mismatch together, each on its field', () => {
    const result = ResetPasswordFormSchema.safeParse({ password: 'abc', confirmPassword: 'abd' });
    expect(fieldErrors(result)).toEqual({
      password: v.resetPasswordTooShort,
      confirmPassword: v.passwordsDontMatch,
    });
  });

  it('treats a missing confirmation as a mismatch', () => {
    expect(fieldErrors(ResetPasswordFormSchema.safeParse({ password: 'abcdefgh' }))).toEqual({
      confirmPassword: v.passwordsDontMatch,
    });
  });
});
