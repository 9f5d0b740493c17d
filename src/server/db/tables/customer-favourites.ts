import type { Insertable, Selectable } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** An advisor a customer keeps as theirs (docs/decisions/051): one row per customer and advisor. */
export interface CustomerFavouritesTable {
  customerId: string;
  advisorId: string;
  createdAt: Timestamp;
}

export type CustomerFavourite = Selectable<CustomerFavouritesTable>;
export type NewCustomerFavourite = Insertable<CustomerFavouritesTable>;
