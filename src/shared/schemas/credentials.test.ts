import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { CredentialsSchema, EmailSchema, PasswordSchema } from './credentials.ts';
import { fieldErrors, firstIssueMessage } from './field-errors.ts';

const v = copy.validation;

describe('email', () => {
  it('is trimmed and lower-cased', () => {
    expect(EmailSchema.parse('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
  });

  it.each(['', '   ', undefined, null])('is required: %o gives "Email is required"', (input) => {
    expect(firstIssueMessage(EmailSchema.safeParse(input))).toBe('Email is required');
  });

  it.each([
    'ann',
    'ann@',
    '@example.com',
    'ann@example',
    'ann lee@example.com',
    'ann@@example.com',
  ])('must be a valid address: "%s" gives "Please enter a valid email address"', (input) => {
    expect(firstIssueMessage(EmailSchema.safeParse(input))).toBe(v.emailInvalid);
  });

  it('is refused as invalid beyond 254 characters, and accepted at 254', () => {
    const domain = '@example.com';
    const at254 = 'a'.repeat(254 - domain.length) + domain;
    expect(EmailSchema.safeParse(at254).success).toBe(true);
    expect(firstIssueMessage(EmailSchema.safeParse(`a${at254}`))).toBe(
      'Please enter a valid email address',
    );
  });

  it('shows one message only', () => {
    expect(EmailSchema.safeParse('').error?.issues).toHaveLength(1);
  });
});

describe('sign-in and sign-up password is 6 to 72 characters', () => {
  it('accepts 6 and 72 characters', () => {
    expect(PasswordSchema.safeParse('abcdef').success).toBe(true);
    expect(PasswordSchema.safeParse('a'.repeat(72)).success).toBe(true);
  });

  it('refuses 5 characters with "Password must be at least 6 characters"', () => {
    expect(firstIssueMessage(PasswordSchema.safeParse('abcde'))).toBe(
      'Password must be at least 6 characters',
    );
    expect(firstIssueMessage(PasswordSchema.safeParse(undefined))).toBe(v.passwordTooShort);
  });

  it('refuses 73 characters with "Password must not exceed 72 characters"', () => {
    expect(firstIssueMessage(PasswordSchema.safeParse('a'.repeat(73)))).toBe(
      'Password must not exceed 72 characters',
    );
  });

  it('is not trimmed: spaces count and are kept', () => {
    expect(PasswordSchema.safeParse('  abc ').success).toBe(true);
    expect(PasswordSchema.parse(' secret ')).toBe(' secret ');
    expect(firstIssueMessage(PasswordSchema.safeParse(' abc '))).toBe(v.passwordTooShort);
  });
});

describe('the credentials form', () => {
  it('gives each field its own message', () => {
    expect(fieldErrors(CredentialsSchema.safeParse({ email: ' ', password: '123' }))).toEqual({
      email: v.emailRequired,
      password: v.passwordTooShort,
    });
  });

  it('hands back the cleaned email and the untouched password', () => {
    expect(CredentialsSchema.parse({ email: ' Ann@Example.com', password: ' pass word ' })).toEqual(
      {
        email: 'ann@example.com',
        password: ' pass word ',
      },
    );
  });
});
