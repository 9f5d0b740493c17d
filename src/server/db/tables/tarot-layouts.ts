import type { Insertable, Selectable } from 'kysely';

/** The nine tiles dealt to a customer for a game, kept so that a reload shows the same game. */
export interface TarotLayoutsTable {
  gameId: string;
  customerId: string;
  /** 0–8 */
  position: number;
  cardId: string;
}

export type TarotLayoutTile = Selectable<TarotLayoutsTable>;
export type NewTarotLayoutTile = Insertable<TarotLayoutsTable>;
