import type { Insertable, Selectable } from 'kysely';
import type { Timestamp } from './column-types.ts';

/**
 * An operator's hold on a customer's account (docs/decisions/047): while it is in force (not
 * lifted) the customer may sign in but not buy minutes nor call. At most one in force per
 * customer; lifted ones stay as history.
 */
export interface CustomerHoldsTable {
  id: string;
  customerId: string;
  reason: string;
  /** The operator who put it on (the back office's operator id). */
  placedBy: string;
  placedAt: Timestamp;
  liftedBy: string | null;
  liftReason: string | null;
  liftedAt: Timestamp | null;
}

export type CustomerHold = Selectable<CustomerHoldsTable>;
export type NewCustomerHold = Insertable<CustomerHoldsTable>;
