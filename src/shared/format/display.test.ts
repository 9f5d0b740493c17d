import { describe, expect, it } from 'vitest';
import { followLocale, type Locale } from '#shared/copy/locale.ts';
import {
  formatBusinessDate,
  formatBusinessDateTime,
  formatCalendarDate,
  formatClockTime,
  formatPhone,
  formatReceiptDate,
  formatServicePhone,
} from './display.ts';

/** French writes a non-breaking space on each side of "h" and inside a phone number's groups. */
const nb = (text: string) => text.replace(/ (?=h\b)|(?<=\bh) (?=\d)|(?<=\d) (?=\d)/g, '\u00a0');

function inLanguage<T>(locale: Locale, check: () => T): T {
  const previous = followLocale(() => locale);
  try {
    return check();
  } finally {
    followLocale(previous);
  }
}

describe('dates in English keep their en-US forms, on Montréal’s clock', () => {
  it('reads 2 am UTC as the evening before in Montréal', () => {
    expect(formatBusinessDate('2026-11-21T02:30:00.000Z', 'en')).toBe('Nov 20, 2026');
    expect(formatBusinessDateTime('2026-11-21T02:30:00.000Z', 'en')).toBe('Nov 20, 2026, 9:30 PM');
  });

  it('follows daylight saving time', () => {
    expect(formatBusinessDateTime('2026-07-01T16:05:00.000Z', 'en')).toBe('Jul 1, 2026, 12:05 PM');
  });

  it('shows a calendar date as the same day everywhere', () => {
    expect(formatCalendarDate('1990-03-04', 'en')).toBe('Mar 4, 1990');
    expect(formatCalendarDate('2000-01-01', 'en')).toBe('Jan 1, 2000');
  });

  it('dates a receipt in full with the time zone', () => {
    expect(formatReceiptDate('2026-11-21T15:00:00.000Z', 'en')).toBe(
      'November 21, 2026 at 10:00 AM EST',
    );
  });
});

describe('dates in French are written the Québec way', () => {
  it('writes the month in full and the first of the month « 1er »', () => {
    expect(formatBusinessDate('2026-11-01T15:00:00.000Z', 'fr-CA')).toBe('1er novembre 2026');
    expect(formatBusinessDate('2026-11-21T15:15:00.000Z', 'fr-CA')).toBe('21 novembre 2026');
    expect(formatCalendarDate('1990-03-04', 'fr-CA')).toBe('4 mars 1990');
    expect(formatCalendarDate('2000-01-01', 'fr-CA')).toBe('1er janvier 2000');
  });

  it('gives the time on the 24-hour clock, without « h 00 » or a leading zero', () => {
    expect(formatBusinessDateTime('2026-11-01T15:00:00.000Z', 'fr-CA')).toBe(
      nb('1er novembre 2026 à 10 h'),
    );
    expect(formatBusinessDateTime('2026-11-21T15:15:00.000Z', 'fr-CA')).toBe(
      nb('21 novembre 2026 à 10 h 15'),
    );
    expect(formatBusinessDateTime('2026-11-21T14:05:00.000Z', 'fr-CA')).toBe(
      nb('21 novembre 2026 à 9 h 05'),
    );
    // 9:30 pm in Montréal is already the next day in UTC.
    expect(formatBusinessDateTime('2026-11-21T02:30:00.000Z', 'fr-CA')).toBe(
      nb('20 novembre 2026 à 21 h 30'),
    );
  });

  it('dates a receipt with the zone in parentheses, « HNE » in winter and « HAE » in summer', () => {
    expect(formatReceiptDate('2026-11-01T15:00:00.000Z', 'fr-CA')).toBe(
      nb('1er novembre 2026 à 10 h (HNE)'),
    );
    expect(formatReceiptDate('2026-07-01T13:05:00.000Z', 'fr-CA')).toBe(
      nb('1er juillet 2026 à 9 h 05 (HAE)'),
    );
  });

  it('follows the current language when none is given', () => {
    inLanguage('fr-CA', () => {
      expect(formatBusinessDate('2026-07-01T16:05:00.000Z')).toBe('1er juillet 2026');
    });
    inLanguage('en', () => {
      expect(formatBusinessDate('2026-07-01T16:05:00.000Z')).toBe('Jul 1, 2026');
    });
  });

  it('shows what is not a date as it came', () => {
    for (const locale of ['en', 'fr-CA'] as const) {
      expect(formatBusinessDate('soon', locale)).toBe('soon');
      expect(formatBusinessDateTime('soon', locale)).toBe('soon');
      expect(formatCalendarDate('1990-3-4', locale)).toBe('1990-3-4');
    }
  });
});

describe('a time of day from a schedule', () => {
  it('stays as the schedule writes it in English, on the 24-hour clock', () => {
    for (const time of ['09:00', '13:30', '00:00', '23:59']) {
      expect(formatClockTime(time, 'en')).toBe(time);
    }
  });

  it('is « 9 h », « 13 h 30 » in French, with spaces that never break', () => {
    expect(formatClockTime('09:00', 'fr-CA')).toBe('9\u00a0h');
    expect(formatClockTime('21:00', 'fr-CA')).toBe('21\u00a0h');
    expect(formatClockTime('13:30', 'fr-CA')).toBe('13\u00a0h\u00a030');
    expect(formatClockTime('09:05', 'fr-CA')).toBe('9\u00a0h\u00a005');
    expect(formatClockTime('00:00', 'fr-CA')).toBe('0\u00a0h');
  });

  it('follows the current language when none is given', () => {
    inLanguage('en', () => expect(formatClockTime('17:00')).toBe('17:00'));
    inLanguage('fr-CA', () => expect(formatClockTime('17:00')).toBe('17\u00a0h'));
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
      expect(formatClockTime(time, 'fr-CA')).toBe(nb(french.format(instant).replace(/ 00$/, '')));
    }
  });
});

describe('phone numbers', () => {
  it('show a customer’s number as (514) 555-0100 in English, whatever form it came in', () => {
    expect(formatPhone('5145550100', 'en')).toBe('(514) 555-0100');
    expect(formatPhone('+15145550100', 'en')).toBe('(514) 555-0100');
  });

  it('show it as « 514 555-0100 » in French, a toll-free number with its 1', () => {
    expect(formatPhone('5145550101', 'fr-CA')).toBe(nb('514 555-0101'));
    expect(formatPhone('+15145550101', 'fr-CA')).toBe(nb('514 555-0101'));
    expect(formatPhone('18885550142', 'fr-CA')).toBe(nb('1 888 555-0142'));
  });

  it('show a number with fewer than 10 digits as it came', () => {
    expect(formatPhone('555-0100', 'en')).toBe('555-0100');
    expect(formatPhone('555-0100', 'fr-CA')).toBe('555-0100');
  });

  it('show the service line as configured in English and the Québec way in French', () => {
    expect(formatServicePhone('1-888-555-0142', 'en')).toBe('1-888-555-0142');
    expect(formatServicePhone('1-888-555-0142', 'fr-CA')).toBe(nb('1 888 555-0142'));
    expect(formatServicePhone('(514) 555-0199', 'fr-CA')).toBe(nb('514 555-0199'));
    expect(formatServicePhone('555-0199', 'fr-CA')).toBe('555-0199');
  });
});
