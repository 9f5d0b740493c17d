import type { Insertable, Selectable } from 'kysely';

export type Arcana = 'major' | 'minor';

/** The 29-card deck (docs/product.md §10.18). The id is a slug ('the-fool') that also names the face. */
export interface TarotCardsTable {
  id: string;
  /** The English name ('The Star'). */
  name: string;
  /** The French name ('L’Étoile'); null until written, when the English shows instead. */
  nameFr: string | null;
  arcana: Arcana;
  /** Order in the deck, from 0 (The Fool). */
  position: number;
}

export type TarotCard = Selectable<TarotCardsTable>;
export type NewTarotCard = Insertable<TarotCardsTable>;
