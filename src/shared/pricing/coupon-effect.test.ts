import { describe, expect, it } from 'vitest';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import {
  couponAppliedMessage,
  couponBonusMinutes,
  couponDiscountCents,
  CouponEffectSchema,
} from './coupon-effect.ts';

describe('a percentage_off coupon discounts the price by its percent, rounded half up', () => {
  it('25 % off $50.00 is $12.50', () => {
    expect(couponDiscountCents({ type: 'percentage_off', value: 25 }, 5000)).toBe(1250);
  });

  it('rounds a half cent up: 15 % off $0.10 is 2¢ (1.5¢)', () => {
    expect(couponDiscountCents({ type: 'percentage_off', value: 15 }, 10)).toBe(2);
    expect(couponDiscountCents({ type: 'percentage_off', value: 14 }, 10)).toBe(1);
  });

  it('handles a fractional percent exactly: 12.5 % off $25.00 is $3.13 (312.5¢)', () => {
    expect(couponDiscountCents({ type: 'percentage_off', value: 12.5 }, 2500)).toBe(313);
  });

  it('never discounts more than the price', () => {
    expect(couponDiscountCents({ type: 'percentage_off', value: 150 }, 5000)).toBe(5000);
  });

  it('gives no discount for a bonus coupon or no coupon', () => {
    expect(couponDiscountCents({ type: 'bonus_minutes', value: 5 }, 5000)).toBe(0);
    expect(couponDiscountCents(null, 5000)).toBe(0);
  });
});

describe('bonus coupons add minutes', () => {
  it('bonus_minutes adds floor(value) minutes', () => {
    expect(couponBonusMinutes({ type: 'bonus_minutes', value: 5 }, 20)).toBe(5);
    expect(couponBonusMinutes({ type: 'bonus_minutes', value: 5.9 }, 20)).toBe(5);
  });

  it('percentage_bonus_minutes adds floor(value × package minutes / 100)', () => {
    expect(couponBonusMinutes({ type: 'percentage_bonus_minutes', value: 10 }, 20)).toBe(2);
    expect(couponBonusMinutes({ type: 'percentage_bonus_minutes', value: 15 }, 10)).toBe(1);
    expect(couponBonusMinutes({ type: 'percentage_bonus_minutes', value: 25 }, 40)).toBe(10);
    expect(couponBonusMinutes({ type: 'percentage_bonus_minutes', value: 5 }, 10)).toBe(0);
  });

  it('a percentage_off coupon adds no minutes', () => {
    expect(couponBonusMinutes({ type: 'percentage_off', value: 25 }, 20)).toBe(0);
    expect(couponBonusMinutes(undefined, 20)).toBe(0);
  });
});

describe('the toast after applying a coupon', () => {
  it('names the discount percent for percentage_off', () => {
    expect(couponAppliedMessage({ type: 'percentage_off', value: 25 }, 20)).toBe(
      accountCopy.purchase.coupon.percentApplied(25),
    );
    expect(couponAppliedMessage({ type: 'percentage_off', value: 25 }, 20)).toBe(
      '25% discount applied!',
    );
  });

  it('names the minutes actually added for both bonus types', () => {
    expect(couponAppliedMessage({ type: 'bonus_minutes', value: 5 }, 20)).toBe(
      '5 bonus minutes added!',
    );
    expect(couponAppliedMessage({ type: 'percentage_bonus_minutes', value: 10 }, 40)).toBe(
      accountCopy.purchase.coupon.bonusMinutesAdded(4),
    );
  });
});

describe('the coupon effect schema', () => {
  it('accepts the three types with a non-negative value', () => {
    expect(CouponEffectSchema.parse({ type: 'percentage_bonus_minutes', value: 12.5 })).toEqual({
      type: 'percentage_bonus_minutes',
      value: 12.5,
    });
  });

  it.each([
    { type: 'free_reading', value: 1 },
    { type: 'bonus_minutes', value: -1 },
    { type: 'bonus_minutes', value: Number.POSITIVE_INFINITY },
    { type: 'percentage_off' },
  ])('refuses %o', (effect) => {
    expect(CouponEffectSchema.safeParse(effect).success).toBe(false);
  });
});
