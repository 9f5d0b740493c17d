import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Timestamp } from './column-types.ts';

export type OneTimeCodePurpose =
  | 'phone_sign_in'
  | 'phone_add'
  | 'email_confirmation'
  | 'password_reset'
  /** An SMS code to one of the account's numbers that proves a signed-in customer again. */
  | 'reauthentication'
  /** An SMS code to an advisor's registered number, for the advisors' app (no customer). */
  | 'advisor_sign_in';

/** SMS codes, email confirmation and password reset tokens; only their hashes are stored. */
export interface OneTimeCodesTable {
  id: string;
  purpose: OneTimeCodePurpose;
  /** 10 phone digits or a lower-cased email, depending on the purpose. */
  target: string;
  customerId: string | null;
  codeHash: string;
  attempts: Generated<number>;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  consumedAt: Timestamp | null;
}

export type OneTimeCode = Selectable<OneTimeCodesTable>;
export type NewOneTimeCode = Insertable<OneTimeCodesTable>;
export type OneTimeCodeUpdate = Updateable<OneTimeCodesTable>;
