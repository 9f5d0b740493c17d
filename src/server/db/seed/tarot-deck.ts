// The 29-card deck (DECISIONS.md 18): the 22 Major Arcana in their traditional order, then seven
// minor cards. The id is the slug the web app uses for the card's face; do not rename.
import type { Arcana } from '../tables/tarot-cards.ts';

export interface SeedTarotCard {
  id: string;
  name: string;
  arcana: Arcana;
}

const major = (name: string): SeedTarotCard => ({ id: slug(name), name, arcana: 'major' });
const minor = (name: string): SeedTarotCard => ({ id: slug(name), name, arcana: 'minor' });

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** In deck order: index = position (The Fool is 0, The World 21). */
export const tarotDeck: readonly SeedTarotCard[] = [
  major('The Fool'),
  major('The Magician'),
  major('The High Priestess'),
  major('The Empress'),
  major('The Emperor'),
  major('The Hierophant'),
  major('The Lovers'),
  major('The Chariot'),
  major('Strength'),
  major('The Hermit'),
  major('Wheel of Fortune'),
  major('Justice'),
  major('The Hanged Man'),
  major('Death'),
  major('Temperance'),
  major('The Devil'),
  major('The Tower'),
  major('The Star'),
  major('The Moon'),
  major('The Sun'),
  major('Judgement'),
  major('The World'),
  minor('Ace of Cups'),
  minor('Ace of Wands'),
  minor('Ace of Swords'),
  minor('Ace of Pentacles'),
  minor('Two of Cups'),
  minor('Ten of Cups'),
  minor('Knight of Wands'),
];
