import { describe, expect, it } from 'vitest';
import { bundles } from './bundles.ts';
import { formatPricePerMinute, pricePerMinuteCents } from './per-minute.ts';

describe('per-minute price is price / (minutes + free minutes)', () => {
  it('Standard: $50 over 25 minutes is 200¢ a minute', () => {
    expect(pricePerMinuteCents({ priceCents: 5000, minutes: 20, giftMinutes: 5 })).toBe(200);
  });

  it('keeps the fraction: Basic is 2500 / 12 cents a minute', () => {
    expect(pricePerMinuteCents({ priceCents: 2500, minutes: 10, giftMinutes: 2 })).toBeCloseTo(
      208.333,
      3,
    );
  });

  it('shows each package’s per-minute price to the cent', () => {
    expect(bundles.map((bundle) => formatPricePerMinute(bundle))).toEqual([
      '$2.08',
      '$2.00',
      '$1.96',
      '$1.90',
    ]);
  });

  it('shows it as Québec writes prices in French', () => {
    expect(bundles.map((bundle) => formatPricePerMinute(bundle, 'fr-CA'))).toEqual([
      '2,08\u00a0$',
      '2,00\u00a0$',
      '1,96\u00a0$',
      '1,90\u00a0$',
    ]);
  });

  it('rounds a half cent up for display', () => {
    expect(formatPricePerMinute({ priceCents: 201, minutes: 2, giftMinutes: 0 })).toBe('$1.01');
  });
});
