import { describe, expect, it } from 'vitest';
import { isWeekStart, weekEndOf } from './week.ts';

describe('isWeekStart', () => {
  it('accepts a Monday', () => {
    expect(isWeekStart('2026-11-23')).toBe(true);
    expect(isWeekStart('2026-12-28')).toBe(true);
  });

  it.each([
    ['2026-11-22'],
    ['2026-11-24'],
    ['2026-02-30'],
    ['2026-11-23T00:00'],
    ['23/11/2026'],
    [''],
  ])('refuses %j', (date) => {
    expect(isWeekStart(date)).toBe(false);
  });
});

describe('weekEndOf', () => {
  it('is the Sunday six days later, across a month and a year', () => {
    expect(weekEndOf('2026-11-23')).toBe('2026-11-29');
    expect(weekEndOf('2026-12-28')).toBe('2027-01-03');
  });
});
