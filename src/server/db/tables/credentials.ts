import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** A customer's email-and-password sign-in (one row per customer). */
export interface CredentialsTable {
  customerId: string;
  /** argon2id, PHC string (src/server/security/password-hashing.ts). */
  passwordHash: string;
  /** Null until the customer follows the confirmation link (docs/product.md §10.11). */
  emailConfirmedAt: Timestamp | null;
  passwordChangedAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type Credential = Selectable<CredentialsTable>;
export type NewCredential = Insertable<CredentialsTable>;
export type CredentialUpdate = Updateable<CredentialsTable>;
