import { describe, expect, it } from 'vitest';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { BundleIdSchema, bundles, findBundle } from './bundles.ts';

describe('the four packages of docs/product.md §9', () => {
  it('are Basic, Standard, Premium and Ultimate with their minutes, free minutes, prices and cashback', () => {
    expect(
      bundles.map(({ id, name, minutes, giftMinutes, priceCents, cashbackPercent }) => ({
        id,
        name,
        minutes,
        giftMinutes,
        priceCents,
        cashbackPercent,
      })),
    ).toEqual([
      {
        id: 'bundle-10',
        name: 'Basic',
        minutes: 10,
        giftMinutes: 2,
        priceCents: 2500,
        cashbackPercent: 0,
      },
      {
        id: 'bundle-20',
        name: 'Standard',
        minutes: 20,
        giftMinutes: 5,
        priceCents: 5000,
        cashbackPercent: 1,
      },
      {
        id: 'bundle-40',
        name: 'Premium',
        minutes: 40,
        giftMinutes: 11,
        priceCents: 10_000,
        cashbackPercent: 2,
      },
      {
        id: 'bundle-80',
        name: 'Ultimate',
        minutes: 80,
        giftMinutes: 25,
        priceCents: 20_000,
        cashbackPercent: 3,
      },
    ]);
  });

  it('flag only bundle-20 as the best package', () => {
    expect(bundles.filter((b) => b.isBestPackage).map((b) => b.id)).toEqual(['bundle-20']);
  });

  it('each offer one-on-one reading, choice of reading type and satisfaction guaranteed', () => {
    for (const b of bundles) {
      expect(b.features.map((key) => accountCopy.purchase.packageFeatures[key])).toEqual([
        'One-on-one reading',
        'Choice of reading type',
        'Satisfaction guaranteed',
      ]);
    }
  });

  it('cannot be changed by a caller', () => {
    const basic = bundles[0];
    expect(() => {
      (basic as { priceCents: number }).priceCents = 1;
    }).toThrow(TypeError);
    expect(Object.isFrozen(bundles)).toBe(true);
  });
});

describe('finding a package by id', () => {
  it('finds a known id', () => {
    expect(findBundle('bundle-40')?.name).toBe('Premium');
  });

  it.each(['bundle-15', '', 'BUNDLE-10', null, undefined])('yields nothing for %s', (id) => {
    expect(findBundle(id)).toBeNull();
  });

  it('refuses an unknown id in a request with "Invalid bundle selected"', () => {
    expect(BundleIdSchema.safeParse('bundle-20').success).toBe(true);
    const result = BundleIdSchema.safeParse('bundle-15');
    expect(result.error?.issues[0]?.message).toBe(accountCopy.purchase.payment.invalidBundle);
  });
});
