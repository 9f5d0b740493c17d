import { describe, expect, it } from 'vitest';
import { followLocale } from '#shared/copy/locale.ts';
import { formatClockTime } from './clock-time.ts';

describe('a time of day from a schedule', () => {
  it('stays as the schedule writes it in English, on the 24-hour clock', () => {
    expect(formatClockTime('09:00', 'en')).toBe('09:00');
    expect(formatClockTime('13:30', 'en')).toBe('13:30');
    expect(formatClockTime('00:00', 'en')).toBe('00:00');
    expect(formatClockTime('23:59', 'en')).toBe('23:59');
  });

  it('is written as Québec writes it in French: "9 h", "13 h 30", no "h 00" on the hour', () => {
    expect(formatClockTime('09:00', 'fr-CA')).toBe('9 h');
    expect(formatClockTime('21:00', 'fr-CA')).toBe('21 h');
    expect(formatClockTime('13:30', 'fr-CA')).toBe('13 h 30');
    expect(formatClockTime('09:05', 'fr-CA')).toBe('9 h 05');
    expect(formatClockTime('00:00', 'fr-CA')).toBe('0 h');
  });

  it('follows the current language when none is given', () => {
    expect(formatClockTime('17:00')).toBe('17:00');
    const previous = followLocale(() => 'fr-CA');
    try {
      expect(formatClockTime('17:00')).toBe('17 h');
    } finally {
      followLocale(previous);
    }
  });

  it('shows what is not an HH:MM time of day as it came', () => {
    for (const time of ['Varies', '9:00', '24:00', '12:60', '']) {
      expect(formatClockTime(time, 'en')).toBe(time);
      expect(formatClockTime(time, 'fr-CA')).toBe(time);
    }
  });

  it('words every minute of the day as Intl does (French without the minutes on the hour)', () => {
    const intl = (locale: string) =>
      new Intl.DateTimeFormat(locale, {
        timeZone: 'UTC',
        hourCycle: 'h23',
        hour: 'numeric',
        minute: '2-digit',
      });
    const [english, french] = [intl('en-US'), intl('fr-CA')];
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const instant = new Date(Date.UTC(2000, 0, 1, 0, minute));
      const time = instant.toISOString().slice(11, 16);
      expect(formatClockTime(time, 'en')).toBe(english.format(instant));
      expect(formatClockTime(time, 'fr-CA')).toBe(french.format(instant).replace(/ 00$/, ''));
    }
  });
});
