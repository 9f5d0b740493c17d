// The phone line's French as the voice reads it: counts that agree with « minute », the site's
// address said the way a French voice can say it, and short prompts.
import { describe, expect, it } from 'vitest';
import { phoneLine } from './phone-line.ts';
import { spokenCount } from './spoken-numbers.ts';

describe('a count of minutes said aloud in French', () => {
  it('writes out the counts a voice would say with « un », feminine', () => {
    const said = [1, 21, 31, 41, 51, 61, 81, 101, 121, 181, 201, 1001, 2021].map(spokenCount);
    expect(said).toEqual([
      'une',
      'vingt et une',
      'trente et une',
      'quarante et une',
      'cinquante et une',
      'soixante et une',
      'quatre-vingt-une',
      'cent une',
      'cent vingt et une',
      'cent quatre-vingt-une',
      'deux cent une',
      'mille une',
      'deux mille vingt et une',
    ]);
  });

  it('leaves in digits the counts the voice already says right (11, 71, 91 end in « onze »)', () => {
    for (const count of [0, 2, 11, 12, 27, 71, 91, 111, 1234]) {
      expect(spokenCount(count)).toBe(String(count));
    }
  });

  it('agrees in the prompts: « il vous reste vingt et une minutes », « onze minutes »', () => {
    expect(phoneLine.greeting('Lumina Psychics', 'Marie', 21)).toContain(
      'Il vous reste vingt et une minutes.',
    );
    expect(phoneLine.greeting('Lumina Psychics', 'Marie', 1)).toContain(
      'Il vous reste une minute.',
    );
    expect(phoneLine.greeting('Lumina Psychics', 'Marie', 11)).toContain(
      'Il vous reste 11 minutes.',
    );
    expect(phoneLine.whisper('Marie', 31)).toContain('trente et une minutes');
  });
});

describe('the French prompts', () => {
  it('say how the call went without « zéro minute »', () => {
    expect(phoneLine.callEnded('Lumina Psychics', 5, 0)).toContain(
      'Vous avez utilisé 5 minutes pendant cet appel. Il ne vous reste plus de minutes.',
    );
    expect(phoneLine.callEnded('Lumina Psychics', 1, 21)).toContain(
      'Vous avez utilisé une minute pendant cet appel. Il vous reste vingt et une minutes.',
    );
  });

  it('spell the site’s address, its separators said as words, never as a host name', () => {
    const said = phoneLine.noMinutes('Marie', 'lumina-psychics.example');
    expect(said).toContain('visitez l u m i n a, tiret, p s y c h i c s, point, e x a m p l e.');
    expect(said).not.toContain('lumina-psychics.example');
    for (const prompt of [
      phoneLine.unknownCaller('Lumina Psychics', 'lumina-psychics.example'),
      phoneLine.callerIdUnverified('Lumina Psychics', 'lumina-psychics.example'),
      phoneLine.pinLocked('lumina-psychics.example'),
    ]) {
      expect(prompt).toContain('l u m i n a, tiret, p s y c h i c s, point, e x a m p l e');
    }
  });

  it('ask for the extension without a doublet that would repeat on every retry', () => {
    expect(phoneLine.askExtension).not.toMatch(/conseiller ou conseillère/);
    expect(phoneLine.notAnswered('Gabriel')).not.toMatch(/un autre conseiller ou une autre/);
  });
});
