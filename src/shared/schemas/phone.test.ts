import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { firstIssueMessage } from './field-errors.ts';
import { PhoneFieldSchema, PhoneNumberSchema } from './phone.ts';

const v = copy.validation;

describe('the phone field takes at least 10 digits and digits only', () => {
  it('accepts 10 and 11 digits', () => {
    expect(PhoneFieldSchema.parse('5145550100')).toBe('5145550100');
    expect(PhoneFieldSchema.parse('15145550100')).toBe('15145550100');
  });

  it.each(['514-555-0100', '514-555', '(514) 5550100', '+15145550100', 'abc'])(
    '"%s" says "Phone number must contain only digits"',
    (input) => {
      expect(firstIssueMessage(PhoneFieldSchema.safeParse(input))).toBe(
        'Phone number must contain only digits',
      );
    },
  );

  it.each(['514555010', '5', '', undefined])(
    '%o says "Phone number must be at least 10 digits."',
    (input) => {
      expect(firstIssueMessage(PhoneFieldSchema.safeParse(input))).toBe(
        'Phone number must be at least 10 digits.',
      );
    },
  );

  it('checks digits before length and shows one message', () => {
    const result = PhoneFieldSchema.safeParse('514-555');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([v.phoneDigitsOnly]);
  });

  it('is bounded at 15 digits', () => {
    expect(PhoneFieldSchema.safeParse('1'.repeat(15)).success).toBe(true);
    expect(firstIssueMessage(PhoneFieldSchema.safeParse('1'.repeat(16)))).toBe(v.phoneTooLong);
  });

  it('drops surrounding spaces', () => {
    expect(PhoneFieldSchema.parse(' 5145550100 ')).toBe('5145550100');
  });
});

describe('a phone number in a request is normalised to its 10 digits', () => {
  it('drops the country code', () => {
    expect(PhoneNumberSchema.parse('15145550100')).toBe('5145550100');
    expect(PhoneNumberSchema.parse('5145550100')).toBe('5145550100');
  });

  it.each(['0145550100', '5141550100', '25145550100', '514555010012'])(
    '"%s" passes the field rules but says "Invalid Phonenumber. Please try again."',
    (input) => {
      expect(firstIssueMessage(PhoneNumberSchema.safeParse(input))).toBe(
        copy.auth.otp.invalidPhone,
      );
    },
  );

  it('keeps the field messages for what the field refuses', () => {
    expect(firstIssueMessage(PhoneNumberSchema.safeParse('514-555'))).toBe(v.phoneDigitsOnly);
    expect(firstIssueMessage(PhoneNumberSchema.safeParse('514555'))).toBe(v.phoneTooShort);
  });
});
