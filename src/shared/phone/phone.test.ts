import { describe, expect, it } from 'vitest';
import {
  lastTenDigits,
  normalizePhone,
  northAmericanCallerId,
  toDialNumber,
  toE164,
} from './phone.ts';

describe('a phone number is normalised to 10 North American digits', () => {
  it.each([
    ['+1 (514) 555-0100', '5145550100'],
    ['15145550100', '5145550100'],
    ['5145550100', '5145550100'],
    ['514.555.0100', '5145550100'],
    ['1-888-555-0142', '8885550142'],
    [' (514) 555 0100 ', '5145550100'],
  ])('"%s" becomes %s', (input, digits) => {
    expect(normalizePhone(input)).toBe(digits);
  });

  it.each([
    ['514555010', 'too short'],
    ['514555010012', 'too long'],
    ['25145550100', '11 digits not starting with the country code 1'],
    ['0145550100', 'area code starting with 0'],
    ['1145550100', 'area code starting with 1'],
    ['5140550100', 'exchange starting with 0'],
    ['5141550100', 'exchange starting with 1'],
    ['+44 20 7946 0958', 'not North American'],
    ['', 'empty'],
    ['phone', 'no digits'],
  ])('"%s" is refused (%s)', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('a caller ID is recognised only as +1 and a valid North American number', () => {
  it('reads the 10 digits of +1 and a North American number', () => {
    expect(northAmericanCallerId('+15145550100')).toBe('5145550100');
  });

  it.each([
    ['+445145550100', 'another country code with the same 10 digits'],
    ['+3315145550100', 'another country code ending in 1 and the same 10 digits'],
    ['0115145550100', 'an international prefix'],
    ['15145550100', 'no plus sign'],
    ['5145550100', 'no country code'],
    ['+1 (514) 555-0100', 'punctuation: Twilio sends E.164 only'],
    ['+1514555010', 'too short'],
    ['+151455501001', 'too long'],
    ['+10145550100', 'an area code starting with 0'],
    ['+15141550100', 'an exchange starting with 1'],
    ['anonymous', 'a withheld number'],
    ['', 'nothing'],
  ])('"%s" is no caller ID to recognise (%s)', (from) => {
    expect(northAmericanCallerId(from)).toBeNull();
  });
});

describe('the last 10 digits, for display', () => {
  it.each([
    ['+15145550100', '5145550100'],
    ['15145550100', '5145550100'],
    ['5145550100', '5145550100'],
    ['+1 (514) 555-0100', '5145550100'],
    ['0115145550100', '5145550100'],
  ])('"%s" is looked up as %s', (input, digits) => {
    expect(lastTenDigits(input)).toBe(digits);
  });

  it.each(['', 'anonymous', '+266696687', '555-0100'])(
    '"%s" has no 10 digits to look up',
    (input) => {
      expect(lastTenDigits(input)).toBeNull();
    },
  );
});

describe('dial forms', () => {
  it('prefixes 1 to a 10-digit number to dial it', () => {
    expect(toDialNumber('5145550100')).toBe('15145550100');
    expect(toDialNumber('15145550100')).toBe('15145550100');
    expect(toDialNumber('514555010')).toBeNull();
  });

  it('writes the number in E.164 for SMS and telephony', () => {
    expect(toE164('5145550100')).toBe('+15145550100');
    expect(toE164('+1 (514) 555-0100')).toBe('+15145550100');
    expect(toE164('0145550100')).toBeNull();
  });
});
