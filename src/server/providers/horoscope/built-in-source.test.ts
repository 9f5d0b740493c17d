import { describe, expect, it } from 'vitest';
import { zodiacSigns } from '#shared/horoscope/signs.ts';
import { addDays } from '#shared/time/business-time.ts';
import { builtInReading, createBuiltInHoroscopeSource } from './built-in-source.ts';
import {
  elementNotes,
  moods,
  relationships,
  suggestions,
  workAndMoney,
} from './built-in-phrases.ts';

describe('the built-in daily horoscope', () => {
  it('dates the reading the way the horoscope API does', async () => {
    const reading = await createBuiltInHoroscopeSource().daily('aries', '2026-11-21');
    expect(reading.date).toBe('Nov 21, 2026');
    expect(builtInReading('aries', '2027-01-05').date).toBe('Jan 5, 2027');
  });

  it('writes the same reading for the same sign and date, every time', () => {
    expect(builtInReading('scorpio', '2026-11-21')).toEqual(
      builtInReading('scorpio', '2026-11-21'),
    );
  });

  it('writes a different reading for each sign on the same day', () => {
    const texts = zodiacSigns.map((sign) => builtInReading(sign, '2026-11-21').text);
    expect(new Set(texts).size).toBe(zodiacSigns.length);
  });

  it('writes a different reading for a sign from one day to the next, all year', () => {
    let date = '2026-01-01';
    for (let day = 0; day < 365; day += 1) {
      const next = addDays(date, 1);
      expect(builtInReading('leo', next).text).not.toBe(builtInReading('leo', date).text);
      date = next;
    }
  });

  it("is several sentences: a mood, the sign's element, relationships, work and money, a suggestion", () => {
    const { text } = builtInReading('taurus', '2026-11-21'); // an earth sign
    const [mood, element, love, work, suggestion, ...rest] = splitSentences(text);
    expect(rest).toEqual([]);
    expect(moods).toContain(mood);
    expect(elementNotes.earth).toContain(element);
    expect(relationships).toContain(love);
    expect(workAndMoney).toContain(work);
    expect(suggestions).toContain(suggestion);
  });

  it('uses every phrase of its banks over a year of readings', () => {
    const used = new Set<string>();
    let date = '2026-01-01';
    for (let day = 0; day < 365; day += 1) {
      for (const sign of zodiacSigns) {
        for (const sentence of splitSentences(builtInReading(sign, date).text)) used.add(sentence);
      }
      date = addDays(date, 1);
    }
    const all = [
      ...moods,
      ...Object.values(elementNotes).flat(),
      ...relationships,
      ...workAndMoney,
      ...suggestions,
    ];
    expect(all.filter((phrase) => !used.has(phrase))).toEqual([]);
  });

  it('promises nothing: no guaranteed outcomes, money or health claims', () => {
    const all = [
      ...moods,
      ...Object.values(elementNotes).flat(),
      ...relationships,
      ...workAndMoney,
      ...suggestions,
    ].join(' ');
    for (const word of [
      /guarantee/i,
      /will win/i,
      /lottery/i,
      /jackpot/i,
      /cure/i,
      /diagnos/i,
      /invest in/i,
    ]) {
      expect(all).not.toMatch(word);
    }
  });

  it('refuses a malformed date', () => {
    expect(() => builtInReading('aries', '21/11/2026')).toThrow(/YYYY-MM-DD/);
  });
});

/** The phrases of a reading (each phrase is one sentence ending in a full stop). */
function splitSentences(text: string): string[] {
  return text.split(/(?<=\.) /);
}
