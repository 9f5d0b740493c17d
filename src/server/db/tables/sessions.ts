import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** A signed-in browser (docs/product.md §10.13). Only a hash of the cookie's token is stored. */
export interface SessionsTable {
  id: string;
  tokenHash: string;
  customerId: string;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  /** When it ends unless used again: its idle expiry, never past its absolute one. */
  expiresAt: Timestamp;
  /**
   * When the session last proved its owner: its sign-in, or a re-authentication (password or
   * SMS code). Null never happens in practice: sessions opened before the column got their
   * sign-in's moment.
   */
  authenticatedAt: Timestamp | null;
  ip: string | null;
  userAgent: string | null;
}

export type Session = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;
