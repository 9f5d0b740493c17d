// The 29-card deck (docs/product.md §10.18): the 22 Major Arcana in their traditional order, then seven
// minor cards. The id is the slug the web app uses for the card's face; do not rename. Each card
// has its English name and its French one, as the Tarot de Marseille names it (Le Mat, Le
// Bateleur, La Papesse…; suits Coupes, Bâtons, Épées, Deniers).
import type { Arcana } from '../tables/tarot-cards.ts';

export interface SeedTarotCard {
  id: string;
  name: string;
  nameFr: string;
  arcana: Arcana;
}

const major = (name: string, nameFr: string): SeedTarotCard => ({
  id: slug(name),
  name,
  nameFr,
  arcana: 'major',
});
const minor = (name: string, nameFr: string): SeedTarotCard => ({
  id: slug(name),
  name,
  nameFr,
  arcana: 'minor',
});

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** In deck order: index = position (The Fool is 0, The World 21). */
export const tarotDeck: readonly SeedTarotCard[] = [
  major('The Fool', 'Le Mat'),
  major('The Magician', 'Le Bateleur'),
  major('The High Priestess', 'La Papesse'),
  major('The Empress', 'L’Impératrice'),
  major('The Emperor', 'L’Empereur'),
  major('The Hierophant', 'Le Pape'),
  major('The Lovers', 'L’Amoureux'),
  major('The Chariot', 'Le Chariot'),
  major('Strength', 'La Force'),
  major('The Hermit', 'L’Hermite'),
  major('Wheel of Fortune', 'La Roue de Fortune'),
  major('Justice', 'La Justice'),
  major('The Hanged Man', 'Le Pendu'),
  major('Death', 'La Mort'),
  major('Temperance', 'Tempérance'),
  major('The Devil', 'Le Diable'),
  major('The Tower', 'La Maison Dieu'),
  major('The Star', 'L’Étoile'),
  major('The Moon', 'La Lune'),
  major('The Sun', 'Le Soleil'),
  major('Judgement', 'Le Jugement'),
  major('The World', 'Le Monde'),
  minor('Ace of Cups', 'As de Coupes'),
  minor('Ace of Wands', 'As de Bâtons'),
  minor('Ace of Swords', 'As d’Épées'),
  minor('Ace of Pentacles', 'As de Deniers'),
  minor('Two of Cups', 'Deux de Coupes'),
  minor('Ten of Cups', 'Dix de Coupes'),
  minor('Knight of Wands', 'Cavalier de Bâtons'),
];
