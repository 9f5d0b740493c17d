import { describe, expect, it } from 'vitest';
import { formatTaxRate, GST_RATE_PER_100000, QST_RATE_PER_100000, taxFor } from './tax.ts';

describe('sales tax is 14.975 % in integer cents, rounded half up', () => {
  it.each([
    [2500, 374],
    [5000, 749],
    [10_000, 1498],
    [20_000, 2995],
    [3750, 562],
  ])('tax on %i cents is %i cents', (cents, tax) => {
    expect(taxFor(cents).totalTaxCents).toBe(tax);
  });

  it('tax on $100.00 is $14.98, not the $14.97 a floating-point product gives', () => {
    expect(Math.floor(100 * 0.14975 * 100) / 100).toBe(14.97);
    expect(taxFor(10_000).totalTaxCents).toBe(1498);
  });

  it('tax on nothing is nothing', () => {
    expect(taxFor(0)).toEqual({ gstCents: 0, qstCents: 0, totalTaxCents: 0 });
  });

  it('splits the tax into GST at 5 % and QST as the rest, so the receipt lines add up', () => {
    expect(taxFor(5000)).toEqual({ gstCents: 250, qstCents: 499, totalTaxCents: 749 });
    expect(taxFor(10_000)).toEqual({ gstCents: 500, qstCents: 998, totalTaxCents: 1498 });
    expect(taxFor(3750)).toEqual({ gstCents: 188, qstCents: 374, totalTaxCents: 562 });
    // On $10.10, GST 50.5¢ and QST 100.7¢ rounded apart would give 51 + 101 = 152¢, a cent more
    // than the 151¢ charged; QST takes the remainder instead.
    expect(taxFor(1010)).toEqual({ gstCents: 51, qstCents: 100, totalTaxCents: 151 });
    for (let cents = 0; cents <= 30_000; cents += 7) {
      const { gstCents, qstCents, totalTaxCents } = taxFor(cents);
      expect(gstCents + qstCents).toBe(totalTaxCents);
    }
  });

  it('refuses a negative or fractional amount', () => {
    expect(() => taxFor(-100)).toThrow(RangeError);
    expect(() => taxFor(10.5)).toThrow(RangeError);
  });

  it('shows the rates as en-US percentages', () => {
    expect(formatTaxRate()).toBe('14.975%');
    expect(formatTaxRate(GST_RATE_PER_100000)).toBe('5%');
    expect(formatTaxRate(QST_RATE_PER_100000)).toBe('9.975%');
  });

  it('shows the rates as Québec writes them in French: a decimal comma, a no-break space before %', () => {
    expect(formatTaxRate(undefined, 'fr-CA')).toBe('14,975\u00a0%');
    expect(formatTaxRate(GST_RATE_PER_100000, 'fr-CA')).toBe('5\u00a0%');
    expect(formatTaxRate(QST_RATE_PER_100000, 'fr-CA')).toBe('9,975\u00a0%');
  });
});
