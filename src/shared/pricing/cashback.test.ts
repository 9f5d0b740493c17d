import { describe, expect, it } from 'vitest';
import { bundles } from './bundles.ts';
import { cashbackMinutes } from './cashback.ts';

const standard = { minutes: 20, cashbackPercent: 1 };
const premium = { minutes: 40, cashbackPercent: 2 };
const ultimate = { minutes: 80, cashbackPercent: 3 };
const basic = { minutes: 10, cashbackPercent: 0 };

describe('monthly cashback is ceil(Σ paid minutes × percent / 100)', () => {
  it('a 20-minute package at 1 % gives 1 bonus minute (spec example)', () => {
    expect(cashbackMinutes([standard])).toBe(1);
  });

  it('rounds a fraction of a minute up: Premium (0.8) gives 1, Ultimate (2.4) gives 3', () => {
    expect(cashbackMinutes([premium])).toBe(1);
    expect(cashbackMinutes([ultimate])).toBe(3);
  });

  it('sums mixed percents first and rounds up once', () => {
    // 20 × 1 + 40 × 2 = 100 → 1 minute; rounding each purchase would give 2.
    expect(cashbackMinutes([standard, premium])).toBe(1);
    // 20 + 80 + 240 = 340 → 4 minutes; rounding each would give 1 + 1 + 3 = 5.
    expect(cashbackMinutes([standard, premium, ultimate])).toBe(4);
    expect(cashbackMinutes([standard, standard, standard])).toBe(1);
    expect(cashbackMinutes(Array.from({ length: 5 }, () => standard))).toBe(1);
    expect(cashbackMinutes(Array.from({ length: 6 }, () => standard))).toBe(2);
  });

  it('gives nothing for Basic purchases or no purchases', () => {
    expect(cashbackMinutes([basic, basic])).toBe(0);
    expect(cashbackMinutes([])).toBe(0);
  });

  it('counts the package minutes with the package cashback percent', () => {
    const purchases = bundles.map((b) => ({
      minutes: b.minutes,
      cashbackPercent: b.cashbackPercent,
    }));
    expect(cashbackMinutes(purchases)).toBe(4);
  });

  it('refuses fractional or negative figures', () => {
    expect(() => cashbackMinutes([{ minutes: 20, cashbackPercent: 0.01 }])).toThrow(RangeError);
    expect(() => cashbackMinutes([{ minutes: -20, cashbackPercent: 1 }])).toThrow(RangeError);
  });
});
