import { describe, expect, it } from 'vitest';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { periodErrors, periodFromSearch, presetDays, presetOf } from './period.ts';

describe('the reports’ period', () => {
  it('counts the presets from today, across a year’s end and a leap February', () => {
    expect(presetDays('thisMonth', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetDays('lastMonth', '2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetDays('thisQuarter', '2026-11-26')).toEqual({
      from: '2026-10-01',
      to: '2026-12-31',
    });
    expect(presetDays('thisQuarter', '2026-01-01')).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(presetOf({ from: '2026-10-01', to: '2026-10-31' }, '2026-11-26')).toBe('lastMonth');
    expect(presetOf({ from: '2026-10-02', to: '2026-10-31' }, '2026-11-26')).toBe('custom');
  });

  it('reads the address, falling back to this month by day when it holds none or a bad one', () => {
    const day = '2026-11-26';
    const thisMonth = { from: '2026-11-01', to: '2026-11-30', by: 'day' };
    expect(periodFromSearch(new URLSearchParams(), day)).toEqual({
      period: thisMonth,
      invalid: false,
    });
    expect(
      periodFromSearch(new URLSearchParams('from=2026-10-01&to=2026-10-31&by=week'), day),
    ).toEqual({ period: { from: '2026-10-01', to: '2026-10-31', by: 'week' }, invalid: false });
    for (const bad of [
      'from=2026-10-31&to=2026-10-01&by=day',
      'from=2026-10-01&to=2026-10-31&by=year',
      'from=2025-01-01&to=2026-01-02&by=month',
      'from=2026-10-01',
    ]) {
      expect(periodFromSearch(new URLSearchParams(bad), day), bad).toEqual({
        period: thisMonth,
        invalid: true,
      });
    }
  });

  it('says what is wrong with a custom range, field by field', () => {
    const texts = adminCopy.reports.period;
    expect(periodErrors({ from: '', to: '' })).toEqual([
      { field: 'from', message: texts.fromRequired },
      { field: 'to', message: texts.toRequired },
    ]);
    expect(periodErrors({ from: '2026-10-02', to: '2026-10-01' })).toEqual([
      { field: 'to', message: texts.order },
    ]);
    expect(periodErrors({ from: '2024-01-01', to: '2024-12-31' })).toEqual([]);
    expect(periodErrors({ from: '2024-01-01', to: '2025-01-01' })).toEqual([
      { field: 'to', message: texts.tooLong(366) },
    ]);
  });
});
