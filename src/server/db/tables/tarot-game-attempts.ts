import type { Insertable, Selectable } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** One per customer per game (the database refuses a second). A win carries its coupon. */
export interface TarotGameAttemptsTable {
  id: string;
  gameId: string;
  customerId: string;
  /** The spec's cards_drawn, in the order picked. */
  firstCardId: string;
  secondCardId: string;
  thirdCardId: string;
  won: boolean;
  couponId: string | null;
  createdAt: Timestamp;
}

export type TarotGameAttempt = Selectable<TarotGameAttemptsTable>;
export type NewTarotGameAttempt = Insertable<TarotGameAttemptsTable>;
