import { describe, expect, it } from 'vitest';
import { centsToDecimalString, decimalStringToCents, formatCad } from './money.ts';

describe('prices are shown in en-US format with a bare dollar sign', () => {
  it.each([
    [5000, '$50.00'],
    [4312, '$43.12'],
    [0, '$0.00'],
    [123_456, '$1,234.56'],
    [5, '$0.05'],
    [-1250, '-$12.50'],
  ])('%i cents is shown as %s', (cents, text) => {
    expect(formatCad(cents)).toBe(text);
  });

  it('refuses fractional cents rather than rounding them silently', () => {
    expect(() => formatCad(208.33)).toThrow(RangeError);
  });
});

describe('payment providers get amounts as plain decimal strings', () => {
  it.each([
    [5000, '50.00'],
    [4312, '43.12'],
    [0, '0.00'],
    [5, '0.05'],
    [123_456, '1234.56'],
    [-1250, '-12.50'],
  ])('%i cents is sent as "%s"', (cents, text) => {
    expect(centsToDecimalString(cents)).toBe(text);
  });

  it('refuses fractional cents', () => {
    expect(() => centsToDecimalString(0.5)).toThrow(RangeError);
  });

  it.each([
    ['50.00', 5000],
    ['43.12', 4312],
    ['50.5', 5050],
    ['50', 5000],
    ['0.07', 7],
    ['-12.50', -1250],
  ])('reads the provider amount "%s" as %i cents', (text, cents) => {
    expect(decimalStringToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '50.001', '1,234.56', '$50.00', '.50'])(
    'does not read "%s" as an amount',
    (text) => {
      expect(decimalStringToCents(text)).toBeNull();
    },
  );
});
