import type { Insertable, Selectable } from 'kysely';
import type { Timestamp } from './column-types.ts';

export type ConsentKind = 'email_marketing';

/**
 * Append-only proof of consent (Canada's anti-spam law): one row each time a customer gives or
 * withdraws consent, with the exact wording they were shown and when.
 */
export interface ConsentRecordsTable {
  id: string;
  customerId: string;
  kind: ConsentKind;
  /** True: consent given; false: withdrawn. */
  granted: boolean;
  /** The checkbox label as shown (the copy catalogue's text at that moment). */
  wording: string;
  recordedAt: Timestamp;
}

export type ConsentRecord = Selectable<ConsentRecordsTable>;
export type NewConsentRecord = Insertable<ConsentRecordsTable>;
