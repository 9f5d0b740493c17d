import { describe, expect, it } from 'vitest';
import { followLocale } from '#shared/copy/locale.ts';
import { centsToDecimalString, decimalStringToCents, formatCad } from './money.ts';

// fr-CA separates thousands and puts the dollar sign after the amount with U+00A0 (no-break
// space), so "1 234,56 $" never breaks across lines.
const nbsp = '\u00a0';

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

describe('prices are shown as Québec writes them in French', () => {
  it.each([
    [5000, `50,00${nbsp}$`],
    [4312, `43,12${nbsp}$`],
    [0, `0,00${nbsp}$`],
    [123_456, `1${nbsp}234,56${nbsp}$`],
    [5, `0,05${nbsp}$`],
    [-1250, `-12,50${nbsp}$`],
  ])('%i cents is shown as %s', (cents, text) => {
    expect(formatCad(cents, 'fr-CA')).toBe(text);
  });

  it('follow the current language when none is given', () => {
    expect(formatCad(5000)).toBe('$50.00');
    const previous = followLocale(() => 'fr-CA');
    try {
      expect(formatCad(5000)).toBe(`50,00${nbsp}$`);
      expect(formatCad(5000, 'en')).toBe('$50.00');
    } finally {
      followLocale(previous);
    }
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
