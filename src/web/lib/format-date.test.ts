import { describe, expect, it } from 'vitest';
import { formatBusinessDate, formatBusinessDateTime, formatCalendarDate } from './format-date.ts';
import { inPageLanguage } from '#tests/support/web/page-language.ts';

describe('dates in the customer area', () => {
  it('are read on Montréal’s clock: 2 am UTC is still the evening before there', () => {
    expect(formatBusinessDate('2026-11-21T02:30:00.000Z')).toBe('Nov 20, 2026');
    expect(formatBusinessDateTime('2026-11-21T02:30:00.000Z')).toBe('Nov 20, 2026, 9:30 PM');
  });

  it('follow daylight saving time', () => {
    expect(formatBusinessDateTime('2026-07-01T16:05:00.000Z')).toBe('Jul 1, 2026, 12:05 PM');
  });

  it('show a calendar date as the same day everywhere', () => {
    expect(formatCalendarDate('1990-03-04')).toBe('Mar 4, 1990');
    expect(formatCalendarDate('2000-01-01')).toBe('Jan 1, 2000');
  });

  it('show what is not a date as it came', () => {
    expect(formatBusinessDate('soon')).toBe('soon');
    expect(formatCalendarDate('1990-3-4')).toBe('1990-3-4');
  });
});

describe('dates in the customer area in French', () => {
  it('are written as Québec writes them, on the 24-hour clock', () => {
    expect(formatBusinessDate('2026-11-21T15:15:00.000Z', 'fr-CA')).toBe('21 nov. 2026');
    expect(formatBusinessDateTime('2026-11-21T15:15:00.000Z', 'fr-CA')).toBe(
      '21 nov. 2026, 10 h 15',
    );
    expect(formatBusinessDateTime('2026-11-21T02:30:00.000Z', 'fr-CA')).toBe(
      '20 nov. 2026, 21 h 30',
    );
    expect(formatCalendarDate('1990-03-04', 'fr-CA')).toBe('4 mars 1990');
  });

  it('follow the page’s language when none is given', () => {
    inPageLanguage('fr-CA', () => {
      expect(formatBusinessDate('2026-07-01T16:05:00.000Z')).toBe('1 juill. 2026');
      expect(formatBusinessDateTime('2026-07-01T16:05:00.000Z')).toBe('1 juill. 2026, 12 h 05');
    });
    expect(formatBusinessDate('2026-07-01T16:05:00.000Z')).toBe('Jul 1, 2026');
  });
});
