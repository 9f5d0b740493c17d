import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Locale } from '#shared/copy/locale.ts';
import type { CalendarDate, Timestamp } from './column-types.ts';

export interface CustomersTable {
  id: string;
  name: string;
  /** Stored lower-cased; unique across accounts (deleted ones included). */
  email: string;
  birthDate: CalendarDate | null;
  emailNotifications: Generated<boolean>;
  /** Whole minutes, never negative; always equal to the sum of the customer's minute_ledger rows. */
  credits: Generated<number>;
  isActive: Generated<boolean>;
  /** Soft delete (docs/product.md §10.14): set at once; personal data is anonymised 30 days later. */
  deletedAt: Timestamp | null;
  anonymizedAt: Timestamp | null;
  /** The spec's `last_connectet_at`. */
  lastConnectedAt: Timestamp | null;
  /** When the customer confirmed being 18 or older, at sign-up (docs/product.md §10.15). */
  adultConfirmedAt: Timestamp | null;
  /** The language of the customer's emails, texts and phone line (the FR/EN switch). */
  language: Generated<Locale>;
  /** The Terms' language the customer accepted; null for accounts older than the choice. */
  termsLanguage: Locale | null;
  /** When the customer, offered the French Terms first, chose the English ones. */
  englishTermsChosenAt: Timestamp | null;
  /** The label of the box the customer ticked to choose English, as shown; null otherwise. */
  englishTermsWording: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type Customer = Selectable<CustomersTable>;
export type NewCustomer = Insertable<CustomersTable>;
export type CustomerUpdate = Updateable<CustomersTable>;
