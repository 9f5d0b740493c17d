import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { cardEmblems } from './card-symbols.tsx';
import { TarotCardFace } from './tarot-card-face.tsx';

// The deck as the server seeds it (src/server/db/seed/tarot-deck.ts), by slug and name.
const deck: [string, string][] = [
  ['the-fool', 'The Fool'],
  ['the-magician', 'The Magician'],
  ['the-high-priestess', 'The High Priestess'],
  ['the-empress', 'The Empress'],
  ['the-emperor', 'The Emperor'],
  ['the-hierophant', 'The Hierophant'],
  ['the-lovers', 'The Lovers'],
  ['the-chariot', 'The Chariot'],
  ['strength', 'Strength'],
  ['the-hermit', 'The Hermit'],
  ['wheel-of-fortune', 'Wheel of Fortune'],
  ['justice', 'Justice'],
  ['the-hanged-man', 'The Hanged Man'],
  ['death', 'Death'],
  ['temperance', 'Temperance'],
  ['the-devil', 'The Devil'],
  ['the-tower', 'The Tower'],
  ['the-star', 'The Star'],
  ['the-moon', 'The Moon'],
  ['the-sun', 'The Sun'],
  ['judgement', 'Judgement'],
  ['the-world', 'The World'],
  ['ace-of-cups', 'Ace of Cups'],
  ['ace-of-wands', 'Ace of Wands'],
  ['ace-of-swords', 'Ace of Swords'],
  ['ace-of-pentacles', 'Ace of Pentacles'],
  ['two-of-cups', 'Two of Cups'],
  ['ten-of-cups', 'Ten of Cups'],
  ['knight-of-wands', 'Knight of Wands'],
];

/** The drawing alone: the emblem's markup, without the frame or the name. */
function emblemMarkup(id: string): string {
  const emblem = cardEmblems[id];
  if (!emblem) throw new Error(`no emblem for ${id}`);
  return renderToStaticMarkup(<svg>{emblem.draw()}</svg>);
}

describe('the card faces', () => {
  it('draw each of the 29 cards, and nothing else', () => {
    expect(Object.keys(cardEmblems).sort()).toEqual(deck.map(([id]) => id).sort());
  });

  it('give every card an emblem of its own', () => {
    const drawings = new Set(deck.map(([id]) => emblemMarkup(id)));
    expect(drawings.size).toBe(29);
  });

  it.each(deck)("show %s's name, as its drawn text and as the image's name", (id, name) => {
    render(<TarotCardFace card={{ id, name }} />);
    const face = screen.getByRole('img', { name });
    expect(face).toHaveAttribute('data-card', id);
    expect(face).toHaveTextContent(name);
  });

  it('mark the Major Arcana with their numeral and the minor cards with their suit', () => {
    expect(cardEmblems['the-fool']?.mark).toEqual({ numeral: '0' });
    expect(cardEmblems['wheel-of-fortune']?.mark).toEqual({ numeral: 'X' });
    expect(cardEmblems['the-world']?.mark).toEqual({ numeral: 'XXI' });
    expect(cardEmblems['ace-of-pentacles']?.mark).toEqual({ suit: 'pentacles' });
    render(<TarotCardFace card={{ id: 'ace-of-pentacles', name: 'Ace of Pentacles' }} />);
    expect(screen.getByRole('img')).toHaveTextContent(accountCopy.tarotGame.suits.pentacles);
  });

  it('mark a name that came in English (no French yet) as English, and nothing otherwise', () => {
    render(<TarotCardFace card={{ id: 'the-star', name: 'The Star', lang: 'en' }} />);
    expect(screen.getByRole('img', { name: 'The Star' })).toHaveAttribute('lang', 'en');
    render(<TarotCardFace card={{ id: 'the-moon', name: 'The Moon' }} />);
    expect(screen.getByRole('img', { name: 'The Moon' })).not.toHaveAttribute('lang');
  });

  it('still show a card this build has no drawing for, by its name', () => {
    render(<TarotCardFace card={{ id: 'the-page-of-cups', name: 'Page of Cups' }} />);
    expect(screen.getByRole('img', { name: 'Page of Cups' })).toHaveTextContent('Page of Cups');
  });
});
