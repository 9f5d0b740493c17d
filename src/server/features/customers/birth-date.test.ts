// The profile's birth date rules (docs/product.md §10.15): a real date, in the past, 18 or older on
// today's business date.
import { describe, expect, it } from 'vitest';
import { birthDateRefusal, fullYearsBetween } from './birth-date.ts';

describe('birthDateRefusal', () => {
  const today = '2026-11-21';

  it('refuses dates that do not exist on the calendar', () => {
    for (const date of ['2000-02-30', '2001-02-29', '2000-13-01', '2000-00-10', '2000-04-31']) {
      expect(birthDateRefusal(date, today), date).toBe('invalid');
    }
  });

  it('refuses years before 1900, which no living customer was born in', () => {
    expect(birthDateRefusal('0000-01-01', today)).toBe('invalid');
    expect(birthDateRefusal('1899-12-31', today)).toBe('invalid');
    expect(birthDateRefusal('1900-01-01', today)).toBeNull();
  });

  it('refuses today and any later date as not in the past', () => {
    expect(birthDateRefusal('2026-11-21', today)).toBe('future');
    expect(birthDateRefusal('2030-01-01', today)).toBe('future');
  });

  it('accepts the 18th birthday itself and refuses the day before it', () => {
    expect(birthDateRefusal('2008-11-21', today)).toBeNull();
    expect(birthDateRefusal('2008-11-22', today)).toBe('too_young');
    expect(birthDateRefusal('2026-11-20', today)).toBe('too_young');
  });

  it('accepts a leap day birth date and counts its birthday as 1 March in common years', () => {
    expect(birthDateRefusal('2000-02-29', today)).toBeNull();
    expect(fullYearsBetween('2008-02-29', '2026-02-28')).toBe(17);
    expect(fullYearsBetween('2008-02-29', '2026-03-01')).toBe(18);
    expect(fullYearsBetween('2008-02-29', '2028-02-29')).toBe(20);
  });
});
