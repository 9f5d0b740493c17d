import { describe, expect, it } from 'vitest';
import { signFacts, zodiacSigns } from '#shared/horoscope/signs.ts';
import { addDays } from '#shared/time/business-time.ts';
import { builtInReading, builtInText, createBuiltInHoroscopeSource } from './built-in-source.ts';
import { frenchPhrases } from './built-in-phrases-fr-ca.ts';
import {
  elementNotes,
  englishPhrases,
  moods,
  relationships,
  suggestions,
  workAndMoney,
  type PhraseBanks,
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
    const all = [...allPhrases(englishPhrases), ...allPhrases(frenchPhrases)].join(' ');
    for (const word of [
      /guarantee/i,
      /will win/i,
      /lottery/i,
      /jackpot/i,
      /cure/i,
      /diagnos/i,
      /invest in/i,
      /garanti/i,
      /gagnerez/i,
      /loterie/i,
      /gros lot/i,
      /guéri/i,
      /investi/i,
    ]) {
      expect(all).not.toMatch(word);
    }
  });

  it('refuses a malformed date', () => {
    expect(() => builtInReading('aries', '21/11/2026')).toThrow(/YYYY-MM-DD/);
    expect(() => builtInText('aries', '2026-11-21T00:00', 'fr-CA')).toThrow(/YYYY-MM-DD/);
  });
});

describe('the built-in daily horoscope in French', () => {
  it('has a translation for every English phrase', () => {
    const sizes = (banks: PhraseBanks) => [
      banks.moods.length,
      ...Object.values(banks.elementNotes).map((bank) => bank.length),
      banks.relationships.length,
      banks.workAndMoney.length,
      banks.suggestions.length,
    ];
    expect(sizes(frenchPhrases)).toEqual(sizes(englishPhrases));
    expect(Object.keys(frenchPhrases.elementNotes)).toEqual(Object.keys(elementNotes));
  });

  it('is the translation of the English reading, phrase for phrase, every day of the year', () => {
    let date = '2026-01-01';
    for (let day = 0; day < 365; day += 1) {
      for (const sign of zodiacSigns) {
        const element = signFacts.find((facts) => facts.sign === sign)?.element ?? 'fire';
        const positions = (banks: PhraseBanks, text: string) => {
          const order = [
            banks.moods,
            banks.elementNotes[element],
            banks.relationships,
            banks.workAndMoney,
            banks.suggestions,
          ];
          return splitSentences(text).map((sentence, index) => order[index]?.indexOf(sentence));
        };
        const english = positions(englishPhrases, builtInText(sign, date, 'en'));
        expect(english).not.toContain(-1);
        expect(positions(frenchPhrases, builtInText(sign, date, 'fr-CA'))).toEqual(english);
      }
      date = addDays(date, 1);
    }
  });

  it('is written as Québec typography wants it', () => {
    for (const phrase of allPhrases(frenchPhrases)) {
      expect(phrase).toMatch(/^[A-ZÀ-Ý].*\.$/u); // a sentence, ending in a full stop
      expect(phrase).not.toContain("'"); // the typographic apostrophe
      expect(phrase).not.toMatch(/[^\u00a0]:/u); // a no-break space before a colon
      expect(phrase).not.toMatch(/\s;/u); // none before a semicolon
    }
  });
});

function allPhrases(banks: PhraseBanks): string[] {
  return [
    ...banks.moods,
    ...Object.values(banks.elementNotes).flat(),
    ...banks.relationships,
    ...banks.workAndMoney,
    ...banks.suggestions,
  ];
}

/** The phrases of a reading (each phrase is one sentence ending in a full stop). */
function splitSentences(text: string): string[] {
  return text.split(/(?<=\.) /);
}
