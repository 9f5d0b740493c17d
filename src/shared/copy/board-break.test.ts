// An Away advisor's card line (docs/decisions/048): minutes under an hour, then whole hours,
// in both languages, as a visitor reads them.
import { describe, expect, it } from 'vitest';
import { board as en } from './en/board.ts';
import { board as fr } from './fr-CA/board.ts';

describe('the break line of an advisor’s card', () => {
  it('counts minutes under an hour, then rounds to hours', () => {
    expect(en.card.onBreakBackIn(1)).toBe('On a break, back in about 1 minute');
    expect(en.card.onBreakBackIn(59)).toBe('On a break, back in about 59 minutes');
    expect(en.card.onBreakBackIn(60)).toBe('On a break, back in about 1 hour');
    expect(en.card.onBreakBackIn(89)).toBe('On a break, back in about 1 hour');
    expect(en.card.onBreakBackIn(90)).toBe('On a break, back in about 2 hours');
  });

  it('says the same in French, with the no-break space before the unit', () => {
    expect(fr.card.onBreakBackIn(1)).toBe('En pause, de retour dans environ 1\u00a0minute');
    expect(fr.card.onBreakBackIn(25)).toBe('En pause, de retour dans environ 25\u00a0minutes');
    expect(fr.card.onBreakBackIn(180)).toBe('En pause, de retour dans environ 3\u00a0heures');
  });
});
