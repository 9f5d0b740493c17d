import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { firstIssueMessage } from './field-errors.ts';
import { OtpCodeSchema } from './otp.ts';

const v = copy.validation;

describe('the one-time code is exactly 6 digits', () => {
  it('accepts six digits, leading zeros kept', () => {
    expect(OtpCodeSchema.parse('012345')).toBe('012345');
  });

  it.each(['12345', '1234567', '', undefined, '12a'])('%o says "OTP must be 6 digits"', (input) => {
    expect(firstIssueMessage(OtpCodeSchema.safeParse(input))).toBe('OTP must be 6 digits');
  });

  it.each(['12a456', '12 456', '١٢٣٤٥٦'])('"%s" says "OTP must contain only digits"', (input) => {
    expect(firstIssueMessage(OtpCodeSchema.safeParse(input))).toBe('OTP must contain only digits');
  });

  it('checks length before digits and shows one message', () => {
    expect(OtpCodeSchema.safeParse('12a').error?.issues.map((issue) => issue.message)).toEqual([
      v.otpLength,
    ]);
  });

  it('drops the spaces a pasted code brings', () => {
    expect(OtpCodeSchema.parse(' 123456\n')).toBe('123456');
  });
});
