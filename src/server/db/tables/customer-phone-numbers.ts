import type { Insertable, Selectable } from 'kysely';
import type { Timestamp } from './column-types.ts';

/**
 * A verified phone number of a customer. A number belongs to one account only (unique); the
 * row is deleted when the customer removes the number or deletes the account, releasing it.
 * The customer's earliest number is the primary one.
 */
export interface CustomerPhoneNumbersTable {
  id: string;
  customerId: string;
  /** The last 10 digits (North American number). */
  phone: string;
  verifiedAt: Timestamp;
  createdAt: Timestamp;
}

export type CustomerPhoneNumber = Selectable<CustomerPhoneNumbersTable>;
export type NewCustomerPhoneNumber = Insertable<CustomerPhoneNumbersTable>;
