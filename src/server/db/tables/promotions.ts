import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** The promotion banner. The spec names the bounds start_date/end_date; they are instants. */
export interface PromotionsTable {
  id: string;
  isActive: boolean;
  startDate: Timestamp;
  endDate: Timestamp;
  /** The banner's text in English. */
  message: string;
  /** The same in French; null until written, when French pages show the English. */
  messageFr: string | null;
  /** An internal path such as '/pricing'. */
  linkUrl: string | null;
  backgroundColor: string | null;
  textColor: string | null;
  createdAt: Timestamp;
}

export type Promotion = Selectable<PromotionsTable>;
export type NewPromotion = Insertable<PromotionsTable>;
export type PromotionUpdate = Updateable<PromotionsTable>;
