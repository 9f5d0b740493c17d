import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessDate,
  businessDayRange,
  businessMonth,
  businessMonthRange,
  businessWeek,
  previousMonth,
  zonedParts,
  zonedTimeToInstant,
} from './business-time.ts';

describe('business time is Montréal time (America/Toronto)', () => {
  it('reads a UTC instant on the Montréal wall clock, standard time (UTC−5)', () => {
    const p = zonedParts(new Date('2026-11-21T03:30:00Z'));
    expect(p).toMatchObject({ year: 2026, month: 11, day: 20, hour: 22, minute: 30, weekday: 5 });
  });

  it('reads a UTC instant on the Montréal wall clock, daylight time (UTC−4)', () => {
    const p = zonedParts(new Date('2026-07-01T03:30:00Z'));
    expect(p).toMatchObject({ month: 6, day: 30, hour: 23, minute: 30 });
  });

  it('turns a Montréal wall-clock time back into the instant', () => {
    expect(zonedTimeToInstant({ year: 2026, month: 11, day: 1, hour: 0 }).toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
    expect(zonedTimeToInstant({ year: 2026, month: 12, day: 1 }).toISOString()).toBe(
      '2026-12-01T05:00:00.000Z',
    );
  });

  it('resolves the hour skipped by the spring-forward jump to just after the jump', () => {
    // 2026-03-08 02:30 does not exist in Montréal; clocks go from 02:00 EST to 03:00 EDT.
    expect(
      zonedTimeToInstant({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }).toISOString(),
    ).toBe('2026-03-08T07:30:00.000Z');
  });

  it('resolves the hour repeated by the fall-back jump to its first occurrence', () => {
    // 2026-11-01 01:30 happens twice; the first is 01:30 EDT = 05:30 UTC.
    expect(
      zonedTimeToInstant({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }).toISOString(),
    ).toBe('2026-11-01T05:30:00.000Z');
  });

  it('gives today’s business date even when UTC has already moved to tomorrow', () => {
    expect(businessDate(new Date('2026-11-22T04:59:59Z'))).toBe('2026-11-21');
    expect(businessDate(new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-22');
  });

  it('runs the week from Monday to Sunday', () => {
    // Saturday 2026-11-21
    expect(businessWeek(new Date('2026-11-21T15:00:00Z'))).toEqual({
      start: '2026-11-16',
      end: '2026-11-22',
    });
    // Sunday evening in Montréal is still the same week, though it is Monday in UTC.
    expect(businessWeek(new Date('2026-11-23T03:00:00Z'))).toEqual({
      start: '2026-11-16',
      end: '2026-11-22',
    });
    // Monday midnight in Montréal starts the next week.
    expect(businessWeek(new Date('2026-11-23T05:00:00Z'))).toEqual({
      start: '2026-11-23',
      end: '2026-11-29',
    });
  });

  it('names the business month and the month before it', () => {
    expect(businessMonth(new Date('2026-12-01T04:59:00Z'))).toBe('2026-11');
    expect(businessMonth(new Date('2026-12-01T05:00:00Z'))).toBe('2026-12');
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-11')).toBe('2026-10');
  });

  it('spans a month from its first Montréal midnight to the next, across a DST change', () => {
    const { start, end } = businessMonthRange('2026-11');
    expect(start.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(end.toISOString()).toBe('2026-12-01T05:00:00.000Z');
  });

  it('spans a day of 23 hours on the spring-forward date', () => {
    const { start, end } = businessDayRange('2026-03-08');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(23);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
