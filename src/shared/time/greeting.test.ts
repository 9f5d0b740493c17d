import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { greetingLabel, greetingPeriod } from './greeting.ts';

describe('the greeting is Good Evening from 18:00 to 05:59 and Good Morning otherwise', () => {
  it.each([18, 19, 23, 0, 3, 5])('%i h is evening', (hour) => {
    expect(greetingPeriod(hour)).toBe('evening');
  });

  it.each([6, 9, 12, 17])('%i h is morning', (hour) => {
    expect(greetingPeriod(hour)).toBe('morning');
  });

  it('refuses an hour outside 0–23', () => {
    expect(() => greetingPeriod(24)).toThrow(RangeError);
    expect(() => greetingPeriod(-1)).toThrow(RangeError);
    expect(() => greetingPeriod(6.5)).toThrow(RangeError);
  });

  it('reads the words from the catalogue', () => {
    expect(greetingLabel('morning')).toBe(copy.navigation.greetingMorning);
    expect(greetingLabel('evening')).toBe('Good Evening');
  });
});
