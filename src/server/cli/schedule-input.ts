// Reading `advisor schedule` arguments: which days (`mon`, `mon-fri`, `sat,sun`, `weekdays`,
// `weekend`, `all`) and the hours of those days (`09:00-13:00`, `varies`, `off`). Whether the
// times make sense is the advisors service's rule; this only reads the words.
import type { ScheduleRangeInput } from '#server/features/advisors/service.ts';
import { scheduleDays } from '#shared/api/advisors.ts';
import { UsageError } from './command.ts';

/** Day words, 0 = Sunday: the feed's own abbreviations, the usual ones and the full names. */
const dayWords: Readonly<Record<string, number>> = {
  sun: 0,
  sunday: 0,
  mon: 1,
  monday: 1,
  tue: 2,
  tues: 2,
  tuesday: 2,
  wed: 3,
  wednesday: 3,
  thu: 4,
  thur: 4,
  thurs: 4,
  thursday: 4,
  fri: 5,
  friday: 5,
  sat: 6,
  saturday: 6,
};

const dayGroups: Readonly<Record<string, readonly number[]>> = {
  all: [0, 1, 2, 3, 4, 5, 6],
  daily: [0, 1, 2, 3, 4, 5, 6],
  weekdays: [1, 2, 3, 4, 5],
  weekend: [0, 6],
  weekends: [0, 6],
};

/** "Mon, Tues, Wed": days as the feed names them. */
export const dayNames = (days: readonly number[]) =>
  days.map((day) => scheduleDays[day] ?? String(day)).join(', ');

function oneDay(word: string, text: string): number {
  const day = dayWords[word];
  if (day === undefined) {
    throw new UsageError(
      `"${text}" is not a day: write mon, tue, … sun, a range such as mon-fri, a list such as sat,sun, or weekdays, weekend, all.`,
    );
  }
  return day;
}

/** The days named, Sunday first, each once. A range may wrap the week (fri-mon). */
export function parseDays(text: string): number[] {
  const days = new Set<number>();
  for (const part of text.trim().toLowerCase().split(',')) {
    const word = part.trim();
    const group = dayGroups[word];
    if (group) {
      group.forEach((day) => days.add(day));
      continue;
    }
    const range = /^([a-z]+)-([a-z]+)$/.exec(word);
    if (range) {
      const first = oneDay(range[1] ?? '', text);
      const last = oneDay(range[2] ?? '', text);
      for (let day = first; ; day = (day + 1) % 7) {
        days.add(day);
        if (day === last) break;
      }
      continue;
    }
    days.add(oneDay(word, text));
  }
  return [...days].sort((a, b) => a - b);
}

/**
 * The ranges of a day from `<hours> [<hours>]`: `off` alone clears the days; `varies`; or
 * `HH:MM-HH:MM` (an en dash works too).
 */
export function parseHours(texts: readonly string[]): ScheduleRangeInput[] {
  const words = texts.map((text) => text.trim().toLowerCase());
  if (words.includes('off')) {
    if (words.length > 1) throw new UsageError('"off" stands alone: the advisor has no hours.');
    return [];
  }
  return texts.map((text) => {
    const value = text.trim();
    if (value.toLowerCase() === 'varies') return { from: 'Varies', to: 'Varies' };
    const range = /^(\S+?)\s*[-–]\s*(\S+)$/.exec(value);
    if (!range) {
      throw new UsageError(
        `"${text}" is not hours: write a range such as 09:00-13:00 (Montréal time), varies, or off.`,
      );
    }
    return { from: range[1] ?? '', to: range[2] ?? '' };
  });
}
