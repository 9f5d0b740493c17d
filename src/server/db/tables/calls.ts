import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Timestamp } from './column-types.ts';

/**
 * 'dialing' means the line is open to the advisor (ringing or talking); at most one such call
 * per advisor. The others are final.
 */
export type CallStatus = 'dialing' | 'completed' | 'unanswered' | 'failed';

/** A call placed through the line to an advisor: the spec's credit usage. */
export interface CallsTable {
  id: string;
  customerId: string;
  advisorId: string;
  /** Twilio's CallSid; billing is idempotent on it. */
  providerCallSid: string;
  dialCallSid: string | null;
  status: CallStatus;
  /** The prepaid minutes the Dial may use (its time limit is this × 60 s). */
  reservedMinutes: number;
  dialedAt: Timestamp;
  callStart: Timestamp | null;
  callEnd: Timestamp | null;
  durationSeconds: number | null;
  minutesUsed: number | null;
  settledAt: Timestamp | null;
  createdAt: Timestamp;
}

export type Call = Selectable<CallsTable>;
export type NewCall = Insertable<CallsTable>;
export type CallUpdate = Updateable<CallsTable>;
