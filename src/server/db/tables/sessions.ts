import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** A signed-in browser (DECISIONS.md 13). Only a hash of the cookie's token is stored. */
export interface SessionsTable {
  id: string;
  tokenHash: string;
  customerId: string;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  expiresAt: Timestamp;
  ip: string | null;
  userAgent: string | null;
}

export type Session = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;
