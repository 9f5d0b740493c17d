import { describe, expect, it } from 'vitest';
import { findBundle, type Bundle } from './bundles.ts';
import { orderTotals } from './totals.ts';

function bundle(id: string): Bundle {
  const found = findBundle(id);
  if (!found) throw new Error(`test setup: no ${id}`);
  return found;
}

describe('order totals', () => {
  it.each([
    ['bundle-10', 2500, 374, 2874],
    ['bundle-20', 5000, 749, 5749],
    ['bundle-40', 10_000, 1498, 11_498],
    ['bundle-80', 20_000, 2995, 22_995],
  ])('%s without a coupon costs its price plus tax', (id, price, tax, total) => {
    const totals = orderTotals(bundle(id));
    expect(totals).toMatchObject({ priceCents: price, discountCents: 0, taxableCents: price });
    expect(totals.taxCents).toBe(tax);
    expect(totals.totalCents).toBe(total);
  });

  it('WELCOME25 on Standard ($50): $12.50 off, tax $5.62 on $37.50, total $43.12', () => {
    expect(orderTotals(bundle('bundle-20'), { type: 'percentage_off', value: 25 })).toEqual({
      priceCents: 5000,
      discountCents: 1250,
      taxableCents: 3750,
      gstCents: 188,
      qstCents: 374,
      taxCents: 562,
      totalCents: 4312,
      minutes: 20,
      giftMinutes: 5,
      bonusMinutes: 0,
      totalMinutes: 25,
    });
  });

  it('a purchase adds paid, free and coupon bonus minutes', () => {
    expect(orderTotals(bundle('bundle-40'))).toMatchObject({ bonusMinutes: 0, totalMinutes: 51 });
    expect(orderTotals(bundle('bundle-40'), { type: 'bonus_minutes', value: 5 })).toMatchObject({
      bonusMinutes: 5,
      totalMinutes: 56,
      totalCents: 11_498,
    });
  });

  it('a percentage bonus counts the paid minutes only, not the free ones', () => {
    // 10 % of Premium's 40 paid minutes is 4; counting its 11 free minutes would make it 5.
    expect(
      orderTotals(bundle('bundle-40'), { type: 'percentage_bonus_minutes', value: 10 }),
    ).toMatchObject({ bonusMinutes: 4, totalMinutes: 55, discountCents: 0 });
  });

  it('a discount of 100 % or more makes the order free, never negative', () => {
    expect(orderTotals(bundle('bundle-20'), { type: 'percentage_off', value: 100 })).toMatchObject({
      discountCents: 5000,
      taxableCents: 0,
      taxCents: 0,
      totalCents: 0,
    });
    expect(orderTotals(bundle('bundle-20'), { type: 'percentage_off', value: 120 })).toMatchObject({
      discountCents: 5000,
      totalCents: 0,
    });
  });

  it('the receipt lines always add up to the total', () => {
    for (const id of ['bundle-10', 'bundle-20', 'bundle-40', 'bundle-80']) {
      for (const value of [0, 5, 10, 15, 20, 25, 33.3]) {
        const t = orderTotals(bundle(id), { type: 'percentage_off', value });
        expect(t.priceCents - t.discountCents).toBe(t.taxableCents);
        expect(t.gstCents + t.qstCents).toBe(t.taxCents);
        expect(t.taxableCents + t.taxCents).toBe(t.totalCents);
      }
    }
  });
});
