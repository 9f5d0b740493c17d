import { describe, expect, it } from 'vitest';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { firstIssueMessage } from './field-errors.ts';
import { isEasyToGuessPin, PhonePinSchema } from './phone-pin.ts';

const rules = accountCopy.phonePin.rules;

describe('the phone PIN is four digits, not among the first guessed', () => {
  it.each(['2580', '0147', '1357', '7890', '0987', '1123'])('accepts %s', (pin) => {
    expect(PhonePinSchema.parse(pin)).toBe(pin);
  });

  it.each(['', '123', '12345', ' 2580', undefined, 2580])('%o: "PIN must be 4 digits"', (pin) => {
    expect(firstIssueMessage(PhonePinSchema.safeParse(pin))).toBe(rules.length);
  });

  it.each(['abcd', '25a0', '2 80', '12.4', '١٢٣٤'])(
    '"%s": "PIN must contain only digits"',
    (pin) => {
      expect(firstIssueMessage(PhonePinSchema.safeParse(pin))).toBe(rules.digitsOnly);
    },
  );

  it.each(['0000', '7777', '0123', '1234', '6789', '9876', '3210'])(
    '%s is too easy to guess',
    (pin) => {
      expect(isEasyToGuessPin(pin)).toBe(true);
      expect(firstIssueMessage(PhonePinSchema.safeParse(pin))).toBe(rules.tooEasy);
    },
  );
});
