import type { Insertable, Selectable } from 'kysely';
import type { Timestamp } from './column-types.ts';

/**
 * A customer's phone PIN (docs/decisions/026): 4 digits the line asks for before it names the
 * caller, kept as an argon2id hash only. One per customer; no row, no PIN.
 */
export interface PhonePinsTable {
  customerId: string;
  pinHash: string;
  setAt: Timestamp;
}

export type PhonePin = Selectable<PhonePinsTable>;
export type NewPhonePin = Insertable<PhonePinsTable>;
